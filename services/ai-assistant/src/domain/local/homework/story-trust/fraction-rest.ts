import { exact, showDecimal as show } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import { normalize } from '../quantity-graph/portion-chain.js';
import { readFraction } from '../quantity-graph/portions.js';
import { singular, tidyText } from '../story/words.js';
import { showAnswer } from '../story/wording.js';
import { asksRest } from './percent-rest.js';

/**
 * The rest of a whole after a fraction of it, the fraction twin of the percent reader: "She has 45
 * fish. 2/3 are male. How many female fish does she have?", "One-third of a class of 39 students are
 * boys. How many are girls?", "42 turtles hatched. One-third of them were swept away. How many are
 * still on the sand?". The story holds the whole and one fraction only, the fraction points back at
 * the whole (by "of them", "are", or the whole's own noun) or holds it ("a third of the 39 students"),
 * and the question asks the other part (said as the percent reader hears it: "not", "the rest",
 * "left", the other of a pair, the group "the rest are"). Checked: the two parts give back the whole.
 */
const OTHER = /\b(?:than|more|less|fewer|each|per|every|times|twice|double|triple|increase\w*|decrease\w*|discount|off|tax|tip|interest|profit|price|costs?|average|keeps?|kept|saves?|saved|remain\w*|left|rest of the|as (?:many|much)|ratio|dozens?|hours?|minutes?)\b|%|percent/;
const FRACTION_TOKEN = /(?<![\w.])(?:\d+\/\d+|half)(?![\w/])/g;
const CHANGES = /\b(?:spent|spends|used|uses|lost|loses|gave|gives|sold|sells|ate|eats|paid|pays|bought|buys|found|finds|got|gets|won|wins|added|adds)\b/;

/** The whole the fraction is of: held inside it, or told before it in a clause that changes nothing. */
function isWhole(text: string, at: number, fractionAt: number, noun: string): boolean {
  if (/^(?:\d+\/\d+|half) of (?:the |all |his |her |their |its |a |an )?(?:[a-z]+ ){0,2}(?:of )?$/.test(text.slice(fractionAt, at))) return true;
  if (at > fractionAt) return false;
  const clause = text.slice(Math.max(0, ...[...text.slice(0, at).matchAll(/[,.;] /g)].map((m) => (m.index ?? 0) + 2)), at);
  const after = text.slice(fractionAt);
  const named = new RegExp(String.raw`^(?:\d+\/\d+|half) of (?:the|these|those|his|her|their|all the) ([a-z]+)(?= (?:are|were|is|was|have|had|got|did|do)\b)`).exec(after)?.[1];
  const pointsBack = /^(?:\d+\/\d+|half) (?:of (?:them|these|those|it|which)\b|(?:are|were)\b)/.test(after) || (named !== undefined && singular(named) === noun);
  return pointsBack && !CHANGES.test(clause);
}

export function solveFractionRest(statement: string): Solved | null {
  const split = splitQuestion(tidyText(statement));
  if (!split) return null;
  const facts = normalize(split.facts).toLowerCase();
  const question = normalize(split.question).toLowerCase();
  const fractions = [...facts.matchAll(FRACTION_TOKEN)];
  const numbers = [...facts.replace(FRACTION_TOKEN, (m) => ' '.repeat(m.length)).matchAll(/(?<![\w.])\d+(?:\.\d+)?(?![\w.])/g)];
  if (fractions.length !== 1 || numbers.length !== 1 || !/^how (?:many|much)\b/.test(question) || /\d|half|\b(?:more|less|fewer|than|percent)\b|%/.test(question) || OTHER.test(facts)) return null;
  // A name in the question must be someone the story tells of.
  const names = [...split.question.matchAll(/(?<!^)\b([A-Z][a-z]+)\b/g)].map((m) => m[1] ?? '');
  if (names.some((n) => !split.facts.includes(n))) return null;
  const [fractionMatch, wholeMatch] = [fractions[0]!, numbers[0]!];
  const part = readFraction(fractionMatch[0]);
  const noun = singular(/^ ([a-z]+)/.exec(facts.slice((wholeMatch.index ?? 0) + wholeMatch[0].length))?.[1] ?? '');
  if (!part || !asksRest(split.facts, question) || !isWhole(facts, wholeMatch.index ?? 0, fractionMatch.index ?? 0, noun)) return null;
  const whole = exact.fraction(wholeMatch[0]);
  const rest = whole.mul(exact.fraction(1).sub(part));
  const taken = whole.mul(part);
  const money = /^\s*dollars?\b/.test(facts.slice((wholeMatch.index ?? 0) + wholeMatch[0].length));
  const asked = /^how many (?:[a-z]+ ){0,2}?([a-z]+) (?:are|were|is|was|do|does|did|will|would|can|have|has|had)\b/.exec(question)?.[1];
  const unit = money ? 'dollar' : asked && !/^(?:of|them|these|those)$/.test(asked) ? singular(asked) : '';
  if (part.compare(1) >= 0 || part.s <= 0n || rest.s < 0n || rest.equals(0) || !taken.add(rest).equals(whole) || (!money && (rest.d !== 1n || taken.d !== 1n))) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: split.question.trim() },
    { kind: 'facts', facts: [`${show(whole)} in all`, `${part.toFraction()} of them`] },
    { kind: 'number-sentence', sentence: `${show(whole)} × (1 − ${part.toFraction()}) = ?`, schema: 'portions' },
    { kind: 'check', statement: `${show(taken)} + ${show(rest)} = ${show(whole)}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(rest, unit) };
}
