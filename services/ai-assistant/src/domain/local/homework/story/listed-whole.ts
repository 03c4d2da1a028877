import { tag } from '../../text/nlp.js';
import { exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { verbForms, verbOf } from '../guards/unread-change-verb.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { allKindsOf } from './kind-categories.js';
import { listNarrowed } from './list-narrowed.js';
import { describe, showAnswer } from './wording.js';

/**
 * A whole asked by its own name after a list of its parts: "There are 27 boys and 35 girls on the
 * playground. How many children are on the playground?", "Seven red apples and two green apples are in
 * the basket. How many apples are in the basket?". The whole is either a name every listed kind belongs
 * to (kind-categories.ts) or the kind itself when each part is told apart by its own describing word;
 * any word of change, comparison or grouping means another story, and it declines.
 */
const BEYOND = /\b(?:times|twice|half|than|each|per|every|left|remain\w*|rest|average|percent|fewer|less|more|difference|some|several|already|extra|about|double\w*|only|except|not|without|total|altogether|in all|need\w*|want\w*|lost|away|broken|cracked)\b|n't|%|\d+\s*\/\s*\d+|\$/i;
/** Words of a time order: a sentence before the first number only sets the scene, so they may stand there. */
const ORDER = /\b(?:another|other|others|then|now|after|before|later|next)\b/i;
/** "counted a total of 55 tree frogs, 10 poison frogs and 13 wood frogs": the list is the total. */
const TOTAL_OF_LIST = /\ba total of (?=\d+(?:\.\d+)? [^.]*?\d)/gi;
const TOTAL_Q = /\b(?:in all|altogether|in total|total|together|combined)\b/i;
const LIGHT = new Set(['be', 'have', 'do', 'own', 'there']);
const PEOPLE_Q = /\b(?:they|them|their|we|you)\b/i;
const ONE_PERSON = /\b(?:he|she|his|her|him)\b/i;

const askedActs = (question: string): Set<string> =>
  new Set(tag(question).flatMap((t) => [t.lemma, ...verbForms(t.text)]).filter((w) => !LIGHT.has(w)));

/** Every number is had, is there, or is done by the act the question asks about. */
function oneAct(story: Story): boolean {
  const acts = askedActs(story.question.text);
  return story.quantities.every((q) => {
    const verb = verbOf(q);
    return !verb || LIGHT.has(verb.lemma) || acts.has(verb.lemma);
  });
}

/** Several people each with a part: the question must ask about all of them, not one. */
function everyOwnerAsked(facts: string, question: string): boolean {
  const names = [...new Set(tag(facts).filter((t) => t.pos === 'PROPN' && /^[A-Z][a-z]+$/.test(t.text)).map((t) => t.text.toLowerCase()))];
  const asked = tag(question).map((t) => t.text.toLowerCase());
  const named = names.filter((n) => asked.includes(n)).length;
  if (names.length <= 1 || named === names.length) return true;
  return named === 0 && !ONE_PERSON.test(question) && (PEOPLE_Q.test(question) || TOTAL_Q.test(question) || !asked.some((w) => /^(?:he|she|his|her|him)$/.test(w)));
}

/** The unit the whole is counted in, or null when the question may ask for a part. */
function wholeUnit(story: Story, parts: readonly Quantity[]): string | null {
  const asked = story.question.unit;
  const kinds = [...new Set(parts.map((q) => q.unit))];
  // "How many granola bars": a describing word of the question every part has asks for them all.
  if (!asked || !story.question.modifiers.every((m) => parts.every((q) => q.modifiers.includes(m)))) return null;
  if (!kinds.includes(asked)) return allKindsOf(asked, kinds) ? asked : null;
  if (kinds.length > 1) return null;
  // One kind: each part needs a describing word of its own ("red", "green"), else a total word.
  const told = parts.map((q) => q.modifiers.filter((m) => !story.question.modifiers.includes(m)).join(' '));
  const apart = told.every((m) => m !== '') && new Set(told).size === told.length;
  return apart || TOTAL_Q.test(story.question.text) ? asked : null;
}

function stepsFor(story: Story, parts: readonly Quantity[], answer: string): SolutionStep[] {
  return [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: parts.map((q) => describe(q)) },
    { kind: 'number-sentence', sentence: `${parts.map((q) => q.value).join(' + ')} = ?`, schema: 'combine' },
    { kind: 'check', statement: `${answer} - ${parts.slice(1).map((q) => q.value).join(' - ')} = ${parts[0]?.value ?? ''}`, holds: true },
  ];
}

function readParts(statement: string): { story: Story; parts: readonly Quantity[]; unit: string } | null {
  const story = readStory(statement.replace(TOTAL_OF_LIST, ''));
  if (!story || !story.question.asksHowMany || story.questionQuantities.length > 0) return null;
  if (new Set(story.quantities.map((q) => q.sentence)).size > 1 && statement.length !== statement.replace(TOTAL_OF_LIST, '').length) return null;
  const facts = story.facts.join(' ');
  const told = story.facts.slice(Math.min(...story.quantities.map((q) => q.sentence))).join(' ');
  if (ORDER.test(told) || ORDER.test(story.question.text)) return null;
  if (BEYOND.test(facts) || BEYOND.test(story.question.text.replace(TOTAL_Q, ''))) return null;
  const parts = story.quantities;
  if (parts.length < 2 || parts.length > 5) return null;
  if (parts.some((q) => q.value <= 0 || q.per !== null || (q.of !== null && q.of !== story.question.of) || q.linked || q.unit === '')) return null;
  const unit = wholeUnit(story, parts);
  if (!unit || !oneAct(story) || !everyOwnerAsked(facts, story.question.text) || listNarrowed(story, unit)) return null;
  return { story, parts, unit };
}

export function solveListedWhole(statement: string): Solved | null {
  const read = readParts(statement);
  if (!read) return null;
  const { story, parts, unit } = read;
  const total = parts.reduce((sum, q) => sum.add(exact.fraction(q.value)), exact.fraction(0));
  // Checked a second way: taking every other part back out of the whole leaves the first.
  const first = parts.slice(1).reduce((rest, q) => rest.sub(exact.fraction(q.value)), total);
  if (!first.equals(exact.fraction(parts[0]?.value ?? Number.NaN))) return null;
  return { kind: 'word-problem', steps: stepsFor(story, parts, total.toString()), answer: showAnswer(total, unit) };
}
