import { exact, showExact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { namedPair } from './difference-sides.js';
import { wordsOf } from './words-of.js';
import { describe, showAnswer } from './wording.js';

/**
 * "What's the difference between the number of Ann's peaches and Bo's peaches?" after two numbers, or
 * a list told in one sentence: the larger take away the smaller of the two the sides name. Each side
 * must name one told number (difference-sides.ts: by a word only its own text has, "Ann", "gave away",
 * or by when it was told, "before selling" / "after selling" when the later one is what was left); a
 * side that fits several numbers or none, or any relation, rate, part or total in the facts, declines.
 */
const QUESTION = /^what(?:'s| is| was) the difference (?:of|between) (.+?) and (.+?)\s*\??$/i;
const BEYOND = /\b(?:times|twice|half|than|each|per|every|rest|remaining|total|double|triple|average|ratio|difference|sum|altogether|in all)\b|%|\d\s*\/\s*\d|\d\s*:\s*\d/i;
export { wordsOf };

/** A number's own words: its sentence, or its clause when both numbers share one sentence. */
export function ownText(story: Story, q: Quantity, other: Quantity): string {
  return q.sentence === other.sentence ? q.clause : story.facts[q.sentence] ?? q.clause;
}

/** The side has a word only the number's own text has, and none only the other's. */
export function fits(side: Set<string>, mine: Set<string>, theirs: Set<string>): boolean {
  const onlyMine = [...mine].filter((w) => !theirs.has(w));
  const onlyTheirs = [...theirs].filter((w) => !mine.has(w));
  return onlyMine.some((w) => side.has(w)) && !onlyTheirs.some((w) => side.has(w));
}

/** The steps of a difference of two amounts: the larger minus the smaller, checked by adding back. */
export function differenceSteps(story: Story, larger: Quantity, smaller: Quantity, answer: string): SolutionStep[] {
  return [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: [larger, smaller].map((q) => describe(q, true)) },
    { kind: 'number-sentence', sentence: `${larger.value} - ${smaller.value} = ?`, schema: 'compare' },
    { kind: 'check', statement: `${answer} + ${smaller.value} = ${larger.value}`, holds: true },
  ];
}

/** The unit both numbers count, or null when they count different things ("6 birds and 3 nests" keeps none). */
export function sharedUnit(a: Quantity, b: Quantity): string {
  const [ua, ub] = [a.unit || b.unit, b.unit || a.unit];
  return ua === ub ? [...a.modifiers.filter((m) => b.modifiers.includes(m)), ua].join(' ') : '';
}

/** Several numbers only when they are one list told in one sentence ("2 in her desk, 2 in her backpack and 15 at home"). */
function comparable(story: Story): boolean {
  const all = story.quantities;
  return all.length === 2 || (all.length <= 5 && all.every((q) => q.sentence === all[0]!.sentence));
}

export function solveDifferenceAsked(statement: string): Solved | null {
  const story = readStory(statement);
  const match = story ? QUESTION.exec(story.question.text) : null;
  if (!story || !match?.[1] || !match[2] || !comparable(story) || story.questionQuantities.length > 0) return null;
  if (BEYOND.test(story.facts.join(' ')) || / and /.test(match[2])) return null;
  if (story.quantities.some((q) => q.per !== null)) return null;
  const pair = namedPair(story, match[1], match[2], story.quantities);
  if (!pair) return null;
  const [a, b] = pair;
  const [larger, smaller] = a.value >= b.value ? [a, b] : [b, a];
  const value = exact.fraction(larger.value).sub(exact.fraction(smaller.value));
  // Checked a second way: the difference added back to the smaller gives the larger.
  if (!value.add(exact.fraction(smaller.value)).equals(exact.fraction(larger.value))) return null;
  const answer = showExact(value, 'decimal');
  return { kind: 'word-problem', steps: differenceSteps(story, larger, smaller, answer), answer: showAnswer(value, sharedUnit(a, b)) };
}
