import { exact, showExact, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import { singular, tidyText } from './words.js';
import { plural, showAnswer } from './wording.js';

/**
 * A difference, then a rate for each of it (two steps): "April started with 13 roses and had 4 roses
 * left. Each rose was 4 dollars. How much money did she earn?" → (13 − 4) × 4; "Jerry had 7 action
 * figures, but needed 16 total. If each one costs $8, how much money would he need?" → (16 − 7) × 8.
 * The story tells exactly three numbers: two counts of one thing and the rate for each of that thing.
 * The difference is the part used up (a start and what is "left", asked what was earned, spent or
 * used) or the part still missing (what is had and what is "needed", asked what is still needed).
 * Checked a second way: the rate times each count, subtracted, gives the same answer.
 */
const NUMBER = '(\\d+(?:\\.\\d+)?)';
const THING = '(one|[a-z]+(?: [a-z]+)?)';
/** "each rose was 4 dollars", "each one costs 8 dollars", "each ticket cost 9 dollars". */
const EACH_COSTS = new RegExp(`\\beach ${THING} (?:costs?|was|is|were|sold for|sells for) ${NUMBER} ([a-z]+(?: of [a-z]+)?)\\b`);
/** "tickets were 6 dollars each", "roses cost 2 dollars each". */
const COST_EACH = new RegExp(`\\b([a-z]+) (?:were|are|cost|costs|sold for|sell for) ${NUMBER} (dollars?|cents?) each\\b`);
/** "she used 5 cups of flour on each one". */
const USED_ON_EACH = new RegExp(`\\b(?:used|uses|use|needs|needed|need) ${NUMBER} ([a-z]+(?: of [a-z]+)?) (?:on|for|in) each ${THING}\\b`);
/** Words that tell another step or another kind of amount. */
const OTHER = /\b(?:than|times|twice|half|percent|each other|another|extra|more|fewer|less|per|every|dozens?|pairs?|gave|lost|free)\b|%/;
const ASKS_USED = /\b(?:earn|earned|make|made|spend|spent|use|used|collect|collected|receive|received|get|got|take in|bring in)\b/;
const ASKS_NEEDED = /\b(?:still need|needs? to|need to|would (?:he|she|they|it|i|you|we) need|will (?:he|she|they|it|i|you|we) need|does (?:he|she|it) (?:still )?need|do (?:they|i|you|we) (?:still )?need)\b/;

interface Rate { value: number; unit: string; thing: string; at: number; text: string }
interface Count { value: number; unit: string; at: number; before: string; after: string }

function rateOf(facts: string): Rate | null {
  const found: Rate[] = [];
  for (const m of facts.matchAll(new RegExp(EACH_COSTS, 'g'))) found.push({ thing: m[1]!, value: Number(m[2]), unit: m[3]!, at: m.index + m[0].indexOf(m[2]!), text: m[0] });
  for (const m of facts.matchAll(new RegExp(COST_EACH, 'g'))) found.push({ thing: m[1]!, value: Number(m[2]), unit: m[3]!, at: m.index + m[0].indexOf(m[2]!), text: m[0] });
  for (const m of facts.matchAll(new RegExp(USED_ON_EACH, 'g'))) found.push({ value: Number(m[1]), unit: m[2]!, thing: m[3]!, at: m.index + m[0].indexOf(m[1]!), text: m[0] });
  return found.length === 1 ? found[0]! : null;
}

/** The two other numbers, each with the words around it. */
function countsOf(facts: string, rate: Rate): Count[] {
  const counts: Count[] = [];
  for (const m of facts.matchAll(/(?<![\w.])\d+(?:\.\d+)?(?![\w.]\d)/g)) {
    if (m.index === rate.at) continue;
    const after = facts.slice(m.index + m[0].length).trim();
    counts.push({ value: Number(m[0]), unit: unitAfter(after), at: m.index, before: facts.slice(0, m.index), after });
  }
  return counts;
}

const STOP = /^(?:left|total|in|all|altogether|more|for|and|but|to|at|from|on|of|with|each|if|so|he|she|they|it|we|i|you)$/;

/** What a number counts, singular: "13 roses and" → "rose", "7 action figures," → "figure"; "" for "needed 5 total". */
function unitAfter(after: string): string {
  const words = (/^[a-z ]+/.exec(after)?.[0] ?? '').trim().split(' ').filter(Boolean);
  const stop = words.findIndex((w) => STOP.test(w));
  const taken = stop < 0 ? words : words.slice(0, stop);
  return taken.length > 0 && taken.length <= 2 ? singular(taken[taken.length - 1]!) : '';
}

/** The difference the rate is for, or null when the story does not tell which one plainly. */
function differenceOf(first: Count, second: Count, question: string): { value: number; sentence: string; note: string } | null {
  const startVerb = /\b(?:started with|starts with|had|has|bought|baked|made|picked|brought|got|collected)\s+$/;
  if (/^(?:[a-z]+ ){0,2}left\b/.test(second.after) && startVerb.test(first.before) && ASKS_USED.test(question) && !/\b(?:left|remain\w*|still)\b/.test(question)) {
    return { value: first.value - second.value, sentence: `${first.value} − ${second.value}`, note: `${first.value} at the start and ${second.value} left: ${first.value - second.value} used` };
  }
  const needVerb = /\b(?:needed|needs|need|wanted|wants)\s+$/;
  if (startVerb.test(first.before) && needVerb.test(second.before) && ASKS_NEEDED.test(question) && !/\bleft\b/.test(question)) {
    return { value: second.value - first.value, sentence: `${second.value} − ${first.value}`, note: `${second.value} needed and ${first.value} had: ${second.value - first.value} still needed` };
  }
  return null;
}

/** The question asks in the rate's unit: money for a price, the rate's own thing otherwise ("cups of flour"). */
function asksRateUnit(question: string, rate: Rate): boolean {
  if (/^(?:dollars?|cents?)$/.test(rate.unit)) return /^how much\b(?! more| [a-z]+ (?:than|left))/.test(question) && !/^how much (?!money\b)(?:[a-z]+ )?(?:of )?[a-z]+s\b/.test(question) || /^how many dollars\b/.test(question);
  const head = singular(rate.unit.split(' of ')[0] ?? '');
  const asked = /^how (?:many|much) ([a-z]+)(?: of ([a-z]+))?/.exec(question);
  return !!asked && singular(asked[1] ?? '') === head && (asked[2] ?? '') === (rate.unit.split(' of ')[1] ?? '');
}

export function solveDifferenceThenEach(statement: string): Solved | null {
  const split = splitQuestion(tidyText(statement));
  if (!split) return null;
  const facts = split.facts.toLowerCase().replace(/\$\s?(\d+(?:\.\d+)?)/g, '$1 dollars');
  const question = split.question.toLowerCase().trim();
  if (/\d/.test(question) || OTHER.test(facts.replace(/\beach (?:one|[a-z]+)\b/g, '')) || /\b(?:than|each|per|left over)\b/.test(question)) return null;
  const rate = rateOf(facts);
  const counts = rate ? countsOf(facts, rate) : [];
  if (!rate || counts.length !== 2 || !asksRateUnit(question, rate)) return null;
  const [first, second] = counts as [Count, Count];
  // Both counts are of the rate's thing ("each rose" and "13 roses"); "each one" is the thing counted.
  const thing = rate.thing === 'one' ? first.unit : singular(rate.thing.split(' ').pop() ?? '');
  if (!thing || first.unit !== thing || (second.unit !== thing && second.unit !== '') || !counts.every((c) => Number.isInteger(c.value) && c.value > 0)) return null;
  if (second.at < first.at) return null;
  const difference = differenceOf(first, second, question);
  if (!difference || difference.value <= 0) return null;
  const each = exact.fraction(rate.value);
  const answer: Exact = exact.fraction(difference.value).mul(each);
  // A second way: each count priced on its own, then one taken from the other.
  const again = exact.fraction(Math.max(first.value, second.value)).mul(each).sub(exact.fraction(Math.min(first.value, second.value)).mul(each));
  if (!again.equals(answer) || answer.compare(0) <= 0) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: split.question.trim() },
    { kind: 'facts', facts: [`${first.value} ${plural(thing, exact.fraction(first.value))}`, `${second.value} ${plural(thing, exact.fraction(second.value))}`, `${rate.value} ${rate.unit} for each ${thing}`] },
    { kind: 'number-sentence', sentence: `(${difference.sentence}) × ${showExact(each, 'decimal')} = ?`, schema: 'rate' },
    { kind: 'check', statement: `${difference.note}; ${showExact(again, 'decimal')} is also ${Math.max(first.value, second.value)} × ${rate.value} − ${Math.min(first.value, second.value)} × ${rate.value}`, holds: true },
  ];
  const money = /^dollars?$/.test(rate.unit) ? 'dollar' : /^cents?$/.test(rate.unit) ? 'cent' : null;
  return { kind: 'word-problem', steps, answer: money ? showAnswer(answer, money) : `${showExact(answer, 'decimal')} ${rate.unit}` };
}
