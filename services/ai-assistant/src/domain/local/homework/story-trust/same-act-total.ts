import { tag } from '../../text/nlp.js';
import { exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { readStory, type Quantity, type Story } from '../story/read-story.js';
import { singular } from '../story/words.js';
import { describe, showAnswer } from '../story/wording.js';
import { verbOf } from '../guards/unread-change-verb.js';

/**
 * One act done several times, asked in all: "picked 292 shells in the morning and 324 in the
 * afternoon. How many did he pick up in all?" Every number's own verb must be the question's verb
 * (or none: "and 324 in the afternoon" continues the one before); a number with another verb
 * ("has 95 pages", "ate 2") means the story is not one act, and it declines.
 */
const TOTAL_Q = /\b(?:in all|altogether|in total|total|together|combined|the sum of|both)\b/i;
const BEYOND = /\b(?:times|twice|half|than|each|per|every|left|remain|remaining|rest|average|percent|fewer|less|difference|some|already|extra|about|doubles?)\b|%|\d+\s*\/\s*\d+/i;
const LIGHT = new Set(['be', 'have', 'do', 'will', 'would', 'can', 'could', 'should', 'may', 'might', 'must', 'shall']);

const verbsOf = (text: string): string[] => tag(text).filter((t) => t.pos === 'VERB' || t.pos === 'AUX').map((t) => t.lemma);

/** The acts the question asks about: its verbs besides be/have/do ("pick" in "did he pick up"). */
function askedActs(question: string): Set<string> {
  return new Set(verbsOf(question).filter((v) => !LIGHT.has(v)));
}

/** Each number is done by the asked act, or (when the question names none) only had or there. */
function oneAct(story: Story, quantities: readonly Quantity[]): boolean {
  const acts = askedActs(story.question.text);
  return quantities.every((q) => {
    // "3 students departed": a verb right after what is counted acts on the number too.
    const before = verbsOf(q.lead.split(/\d/).pop() ?? '');
    const after = verbOf(q);
    const own = before.length === 0 && after ? [after.lemma] : before;
    if (own.length === 0) return true;
    return acts.size === 0 ? own.every((v) => LIGHT.has(v)) : own.some((v) => acts.has(v)) && own.every((v) => acts.has(v) || LIGHT.has(v));
  });
}

/** "How many went rowing in all?" when only some numbers went rowing: a word of the question that some facts lack narrows it. */
function narrowed(story: Story, used: readonly Quantity[], unit: string): boolean {
  const owner = story.question.subject;
  const words = tag(story.question.text)
    .filter((t) => ['NOUN', 'VERB', 'ADJ', 'PROPN'].includes(t.pos) && !LIGHT.has(t.lemma) && t.text.toLowerCase() !== owner && singular(t.text) !== unit && !TOTAL_Q.test(t.text))
    .map((t) => t.lemma);
  const clauses = used.map((q) => tag(q.clause));
  // A clause without a verb of its own ("and 324 in the afternoon") continues the one before.
  const lacking = (w: string): typeof clauses => clauses.filter((c) => !c.some((t) => t.lemma === w));
  return words.some((w) => lacking(w).length > 0 && lacking(w).length < clauses.length && lacking(w).some((c) => c.some((t) => t.pos === 'VERB' || t.pos === 'AUX')))
    || story.question.modifiers.some((m) => !used.every((q) => q.modifiers.includes(m)));
}

function stepsFor(story: Story, used: readonly Quantity[], answer: string): SolutionStep[] {
  const sentence = used.map((q) => q.value).join(' + ');
  return [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: used.map((q) => describe(q)) },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'combine' },
    { kind: 'check', statement: `${answer} - ${used.slice(1).map((q) => q.value).join(' - ')} = ${used[0]?.value ?? ''}`, holds: true },
  ];
}

export function solveSameActTotal(statement: string): Solved | null {
  const story = readStory(statement);
  if (!story || BEYOND.test(statement) || !TOTAL_Q.test(story.question.text)) return null;
  const used = story.quantities;
  const unit = used[0]?.unit ?? '';
  if (used.length < 2 || used.length > 4 || story.questionQuantities.length > 0 || unit === '') return null;
  if (used.some((q) => q.value <= 0 || q.per !== null || (q.unit !== unit && q.unit !== '' && !q.inherited))) return null;
  if ((story.question.unit !== null && story.question.unit !== unit) || !oneAct(story, used) || narrowed(story, used, unit)) return null;
  // "2 tons of sand and 3 tons of clay. How many tons of sand …?" asks for one kind, not all.
  if (story.question.of !== null && used.some((q) => q.of !== null && q.of !== story.question.of)) return null;
  const total = used.reduce((sum, q) => sum.add(exact.fraction(q.value)), exact.fraction(0));
  // Checked a second way: taking every other part back out of the total leaves the first.
  const first = used.slice(1).reduce((rest, q) => rest.sub(exact.fraction(q.value)), total);
  if (!first.equals(exact.fraction(used[0]?.value ?? Number.NaN))) return null;
  return { kind: 'word-problem', steps: stepsFor(story, used, total.toString()), answer: showAnswer(total, unit) };
}
