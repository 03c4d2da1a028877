import { exact, plain, showExact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { readStory, type Quantity } from './read-story.js';
import { singular } from './words.js';
import { describe, showAnswer } from './wording.js';

/**
 * People counted by kind and asked for by the word for them all: "There were 28 girls and 35 boys on
 * the playground. How many children were there in all?". Only the kinds a word plainly covers are
 * added (children: girls and boys); any number of another kind, or a change, declines.
 */
const COVERS: Record<string, readonly string[]> = {
  child: ['girl', 'boy'],
  kid: ['girl', 'boy'],
  student: ['girl', 'boy'],
  person: ['girl', 'boy', 'man', 'woman', 'adult', 'child', 'kid', 'student', 'teacher', 'parent'],
};
const CHANGES = /\b(?:than|times|twice|half|each|every|per|left|remain\w*|rest|some|only|but|if|still|now|extra|more|fewer|less|joined|came|went|got|out|away|back|cut|called|made|didn't|n't|not|%)\b/;
const TOTAL = /\b(?:in all|altogether|in total|total|together|combined|were there|are there)\b/;

function read(statement: string): { parts: Quantity[]; word: string; question: string } | null {
  const story = readStory(statement);
  const question = story?.question.text.toLowerCase() ?? '';
  const word = /^how many ([a-z]+)\b/.exec(question)?.[1];
  const kinds = word ? COVERS[singular(word)] : undefined;
  if (!story || !word || !kinds || !TOTAL.test(question) || story.questionQuantities.length > 0 || story.quantities.length < 2) return null;
  if (CHANGES.test([...story.facts, question].join(' ').toLowerCase())) return null;
  const parts = story.quantities;
  // Every number counts a covered kind, each kind once, with no describing word that might set it apart.
  const fits = parts.every((q) => kinds.includes(q.unit) && q.per === null && q.modifiers.length === 0) && new Set(parts.map((q) => q.unit)).size === parts.length;
  return fits ? { parts, word: singular(word), question: story.question.text } : null;
}

export function solvePeopleTotal(statement: string): Solved | null {
  const reading = read(statement);
  if (!reading) return null;
  const { parts, word } = reading;
  const total = parts.reduce((sum, q) => sum.add(exact.fraction(q.value)), exact.fraction(0));
  const sentence = parts.map((q) => q.value).join(' + ');
  // A second way: the sum in floating point, and every kind taken back out leaves nothing.
  if (Math.abs(Number(plain.evaluate(sentence)) - Number(total.valueOf())) > 1e-9 || !parts.reduce((rest, q) => rest.sub(exact.fraction(q.value)), total).equals(0)) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: reading.question },
    { kind: 'facts', facts: parts.map((q) => describe(q)) },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'combine' },
    { kind: 'check', statement: `${showExact(total, 'decimal')} - ${parts.map((q) => q.value).join(' - ')} = 0`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(total, word) };
}
