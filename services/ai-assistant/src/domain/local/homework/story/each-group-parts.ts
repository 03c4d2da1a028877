import { tag } from '../../text/nlp.js';
import { exact, showExact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { describe, showAnswer } from './wording.js';
import { singular } from './words.js';

/**
 * The parts in one group, added: "There are 65 baskets of peaches. Each basket has 7 red peaches and 3
 * green peaches. How many peaches are in each basket?", "Every day Ryan spends 4 hours on English and 6
 * hours on Chinese. If he learns for 86 days. How many hours does he spend on English and Chinese each
 * day?". The question asks for one group ("in each basket", "each day"); one sentence tells that group's
 * parts under one verb; the number of groups, if told, is set aside (it does not change one group). A
 * question naming only some parts ("How many hours on English each day?") or any other number declines.
 */
const ASKED_GROUP = /\b(?:in|on|at|for|during)?\s*(?:each|every|per) ([a-z]+)\s*\?$/i;
const NOT_ONE_GROUP = /\b(?:more|fewer|less|than|left|all|total|altogether|together|both|extra|need|needs|remain\w*|each of|average)\b|\d/i;
const NOT_PLAIN = /\b(?:than|more|fewer|less|times|twice|half|but|except|only|left|instead|not|n't|each of|percent|some|rest|other|others|extra|same|total|all|altogether)\b|%|\d\s*\/\s*\d/i;
const STOP = new Set(['and', 'the', 'a', 'an', 'on', 'in', 'at', 'of', 'for', 'to', 'with', 'his', 'her', 'their', 'its']);

const wordsOf = (text: string): string[] => (text.toLowerCase().match(/[a-z]+/g) ?? []).map(singular);

/** A number's own words: its modifiers and what follows it up to the next "and" ("hours on learning english"). */
function ownWords(q: Quantity): Set<string> {
  const trail = q.trail.toLowerCase().split(/\band\b|,/)[0] ?? '';
  return new Set([...q.modifiers.map(singular), ...wordsOf(trail)].filter((w) => !STOP.has(w) && w !== q.unit));
}

/** The later parts share the first one's verb: no verb between them ("7 red peaches and 3 green peaches"). */
function oneVerb(parts: readonly Quantity[]): boolean {
  return parts.slice(1).every((q) => /(?:\band|,)\s*$/.test(q.lead) && !tag(q.lead).some((t) => (t.pos === 'VERB' || t.pos === 'AUX') && !/ing$/.test(t.text)));
}

/** A sentence about the groups only: one number, counting the groups ("There are 65 baskets", "If he learns for 86 days"). */
function groupCount(fact: string, quantities: readonly Quantity[], group: string): boolean {
  return quantities.length === 1 && quantities[0]!.unit === group && !NOT_PLAIN.test(fact) && !/\b(?:each|every|per)\b/i.test(fact);
}

function partsOf(story: Story, group: string): Quantity[] | null {
  const tells = new RegExp(`\\b(?:each|every|per|a|one) ${group}s?\\b`, 'i');
  const told = story.facts.map((f, i) => ({ f, i })).filter(({ f }) => tells.test(f));
  if (told.length !== 1) return null;
  const at = told[0]!.i;
  const fact = story.facts[at]!;
  if (NOT_PLAIN.test(fact) || (fact.match(/\b(?:each|every|per)\b/gi) ?? []).length > 1) return null;
  const others = story.facts.every((f, i) => {
    const qs = story.quantities.filter((q) => q.sentence === i);
    return i === at || (qs.length === 0 && !NOT_PLAIN.test(f)) || groupCount(f, qs, group);
  });
  const parts = story.quantities.filter((q) => q.sentence === at);
  return others && parts.length > 0 && parts.every((q) => q.unit !== '' && !q.linked) && oneVerb(parts) ? parts : null;
}

/** The parts the question asks: every part when no part's own words are named, else declines unless all named. */
function askedParts(story: Story, parts: readonly Quantity[]): Quantity[] | null {
  const asked = new Set(wordsOf(story.question.text));
  const units = parts.filter((q) => asked.has(q.unit));
  if (units.length === 0) return null;
  const named = units.map((q) => [...ownWords(q)].some((w) => asked.has(w)));
  if (named.some(Boolean) && !named.every(Boolean)) return null;
  // The question's own words for one part ("red peaches") must not single out only some of the kind.
  const modifiers = story.question.modifiers.map(singular);
  return modifiers.every((m) => units.every((q) => ownWords(q).has(m))) ? units : null;
}

export function solveEachGroupParts(statement: string): Solved | null {
  const story = readStory(statement);
  const group = story ? ASKED_GROUP.exec(story.question.text)?.[1] : undefined;
  if (!story || !group || NOT_ONE_GROUP.test(story.question.text.replace(ASKED_GROUP, '')) || story.questionQuantities.length > 0) return null;
  const parts = partsOf(story, singular(group.toLowerCase()));
  const asked = parts ? askedParts(story, parts) : null;
  if (!asked) return null;
  const value = asked.reduce((s, q) => s.add(exact.fraction(q.value)), exact.fraction(0));
  const unit = asked.every((q) => q.unit === asked[0]!.unit) ? asked[0]!.unit : '';
  const sentence = asked.map((q) => q.value).join(' + ');
  return {
    kind: 'word-problem',
    steps: [
      { kind: 'restate', problem: story.question.text },
      { kind: 'facts', facts: asked.map((q) => describe(q, true)) },
      { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'combine' },
      { kind: 'check', statement: `${sentence} = ${showExact(value, 'decimal')}`, holds: true },
    ],
    answer: showAnswer(value, unit),
  };
}
