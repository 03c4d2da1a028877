import { solveArithmetic } from '../arithmetic-solver.js';
import { exact, plain, terminates, showDecimal as show } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { singular, tidyText } from '../story/words.js';
import { showAnswer } from '../story/wording.js';
import { readPair, type Pair } from './pair-multiple.js';
import { MEASURE } from './run-chain.js';
import { splitQuestion } from './split-question.js';

/**
 * Answers a pair told through a multiple or a percent: both together ("How many seeds are there
 * altogether?") or the second one ("How many did Pau order?"). The second amount must come out whole
 * for things counted one by one; checked again by dividing it by the first (the factor comes back) and
 * by mathjs on the whole expression.
 */
const TOTAL = /\b(?:altogether|in total|total|together|combined|in all|both|all together)\b/;
/** Words that ask for both amounts together. */
const JOINT = /\b(?:they|them|both|together|combined|all together|and)\b/;
const GENERIC = /^(?:item|thing|object|piece|animal|pet|fruit|toy|dish|)$/;

/** "How many fewer cards does Ann have than Bo?", "How many more trouts did his dad catch compared to Caleb?". */
function difference(question: string, pair: Pair): boolean {
  const m = /^how many (more|fewer|less) [a-z ]*?(?:does|do|did) ([a-z ]+?) (?:have|get|catch|make|eat|buy|pick|read|collect|own|bake|sell|score|win)?\s*(?:than|compared to) ([a-z ]+?)\??$/.exec(question);
  if (!m || pair.sameOwner) return false;
  const [, direction, first = '', second = ''] = m;
  const [larger, smaller] = pair.factor.compare(1) > 0 ? [pair.otherName, pair.baseName] : [pair.baseName, pair.otherName];
  return direction === 'more' ? first === larger && second === smaller : first === smaller && second === larger;
}

function asked(question: string, pair: Pair): 'total' | 'other' | 'difference' | null {
  if (difference(question, pair)) return 'difference';
  const noun = /^how (?:many|much) (?!(?:are|were|is|was|do|does|did|will|would|has|have|had)\b)((?:[a-z]+ ){0,2}?[a-z]+?) (?:are|were|is|was|do|does|did|will|would|has|have|had)\b/.exec(question)?.[1];
  const head = noun ? singular(noun.split(' ').pop() ?? '') : '';
  const unitFits = head === '' || head === pair.unit || (pair.sameOwner && GENERIC.test(head)) || /^(?:money|time)$/.test(head);
  if (!unitFits || /\d|\b(?:more|fewer|less|than|each|every|per|left|after|before|in an?|a day|a week|a month|a year)\b/.test(question)) return null;
  const names = (n: string): boolean => new RegExp(`\\b${n}\\b`).test(question);
  // "How many did Tim get in total?" names one of the two: that one's own amount, not both together.
  if (TOTAL.test(question) && !pair.sameOwner && names(pair.otherName) && !names(pair.baseName) && !JOINT.test(question)) return 'other';
  if (TOTAL.test(question) || (pair.sameOwner && head !== '' && GENERIC.test(head))) return pair.sameOwner && !(head !== '' && GENERIC.test(head)) ? null : 'total';
  return names(pair.otherName) && !names(pair.baseName) && !pair.sameOwner ? 'other' : null;
}

export function solvePairMultiple(statement: string): Solved | null {
  const split = splitQuestion(tidyText(statement));
  const pair = split ? readPair(split.facts) : null;
  const question = split?.question.trim().toLowerCase() ?? '';
  const kind = pair ? asked(question, pair) : null;
  if (!split || !pair || !kind) return null;
  const other = pair.base.mul(pair.factor);
  const counted = !MEASURE.test(pair.unit);
  if (other.s <= 0n || other.equals(0) || (counted ? other.d !== 1n : !terminates(other)) || !other.div(pair.base).equals(pair.factor)) return null;
  const times = `${pair.factor.toFraction()} * ${show(pair.base)}`;
  const expression = kind === 'total' ? `${show(pair.base)} + ${times}` : kind === 'other' ? times : pair.factor.compare(1) > 0 ? `${times} - ${show(pair.base)}` : `${show(pair.base)} - ${times}`;
  const answer = kind === 'total' ? pair.base.add(other) : kind === 'other' ? other : other.sub(pair.base).abs();
  const again = solveArithmetic(expression);
  if (!again || !exact.fraction(again.answer.split(' ')[0] ?? 'x').equals(answer) || Math.abs(Number(plain.evaluate(expression)) - Number(answer.valueOf())) > 1e-9) return null;
  const unit = pair.sameOwner ? singular(/^how many ([a-z]+)/.exec(question)?.[1] ?? '') : pair.unit;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: split.question.trim() },
    { kind: 'facts', facts: [`${pair.baseName}: ${show(pair.base)}`, `${pair.otherName} = ${pair.factor.toFraction()} × ${pair.baseName}`] },
    { kind: 'number-sentence', sentence: `${expression} = ?`, schema: 'relation' },
    ...again.steps.slice(1),
    { kind: 'check', statement: `${show(other)} ÷ ${show(pair.base)} = ${pair.factor.toFraction()}, the multiple the story gives`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(answer, unit) };
}
