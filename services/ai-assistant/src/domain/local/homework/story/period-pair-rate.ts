import { exact, showExact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { singular, tidyText } from './words.js';
import { showAnswer } from './wording.js';
import { actStem } from './asked-rate-lot.js';

/**
 * svamp-misses: amounts told each with its own stretch of time, one stretch asked back by its words and
 * number: "The ring toss game made 120 dollars in the first 20 days and 66 dollars in the remaining 16
 * days. How much did they make per day in the first 20 days?" (120 ÷ 20). Every number of the story is an
 * amount paired with "in the first / next / remaining … N days"; the question asks so much per one of
 * those time units in exactly one told stretch (same word, same number), with the story's verb. Shown
 * only when the answer times the stretch gives the amount back (whole for counted things, cents for money).
 */
const TIME = String.raw`(seconds?|minutes?|hours?|days?|weeks?|months?|years?)`;
const WHICH = String.raw`(first|next|last|remaining|other|following|final|second|third)`;
const PAIR = new RegExp(String.raw`(\d+(?:\.\d+)?) ([a-z][a-z-]*)(?: of [a-z-]+)? (?:in|during|over|for|within) the ${WHICH} (\d+) ${TIME}\b`, 'g');
const ASKED = new RegExp(String.raw`^how (?:much(?: money)?|many ([a-z][a-z-]*)) (?:did|do|does|will|would|could|can) ([a-z]+) ([a-z]+)(?: [a-z]+){0,3}? (?:per|each|every|a) ([a-z]+) (?:in|during|over|for|within) the ${WHICH} (\d+) ${TIME}(?: [a-z ]+)?\?$`);
const BEYOND = /\b(?:than|times|twice|half|more|fewer|less|left|extra|rest of|percent|spent|lost|gave|paid|average|total|altogether|in all)\b|%|\//;

interface Pair { amount: number; unit: string; which: string; period: number; time: string; verb: string }

function pairsIn(facts: string): Pair[] | null {
  const pairs: Pair[] = [];
  for (const m of facts.matchAll(PAIR)) {
    const before = facts.slice(0, m.index).trim().split(/\s+/).at(-1) ?? '';
    const verb = before === 'and' ? (pairs.at(-1)?.verb ?? '') : actStem(before);
    pairs.push({ amount: Number(m[1]), unit: singular(m[2]!), which: m[3]!, period: Number(m[4]), time: singular(m[5]!), verb });
  }
  const numbers = (facts.match(/\d+(?:\.\d+)?/g) ?? []).length;
  return pairs.length >= 2 && numbers === pairs.length * 2 ? pairs : null;
}

export function solvePeriodPairRate(statement: string): Solved | null {
  const text = tidyText(statement).toLowerCase().replace(/\s+/g, ' ').trim();
  const sentences = text.split(/(?<=[.?!])\s+/);
  const question = sentences.at(-1) ?? '';
  const facts = sentences.slice(0, -1).join(' ');
  if (BEYOND.test(facts) || BEYOND.test(question)) return null;
  const asked = ASKED.exec(question);
  const pairs = pairsIn(facts);
  if (!asked || !pairs || pairs.some((p) => !p.verb)) return null;
  const [, thing, , verb, per, which, period, time] = asked;
  const matching = pairs.filter((p) => p.which === which && p.period === Number(period) && p.time === singular(time!));
  // Stretches told apart: no two share their words and number, and the asked one is told once.
  if (matching.length !== 1 || new Set(pairs.map((p) => `${p.which} ${p.period}`)).size !== pairs.length) return null;
  const pair = matching[0]!;
  const money = thing === undefined;
  if (singular(per!) !== pair.time || actStem(verb!) !== pair.verb || (money ? pair.unit !== 'dollar' : singular(thing!) !== pair.unit)) return null;
  const value = exact.fraction(pair.amount).div(exact.fraction(pair.period));
  if (value.s < 0n || value.equals(0) || (money ? value.mul(100).d !== 1n : value.d !== 1n)) return null;
  if (!value.mul(exact.fraction(pair.period)).equals(exact.fraction(pair.amount))) return null;
  const shown = showExact(value, 'decimal');
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: question },
    { kind: 'facts', facts: [`${pair.amount} ${pair.unit} in the ${pair.which} ${pair.period} ${time}`] },
    { kind: 'number-sentence', sentence: `${pair.amount} ÷ ${pair.period} = ?`, schema: 'stretch-rate' },
    { kind: 'check', statement: `${shown} × ${pair.period} = ${pair.amount}; the other stretches are not asked`, holds: true },
  ];
  const unit = money ? 'dollar' : pair.unit;
  return { kind: 'word-problem', steps, answer: `${showAnswer(value, unit)} per ${pair.time}` };
}
