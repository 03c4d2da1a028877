import { tag } from '../../text/nlp.js';
import { exact, plain, showExact, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { singular } from './words.js';
import { describe, showAnswer } from './wording.js';

/**
 * A part of a whole: "94 pieces of cutlery. 38 are forks, 27 are knives, and the rest are spoons.
 * How many spoons?" or "a total of 3 hours on English and Chinese … 2 hours on English. How many
 * hours on Chinese?" The whole is the first number (or the one called a total), every other number
 * is a named part of it, and the question names the one part left: the rest, the last of a listed
 * pair, or the missing one of numbered parts ("2 chapters … the second chapter … the first chapter?").
 */
const CHANGES = /\b(?:both|only|one|two|three|four|five|six|seven|eight|nine|ten|thirds|fourths|fifths|quarters?|than|times|twice|half|each|every|per|gave|ate|lost|sold|more|fewer|less|left|some|extra|another|shared?|split|equally|average|percent|instead|already|still|need|needs|want|wants|thrice|number|not)\b|n't\b|%/;
const TOTAL = /\b(?:total|in all|altogether|across|together|combined|sums? up to)\b/;
const REST = /\b(?:the rest|others|the others|the remaining|the other)\b(.*)$/;
const LIGHT = new Set(['how', 'many', 'much', 'there', 'be', 'have', 'do', 'the', 'they', 'he', 'she', 'it', 'of', 'in', 'on', 'a', 'an', 'to', 'will', 'would', 'about', 'spend', 'take']);
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

const contentWords = (text: string): string[] =>
  tag(text.toLowerCase()).filter((t) => /^(?:NOUN|VERB|ADJ|PROPN|NUM)$/.test(t.pos) || ORDINALS.includes(t.text)).map((t) => singular(t.lemma)).filter((w) => !LIGHT.has(w));

/** The question's own words: what it asks about, without its unit and its owner. */
function askedWords(story: Story, unit: string): string[] {
  const owners = new Set(story.quantities.map((q) => q.owner));
  return contentWords(story.question.text).filter((w) => w !== unit && !owners.has(w) && !/^(?:money|dollar|number)$/.test(w));
}

/** "the rest are spoons": the question's words all describe the rest. */
function restFits(story: Story, parts: readonly Quantity[], asked: readonly string[]): boolean {
  const rests = story.facts.flatMap((f) => f.toLowerCase().split(/[.;]/)).map((c) => REST.exec(c)?.[1]).filter((r): r is string => r !== undefined);
  const [rest] = rests;
  if (rests.length !== 1 || rest === undefined || asked.length === 0 || !asked.every((w) => contentWords(rest).includes(w))) return false;
  // "5 of them are good at math … the rest are good at both math and English": some asked word must be the rest's alone.
  const own = (p: Quantity): string => p.clause.split(/\b(?:the rest|others|the others|the remaining|the other)\b/)[0] ?? '';
  const partWords = new Set(parts.flatMap((p) => contentWords(own(p))));
  return asked.some((w) => !partWords.has(w));
}

/** "English and Chinese" told with the total, one part given: the question asks the other one. */
function listedFits(story: Story, whole: Quantity, parts: readonly Quantity[], asked: readonly string[]): boolean {
  const sentence = (story.facts[whole.sentence] ?? '').toLowerCase();
  const list = /\b([a-z]+)(?:, ([a-z]+))?,? and ([a-z]+)\b/.exec(sentence);
  const names = list ? [list[1], list[2], list[3]].filter((n): n is string => !!n).map(singular) : [];
  const named = parts.map((p) => names.filter((n) => contentWords(p.clause).includes(n)));
  const askedNames = names.filter((n) => asked.includes(n));
  return askedNames.length === 1 && asked.length === 1 && named.every((n) => n.length === 1) && new Set([...named.flat(), ...askedNames]).size === names.length && parts.length === names.length - 1;
}

/** "A book has 2 chapters … the second chapter …": the question's ordinal is the one not given. */
function ordinalFits(story: Story, parts: readonly Quantity[], asked: readonly string[]): boolean {
  const counts = story.quantities.filter((q) => q.value === Math.round(q.value) && q.value <= ORDINALS.length && asked.includes(q.unit));
  const [count] = counts;
  const given = parts.map((p) => ORDINALS.filter((o) => p.clause.includes(o)));
  const askedOrdinals = asked.filter((w) => ORDINALS.includes(w));
  if (!count || counts.length !== 1 || askedOrdinals.length !== 1 || given.some((g) => g.length !== 1) || asked.length !== 2) return false;
  const all = new Set([...given.flat(), ...askedOrdinals]);
  return all.size === count.value && ORDINALS.slice(0, count.value).every((o) => all.has(o));
}

function wholeAndParts(story: Story): { whole: Quantity; parts: Quantity[]; unit: string } | null {
  const totals = story.quantities.filter((q) => TOTAL.test(q.lead) || TOTAL.test(q.trail.split(/\b(?:and|but|while)\b/)[0] ?? ''));
  const whole = totals.length === 1 ? totals[0] : totals.length === 0 ? story.quantities[0] : undefined;
  if (!whole) return null;
  const parts = story.quantities.filter((q) => q !== whole && q.unit === whole.unit && q.per === null);
  return parts.length > 0 ? { whole, parts, unit: whole.unit } : null;
}

export function solveRestOfWhole(statement: string): Solved | null {
  const story = readStory(statement);
  if (!story) return null;
  // "Every day Ryan spends a total of 3 hours": a habit, the same whole each time.
  const text = [...story.facts, story.question.text].join(' ').toLowerCase().replace(/\b(?:(?:each|every) (?:day|week|month|year|morning|evening|night)|everyday)\b/g, '');
  if (!story || story.questionQuantities.length > 0 || CHANGES.test(text)) return null;
  const found = wholeAndParts(story);
  if (!found) return null;
  const { whole, parts, unit } = found;
  // "How many children are there on the bus?": words told of the whole ("54 passengers on a bus") and of no part are its setting.
  const setting = new Set(contentWords(story.facts[whole.sentence] ?? '').filter((w) => !parts.some((p) => contentWords(p.clause).includes(w))));
  const asked = askedWords(story, unit);
  const counted = story.quantities.filter((q) => q !== whole && !parts.includes(q));
  const countOnly = counted.length === 1 && ordinalFits(story, parts, asked);
  if ((counted.length > 0 && !countOnly) || (!countOnly && !restFits(story, parts, asked.filter((w) => !setting.has(w))) && !listedFits(story, whole, parts, asked))) return null;
  const value = parts.reduce((left: Exact, p) => left.sub(exact.fraction(p.value)), exact.fraction(whole.value));
  const sentence = `${whole.value} - ${parts.map((p) => p.value).join(' - ')}`;
  const again = parts.reduce((sum, p) => sum + p.value, Number(value.valueOf()));
  if (value.s < 0n || value.equals(0) || Math.abs(again - whole.value) > 1e-9 || Math.abs(Number(plain.evaluate(sentence)) - Number(value.valueOf())) > 1e-9) return null;
  if (story.question.asksHowMany && unit !== 'dollar' && value.d !== 1n) return null;
  const shown = showExact(value, 'decimal');
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: [whole, ...parts].map((q) => describe(q, true)) },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'missing-part' },
    { kind: 'check', statement: `${[...parts.map((p) => String(p.value)), shown].join(' + ')} = ${whole.value}, the whole`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(value, unit) };
}
