import { tag } from '../../text/nlp.js';
import { exact, showExact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { singular } from './words.js';
import { describe, showAnswer } from './wording.js';

/**
 * "What's the difference between the number of Ann's peaches and Bo's peaches?" after exactly two
 * numbers: the larger take away the smaller. Each side of "and" must be told apart by a word of
 * its own number's sentence that the other number's lacks ("Ann", "gave away"); a side that fits
 * both numbers or neither, or any relation, rate, part or total in the facts, and it declines.
 */
const QUESTION = /^what(?:'s| is| was) the difference (?:of|between) (.+?) and (.+?)\s*\??$/i;
const BEYOND = /\b(?:times|twice|half|than|each|per|every|rest|remaining|of them|total|double|triple|average|ratio|difference|sum|altogether|in all)\b|%|\d\s*\/\s*\d|\d\s*:\s*\d/i;
const LIGHT = new Set(['be', 'have', 'do', 'number', 'amount', 'the', 'there', 'he', 'she', 'they', 'it', 'what', 'that', 'who', 'which']);

export const wordsOf = (text: string): Set<string> =>
  new Set(tag(text).filter((t) => /^(?:NOUN|VERB|ADJ|PROPN|ADV)$/.test(t.pos) && t.text.length > 1).map((t) => singular(t.lemma.toLowerCase())).filter((w) => !LIGHT.has(w)));

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

function sidesFit(story: Story, left: string, right: string): boolean {
  const [a, b] = story.quantities as [Quantity, Quantity];
  const [ownA, ownB] = [wordsOf(ownText(story, a, b)), wordsOf(ownText(story, b, a))];
  const [l, r] = [wordsOf(left), wordsOf(right)];
  return (fits(l, ownA, ownB) && fits(r, ownB, ownA)) || (fits(l, ownB, ownA) && fits(r, ownA, ownB));
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

export function solveDifferenceAsked(statement: string): Solved | null {
  const story = readStory(statement);
  const match = story ? QUESTION.exec(story.question.text) : null;
  if (!story || !match?.[1] || !match[2] || story.quantities.length !== 2 || story.questionQuantities.length > 0) return null;
  if (BEYOND.test(story.facts.join(' ')) || / and /.test(match[2])) return null;
  const [a, b] = story.quantities as [Quantity, Quantity];
  if (a.per !== null || b.per !== null || !sidesFit(story, match[1], match[2])) return null;
  const [larger, smaller] = a.value >= b.value ? [a, b] : [b, a];
  const value = exact.fraction(larger.value).sub(exact.fraction(smaller.value));
  // Checked a second way: the difference added back to the smaller gives the larger.
  if (!value.add(exact.fraction(smaller.value)).equals(exact.fraction(larger.value))) return null;
  const answer = showExact(value, 'decimal');
  return { kind: 'word-problem', steps: differenceSteps(story, larger, smaller, answer), answer: showAnswer(value, sharedUnit(a, b)) };
}
