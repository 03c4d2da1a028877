import { tag } from '../../text/nlp.js';
import { exact, plain, showExact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { kindOf, sameWhole } from '../quantity-graph/part-wholes.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { singular } from './words.js';
import { describe, showAnswer } from './wording.js';

/**
 * svamp-dev: the kinds of a told whole, one kind asked ("missing part"). "There are 96
 * trees in a park. 15 of them are oaks and 23 of them are firs. The rest are saplings. How many
 * saplings …?", "There are 40 boys and some girls. There are 117 children altogether. How many girls
 * …?", "A cage had 97 alligators. 40 alligators were hiding. How many alligators were not hiding?".
 * Every other number must be a kind of the one whole ("of them", the whole's noun with a describing
 * word, or a kind the whole always holds: boys are children); the asked kind must be none of the told
 * ones and be named by the story (or "the rest"), or be the told kind negated. whole − parts, checked
 * by adding the answer back to the parts.
 */
const BEYOND = /\b(?:than|times|twice|half|each|every|per|average|more|fewer|less|left|remain\w*|gave|give|lost|lose|ate|eat|sold|sell|bought|buy|spent|spend|got|get|received|took|take|added|joined|came|went|already|needs?|still|then|now|after|before|equal|same|as many|as much|double|triple)\b|%|\d\s*\/\s*\d/;
const TOTAL = /\b(?:a total of|in total|in all|altogether|all together)\b/;
const GENERIC = new Set(['item', 'thing', 'object', 'animal', 'room']);
const BE = new Set(['be', 'have', 'do', 'there']);

/** A kind's label: "15 of them are huge ancient oaks" → oak; "19 gold medals" → gold; "40 boys" → boy. */
function label(part: Quantity, whole: Quantity): string | null {
  if (part.of !== null) {
    const words = /^ of (?:them|the [a-z]+) (?:are|were|is|was) ([a-z -]+)$/.exec(part.clause.slice(part.clause.indexOf(String(part.written)) + String(part.written).length).replace(/[.,;]+$/, ''))?.[1];
    return words ? singular(words.trim().split(/\s+/).pop() ?? '') : null;
  }
  if (part.unit === whole.unit) return part.modifiers.length > 0 && whole.modifiers.length === 0 ? part.modifiers.join(' ') : null;
  return kindOf(part.unit, sameWhole(whole.unit)) ? part.unit : null;
}

interface Asked { kind: string; negated: boolean }

/** The asked kind: "How many bronze medals", "How many girls", "How many of them were red", "How many alligators were not hiding". */
function askedKind(story: Story, whole: Quantity): Asked | null {
  const question = story.question.text.toLowerCase().replace(/[?.]$/, '');
  const negated = new RegExp(String.raw`^how many (?:[a-z]+ )?(?:are|were|is|was) not ([a-z]+)(?: [a-z ]+)?$`).exec(question);
  if (negated && (story.question.unit === null || sameWhole(story.question.unit) === sameWhole(whole.unit))) return { kind: singular(negated[1]!), negated: true };
  if (/\bnot\b|n't\b/.test(question)) return null;
  const ofThem = /^how many of (?:them|the [a-z]+) (?:are|were) ([a-z]+)$/.exec(question);
  if (ofThem) return { kind: singular(ofThem[1]!), negated: false };
  const unit = story.question.unit;
  if (!unit) return null;
  // "How many bronze medals …?" of 67 medals asks a kind by a describing word: the word guards keep that for the comparison readers.
  if (sameWhole(unit) === sameWhole(whole.unit)) return null;
  return { kind: unit, negated: false };
}

/** The asked kind is named by the story besides the question ("some girls", "The rest are saplings", a list of kinds), or is always a kind of the whole. */
function namedElsewhere(story: Story, kind: string, whole: Quantity): boolean {
  const words = story.facts.join(' ').toLowerCase().split(/[^a-z-]+/).map(singular);
  return words.includes(kind.split(' ').pop() ?? kind) || kindOf(kind, sameWhole(whole.unit)) || GENERIC.has(whole.unit);
}

/** The question's verb is a form of "be"/"have", or the verb the story tells the whole or its kinds with. */
function askedWithStoryVerb(story: Story): boolean {
  const verbs = (text: string): string[] => tag(text).filter((t) => t.pos === 'VERB' || t.pos === 'AUX').map((t) => t.lemma);
  const asked = verbs(story.question.text).filter((v) => !BE.has(v));
  const told = new Set(story.facts.flatMap(verbs));
  return asked.every((v) => told.has(v));
}

interface Reading { whole: Quantity; parts: Quantity[]; asked: Asked }

function read(story: Story): Reading | null {
  const question = story.question.text.toLowerCase();
  if (!/^how many\b/.test(question) || story.questionQuantities.length > 0 || BEYOND.test(question) || BEYOND.test(story.facts.join(' ').toLowerCase())) return null;
  if (story.quantities.length < 2 || story.quantities.some((q) => q.per !== null || q.value <= 0 || q.unit === '')) return null;
  if (story.question.subject !== null && story.quantities.some((q) => q.owner !== null && q.owner !== story.question.subject)) return null;
  const readings = story.quantities.flatMap((whole): Reading[] => {
    const others = story.quantities.filter((q) => q !== whole);
    const asked = askedKind(story, whole);
    if (!asked || whole.of !== null) return [];
    // "How many alligators were not hiding?": the one kind told of the whole's noun, other nouns aside.
    const parts = asked.negated ? others.filter((q) => q.unit === whole.unit) : others;
    if (parts.length === 0 || (asked.negated && parts.length !== 1)) return [];
    const labels = parts.map((p) => (asked.negated && p.unit === whole.unit && p.modifiers.length === 0 && p.of === null ? (p.clause.includes(asked.kind) ? asked.kind : null) : label(p, whole)));
    if (labels.some((l) => l === null) || new Set(labels).size !== labels.length) return [];
    if (asked.negated ? labels[0] !== asked.kind : labels.includes(asked.kind) || !namedElsewhere(story, asked.kind, whole)) return [];
    // The whole is told first, or says it is the total.
    const sentence = (story.facts[whole.sentence] ?? '').toLowerCase();
    if (!parts.every((p) => p.sentence > whole.sentence) && !TOTAL.test(sentence)) return [];
    return [{ whole, parts, asked }];
  });
  return readings.length === 1 ? readings[0]! : null;
}

export function solveKindsOfWhole(statement: string): Solved | null {
  const story = readStory(statement);
  const reading = story && askedWithStoryVerb(story) ? read(story) : null;
  if (!story || !reading) return null;
  const { whole, parts } = reading;
  const value = parts.reduce((left, p) => left.sub(exact.fraction(p.value)), exact.fraction(whole.value));
  const sentence = `${whole.value} - ${parts.map((p) => p.value).join(' - ')}`;
  // A second way: the told kinds and the answer add up to the whole again.
  const back = parts.reduce((sum, p) => sum.add(exact.fraction(p.value)), value);
  if (value.s < 0n || value.equals(0) || value.d !== 1n || !back.equals(exact.fraction(whole.value)) || Math.abs(Number(plain.evaluate(sentence)) - Number(value.valueOf())) > 1e-9) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: [whole, ...parts].map((q) => describe(q)) },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'missing-part' },
    { kind: 'check', statement: `${parts.map((p) => p.value).join(' + ')} + ${showExact(value, 'decimal')} = ${whole.value}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(value, story.question.unit ?? whole.unit) };
}
