import { tag } from '../../text/nlp.js';
import { exact, plain, showExact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { describe, showAnswer } from './wording.js';

/**
 * A start, an unknown change told with "some", and the end: "There are 64 pigs in the barn. Some more
 * come to join them. Now there are 86 pigs. How many pigs came?", "Mia had 40 shells. Some of them
 * washed away. Now she has 25 shells left. How many washed away?". The change is the difference; its
 * way (more or away) must agree with the numbers, and the question must ask about that change's act.
 */
const MORE = /\bsome more\b|\bsome new\b/;
const AWAY = /\b(?:some of (?:them|the|his|her|their|its)\b.*\b(?:away|off|out)|some of (?:them|the|his|her|their|its)\b.*\b(?:lost|ate|broke|died|fell|sold|gave|used|left|melted|popped|blew))\b/;
const END = /\b(?:now|then there|there will be|at the end|in the end|left)\b/;
const OTHER = /\b(?:than|times|twice|half|each|every|per|%|total|before|after)\b/;
const LIGHT = new Set(['be', 'have', 'do', 'will', 'would', 'can', 'could', 'get']);

/** The change's sentence: a fact with "some" and no number. */
function changeSentence(story: Story): { text: string; way: 1 | -1 } | null {
  const found = story.facts.filter((f) => /\bsome\b/i.test(f) && !/\d/.test(f));
  const text = found.length === 1 ? (found[0] ?? '').toLowerCase() : null;
  if (!text) return null;
  const more = MORE.test(text) || /\bsome\b[^.]*\b(?:more|join|joined|arrived|came)\b/.test(text);
  const away = AWAY.test(text);
  return more === away ? null : { text, way: more ? 1 : -1 };
}

const actOf = (text: string): string[] => tag(text).filter((t) => t.pos === 'VERB' && !LIGHT.has(t.lemma)).map((t) => t.lemma);

function read(story: Story): { start: Quantity; end: Quantity; way: 1 | -1 } | null {
  const [start, end] = story.quantities;
  const change = changeSentence(story);
  const question = story.question.text.toLowerCase();
  if (!start || !end || !change || story.quantities.length !== 2 || story.questionQuantities.length > 0 || !/^how many\b/.test(question)) return null;
  if (OTHER.test([...story.facts, question].join(' ').toLowerCase()) || start.unit === '' || start.unit !== end.unit || start.per !== null || end.per !== null) return null;
  const changeAt = story.facts.findIndex((f) => f.toLowerCase() === change.text);
  if (!(start.sentence < changeAt && changeAt < end.sentence) || !END.test(end.clause) || END.test(start.clause)) return null;
  // The question asks about the change's own act ("came to join", "blew away").
  const asked = actOf(question.replace(/^how many\s+(?:more\s+)?/, ''));
  if (asked.length === 0 || !asked.some((v) => actOf(change.text).includes(v))) return null;
  return { start, end, way: change.way };
}

export function solveSomeChange(statement: string): Solved | null {
  const story = readStory(statement);
  const reading = story ? read(story) : null;
  if (!story || !reading) return null;
  const { start, end, way } = reading;
  const value = way > 0 ? exact.fraction(end.value).sub(exact.fraction(start.value)) : exact.fraction(start.value).sub(exact.fraction(end.value));
  // A second way: the start changed by the answer gives the end.
  const sentence = way > 0 ? `${end.value} - ${start.value}` : `${start.value} - ${end.value}`;
  const back = way > 0 ? exact.fraction(start.value).add(value) : exact.fraction(start.value).sub(value);
  if (value.s < 0n || value.equals(0) || !back.equals(exact.fraction(end.value)) || Math.abs(Number(plain.evaluate(sentence)) - Number(value.valueOf())) > 1e-9) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: [start, end].map((q) => describe(q)) },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'change-unknown' },
    { kind: 'check', statement: `${start.value} ${way > 0 ? '+' : '-'} ${showExact(value, 'decimal')} = ${end.value}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(value, start.unit) };
}
