import { exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { readStory, type Quantity, type Story } from '../story/read-story.js';
import { singular } from '../story/words.js';
import { describe, showAnswer } from '../story/wording.js';

/**
 * One amount, a second told as a difference from it, and the question asks for both together:
 * "Mario made 18 posters. Samantha made 15 more posters than Mario. How many did they make
 * altogether?" → 18 + (18 + 15). The second amount is worked out first, then the two are added;
 * checked by taking each back out.
 */
const TOTAL_Q = /\b(?:altogether|in all|in total|total|together|combined|both)\b/i;
const BEYOND = /\b(?:times|twice|half|percent|each|per|every|left|some)\b|%|\d+\s*\/\s*\d+/i;
const DIFFERENCE = /^\s*(?:[a-z'-]+\s+){0,3}?(more|fewer|less)\b([^.?!]*?)\bthan\s+([^.?!,]*)/i;

/** "than Mario", "than that", "than boys", "than the first one": the comparison points back at the first amount. */
function pointsBack(target: string, base: Quantity): boolean {
  const words = target.toLowerCase().split(/[^a-z']+/).filter(Boolean);
  const known = [base.owner, base.unit, ...base.modifiers].filter((w): w is string => !!w);
  return /^(?:that|this|him|her|them|it|before|the first|the other)\b/i.test(target.trim()) || words.some((w) => known.includes(singular(w.replace(/'s$/, ''))));
}

function stepsFor(story: Story, base: Quantity, difference: Quantity, sentence: string, other: string, answer: string): SolutionStep[] {
  return [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: [describe(base), `${difference.value} ${/^\s*(?:[a-z'-]+\s+){0,3}?(more|fewer|less)\b/i.exec(difference.trail)?.[1] ?? ''} than that`] },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'relation' },
    { kind: 'check', statement: `the second amount is ${other}; ${answer} - ${base.value} = ${other}`, holds: true },
  ];
}

export function solveRelationTotal(statement: string): Solved | null {
  const story = readStory(statement);
  if (!story || BEYOND.test(statement) || !TOTAL_Q.test(story.question.text)) return null;
  const numbers = [...story.quantities, ...story.questionQuantities];
  if (numbers.length !== 2 || story.questionQuantities.length > 0) return null;
  const [base, difference] = numbers as [Quantity, Quantity];
  const told = DIFFERENCE.exec(difference.trail);
  if (!told || DIFFERENCE.test(base.trail) || !pointsBack(told[3] ?? '', base)) return null;
  // "How many peanuts does Kenya have in total?" names one person: not the two together.
  const named = [base.owner, difference.owner].filter((o) => o !== null && new RegExp(`\\b${o}\\b`, 'i').test(story.question.text));
  if (base.owner !== difference.owner && named.length === 1 && !/\b(?:they|them|both|together|combined|and)\b/i.test(story.question.text)) return null;
  const unitOk = (difference.unit === base.unit || difference.unit === '' || difference.inherited === true) && (story.question.unit === null || story.question.unit === base.unit);
  if (!unitOk || base.unit === '') return null;
  const sign = told[1]?.toLowerCase() === 'more' ? 1 : -1;
  const [b, d] = [exact.fraction(base.value), exact.fraction(difference.value)];
  const other = b.add(d.mul(sign));
  if (other.compare(0) <= 0) return null;
  const total = b.add(other);
  // Checked a second way: the total less the first amount is the second, which differs from the first by the told amount.
  if (!total.sub(b).sub(b).equals(d.mul(sign))) return null;
  const sentence = `${base.value} + (${base.value} ${sign > 0 ? '+' : '-'} ${difference.value})`;
  return { kind: 'word-problem', steps: stepsFor(story, base, difference, sentence, other.toString(), total.toString()), answer: showAnswer(total, base.unit) };
}
