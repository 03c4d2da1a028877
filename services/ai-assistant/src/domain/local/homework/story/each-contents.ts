import { exact, plain, showExact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { singular } from './words.js';
import { describe, showAnswer } from './wording.js';

/**
 * Containers that each hold several things ("466 pots, each with 53 flowers and 181 sticks in it",
 * "7 rows with 36 pencils and 30 crayons in each row"): the things asked about are counted in one
 * container and multiplied by the number of containers. Several counts of containers are told apart
 * by the question's describing word ("22 aquariums for saltwater animals"); any other number must
 * count something else and is left aside.
 */
const CHANGES = /\b(?:than|times|twice|half|left|gave|give|ate|eat|lost|sold|spent|more|fewer|less|some|extra|additional|other|another|rest|remaining|shared?|split|divided|equally|per|every|already|including|both|least|most|pairs?|couple|dozens?|one|two|three|four|five|six|seven|eight|nine|ten|third|fourth|fifth|day|days|week|weeks|month|months|year|years|hour|hours|minute|minutes)\b|%/;
const ASKED = /^how many (?:total )?(.+?) (?:are there|are|were|does|do|did|could|can|will|would|is)\b(.*)$/;

interface Reading { count: Quantity; contents: Quantity[]; asked: string[] }

/** The things in one container: the number with "each", and the numbers joined to it by "and" in that sentence. */
function contentsOf(story: Story, rate: Quantity): Quantity[] {
  // The lead may repeat the thing counted just before ("6 apples and 4 pears": " apples and ").
  const units = new Set(story.quantities.filter((q) => q.sentence === rate.sentence).map((q) => q.unit));
  const joined = (lead: string): boolean => /^[\s,]*(?:and\s+)?$/.test(lead.replace(/^.*\bwith\s+/, '').replace(/^\s*([a-z]+)/, (w, word: string) => (units.has(singular(word)) ? '' : w)));
  return story.quantities.filter((q) => q === rate || (q.sentence === rate.sentence && q.per === null && q.unit !== rate.per && q.unit !== '' && joined(q.lead)));
}

/** "flowers and sticks" → their units; "saltwater animals" → the unit and its describing word. */
function askedThings(question: string): { units: string[]; modifiers: string[] } | null {
  const match = ASKED.exec(question.toLowerCase().replace(/[?.]\s*$/, ''));
  if (!match?.[1] || /\b(?:each|per|every|more|left|than|not|need|needs|want|wants|a|an)\b|n't\b/.test(question.toLowerCase())) return null;
  const phrases = match[1].replace(/\s+of\s+[a-z]+$/, '').split(/\s+and\s+/).map((p) => p.trim().split(/\s+/));
  if (phrases.some((p) => p.length === 0 || p.length > 2) || phrases.length > 3) return null;
  return { units: phrases.map((p) => singular(p[p.length - 1] ?? '')), modifiers: phrases.flatMap((p) => p.slice(0, -1)) };
}

/** "3 country and 5 pop albums": the first number counts albums too, named by the noun after the second. */
function sharesNoun(story: Story, q: Quantity, count: Quantity): boolean {
  const words = `\\b${q.written} ${q.unit}s? and ${count.written} (?:[a-z]+ )?${count.unit}`;
  return new RegExp(words, 'i').test(story.facts.join(' '));
}

function read(story: Story): Reading | null {
  const rates = story.quantities.filter((q) => q.per !== null && q.per !== 'each');
  const [rate] = rates;
  const asked = askedThings(story.question.text);
  if (!rate || rates.length !== 1 || !asked) return null;
  const contents = contentsOf(story, rate).filter((q) => asked.units.includes(q.unit) && asked.modifiers.every((m) => q.modifiers.includes(m) || !story.quantities.some((x) => x.modifiers.includes(m))));
  const counts = story.quantities.filter((q) => q.unit === rate.per && q.per === null);
  // "22 aquariums for saltwater animals": the question's describing word picks one count.
  const chosen = counts.length === 1 ? counts : counts.filter((q) => asked.modifiers.some((m) => q.trail.includes(m)));
  const [count] = chosen;
  if (!count || chosen.length !== 1 || contents.length !== asked.units.length || new Set(contents.map((q) => q.unit)).size !== contents.length) return null;
  // Every other number counts something the question does not ask about.
  const aside = story.quantities.filter((q) => q !== count && !contents.includes(q));
  // "3 green melons" beside the asked yellow ones is another kind; "4 melons" may be either.
  const sameKind = (q: Quantity): boolean => asked.units.includes(q.unit) && (q.modifiers.length === 0 || asked.modifiers.length === 0 || asked.modifiers.some((m) => q.modifiers.includes(m)));
  if (aside.some((q) => q.unit === '' || q.inherited || q.per !== null || sameKind(q) || (q.unit === count.unit && counts.length === 1) || sharesNoun(story, q, count))) return null;
  // "His chickens lay 3 eggs each day" beside "4 chickens": the left-aside number takes part in the rate.
  const mentions = (text: string, unit: string): boolean => text.split(/[^a-z]+/).some((w) => singular(w) === unit);
  if (aside.some((q) => q.unit !== count.unit && mentions(rate.lead, q.unit)) || /\b(?:each|every|everyone|per|apiece)\b/.test(count.clause)) return null;
  // svamp-subunit: "How many books are on the shelves and in the boxes?" asks about the boxes too, whose contents no number tells.
  if (aside.some((q) => q.unit !== count.unit && !asked.units.includes(q.unit) && mentions(story.question.text.toLowerCase(), q.unit))) return null;
  return { count, contents, asked: asked.units };
}

export function solveEachContents(statement: string): Solved | null {
  const story = readStory(statement);
  if (!story || story.questionQuantities.length > 0 || CHANGES.test([...story.facts, story.question.text].join(' ').toLowerCase())) return null;
  const reading = read(story);
  if (!reading) return null;
  const { count, contents } = reading;
  const inOne = contents.reduce((sum, q) => sum.add(exact.fraction(q.value)), exact.fraction(0));
  const value = inOne.mul(exact.fraction(count.value));
  const sentence = contents.length > 1 ? `${count.value} * (${contents.map((q) => q.value).join(' + ')})` : `${count.value} * ${contents[0]?.value}`;
  // A second way: each thing's total on its own, then added; and the total shared back out per container.
  const again = contents.reduce((sum, q) => sum + Number(plain.evaluate(`${count.value} * ${q.value}`)), 0);
  if (Math.abs(again - Number(value.valueOf())) > 1e-9 || !value.div(exact.fraction(count.value)).equals(inOne) || value.d !== 1n) return null;
  const unit = contents.length === 1 ? [...(contents[0]?.modifiers ?? []), contents[0]?.unit ?? ''].join(' ') : '';
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: [count, ...contents].map((q) => describe(q)) },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'equal-groups' },
    { kind: 'check', statement: `${contents.map((q) => `${count.value} × ${q.value}`).join(' + ')} = ${showExact(value, 'decimal')}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(value, unit) };
}
