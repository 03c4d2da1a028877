import { exact, showExact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { irregularBase, plainForms } from './verb-forms.js';
import { singular, tidyText } from './words.js';
import { showAnswer } from './wording.js';

/**
 * svamp-misses: several rates, each told per one kind with its own verb, and the counts of those kinds;
 * the question picks one rate by the kind it names or by its verb, and that rate times its kind's count is
 * the answer. "The shop makes $76 off each jersey and $204 off each t-shirt. They sold 158 t-shirts and 2
 * jerseys. How much money did they make from selling the jerseys?" (76 × 2); "Lewis earns $403 every week
 * during the 233 weeks of harvest. If he has to pay $49 rent every week. How much money does he earn during
 * harvest season?" (403 × 233). Every number is a rate or a count of a rate's kind, each kind is counted
 * once, exactly one rate is left after the choice, the question's verb is that rate's verb, and one person
 * (or one shop) is named. Shown only when the answer divided by the count gives the rate back.
 */
const N = String.raw`(\d+(?:\.\d+)?)`;
const W = String.raw`([a-z][a-z-]*)`;
const RATE = new RegExp(String.raw`${N} ${W}(?: ${W})? (?:(?:off|for|on|from|in|to|at) )?(?:each|every|per|a|an) ${W}`, 'g');
const COUNT = new RegExp(String.raw`${N} ${W}`, 'g');
const BEYOND = /\b(?:than|times|twice|half|more|fewer|less|left|extra|rest|percent|discount|total|in all|altogether|both|together|each other|only|lost|refund\w*|returned|gave|give|gives|average|difference)\b|%|\//;
const ASKED_BEYOND = /\d|\b(?:each|every|per|and|more|less|than|left|total|in all|altogether|both|together|average|after|before|save|saves|saved)\b/;
const PRONOUNS = new Set(['he', 'she', 'they', 'it', 'we', 'you', 'i']);
// Money that comes in is one act however it is said ("makes $5 off each cap", "earns $5 for each cap"); so is money paid.
const ACTS: Record<string, string> = { make: 'earn', get: 'earn', receive: 'earn', earn: 'earn', spend: 'pay', pay: 'pay', sell: 'sell', charge: 'charge' };

export const actStem = (word: string): string => {
  const act = [...plainForms(word)].find((form) => ACTS[form]);
  return act ? ACTS[act]! : (irregularBase(word) ?? word.replace(/(?<=(?:ch|sh|ss|x))es$/, '').replace(/(?<!s)s$/, ''));
};

interface Rate { value: number; unit: string; kind: string; verb: string; at: number; end: number }
interface Count { value: number; kind: string; at: number }

function ratesIn(facts: string): Rate[] {
  const rates: Rate[] = [];
  for (const m of facts.matchAll(RATE)) {
    const before = facts.slice(0, m.index).trim().split(/\s+/).at(-1) ?? '';
    const verb = before === 'and' ? (rates.at(-1)?.verb ?? '') : actStem(before);
    rates.push({ value: Number(m[1]), unit: singular(m[2]!), kind: singular(m[4]!), verb, at: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  return rates;
}

/** Every number not inside a rate, with the word it counts. */
function countsIn(facts: string, rates: readonly Rate[]): Count[] | null {
  const counts: Count[] = [];
  for (const m of facts.matchAll(COUNT)) {
    const at = m.index ?? 0;
    if (rates.some((r) => at >= r.at && at < r.end)) continue;
    counts.push({ value: Number(m[1]), kind: singular(m[2]!), at });
  }
  const numbers = (facts.match(/\d+(?:\.\d+)?/g) ?? []).length;
  return numbers === counts.length + rates.length ? counts : null;
}

/** The first word of the sentence a rate is told in ("lewis", "he" after "if", "the" for "The shop"). */
function subjectOf(facts: string, rate: Rate): string {
  const dot = facts.lastIndexOf('. ', rate.at);
  const from = dot < 0 ? 0 : dot + 2;
  return /^(?:(?:if|when|and) )?([a-z]+)/.exec(facts.slice(from))?.[1] ?? '';
}

export function solveAskedRateLot(statement: string): Solved | null {
  const text = tidyText(statement).toLowerCase().replace(/\b(dollars?) dollars?\b/g, '$1').replace(/\s+/g, ' ').trim();
  const sentences = text.split(/(?<=[.?!])\s+/);
  const question = sentences.at(-1) ?? '';
  const facts = sentences.slice(0, -1).join(' ');
  const money = /^how much money\b|^how many dollars\b/.test(question);
  if (!money || ASKED_BEYOND.test(question) || BEYOND.test(facts) || !question.endsWith('?')) return null;
  const rates = ratesIn(facts);
  const counts = countsIn(facts, rates);
  if (rates.length < 2 || !counts || rates.some((r) => r.unit !== 'dollar' || !r.verb)) return null;
  // Each counted kind has a rate and is counted once; each rate's kind is counted once.
  if (counts.some((c) => !rates.some((r) => r.kind === c.kind)) || new Set(counts.map((c) => c.kind)).size !== counts.length) return null;
  if (rates.some((r) => counts.filter((c) => c.kind === r.kind).length !== 1)) return null;
  // One actor: every rate is told of one subject (or a pronoun for it), and the question asks about it.
  const subjects = new Set(rates.map((r) => subjectOf(facts, r)).filter((w) => !PRONOUNS.has(w)));
  const asker = /^how (?:much money|many dollars) (?:do|does|did|will|would|can|could) ([a-z]+)/.exec(question)?.[1];
  if (subjects.size > 1 || !asker || (!PRONOUNS.has(asker) && !subjects.has(asker))) return null;
  const words = new Set(question.replace(/[?]/g, '').split(/\s+/));
  const named = rates.filter((r) => [...words].some((w) => singular(w) === r.kind));
  const byKind = named.length > 0 ? named : rates;
  const verbs = new Set([...words].map(actStem));
  const chosen = byKind.filter((r) => verbs.has(r.verb));
  if (chosen.length !== 1) return null;
  const rate = chosen[0]!;
  const count = counts.find((c) => c.kind === rate.kind)!;
  const value = exact.fraction(rate.value).mul(exact.fraction(count.value));
  if (value.s < 0n || value.equals(0) || !value.div(exact.fraction(count.value)).equals(exact.fraction(rate.value))) return null;
  const shown = showExact(value, 'decimal');
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: question },
    { kind: 'facts', facts: [`${rate.value} dollars for each ${rate.kind}`, `${count.value} ${count.kind}`] },
    { kind: 'number-sentence', sentence: `${rate.value} × ${count.value} = ?`, schema: 'equal-groups' },
    { kind: 'check', statement: `${shown} ÷ ${count.value} = ${rate.value}; the other rates are for what the question does not ask`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(value, 'dollar') };
}
