import { tag } from '../../text/nlp.js';
import { exact, plain, showExact, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { singular } from './words.js';
import { describe, showAnswer } from './wording.js';

/**
 * One rate and several parts of the thing it is counted by: "She sold 4 bead necklaces and 3 glass
 * necklaces. If each necklace cost 3 dollars, how much did she earn?" (the parts added, then times the
 * rate), "He had 2 new cards and 10 old cards, 3 on each page. How many pages?" (added, then shared
 * into groups of the rate). Every part must count exactly the rate's thing, so nothing is guessed.
 */
const CHANGES = /\b(?:than|times|twice|half|left|gave|lost|but|quit|forgot|free|extra|remain\w*|rest|over|more|another|other|else|total|all|dozens?|pairs?|some|each other|average|already|still|initial\w*|original\w*|stock|out of)\b|%|n't\b/;

interface Reading { rate: Quantity; parts: Quantity[]; divide: boolean }

function partsOf(story: Story, rate: Quantity): Quantity[] | null {
  const parts = story.quantities.filter((q) => q !== rate);
  // "3 treasures on the first level and 5 on the second": a bare number right after a part counts the same.
  const continues = (q: Quantity, i: number): boolean => i > 0 && parts[i - 1]?.sentence === q.sentence && /^[\s,]*$/.test(q.lead);
  if (parts.length < 2 || parts.some((q, i) => q.per !== null || q.unit === '' || (q.inherited && !continues(q, i)))) return null;
  // The parts are told together, in one sentence, as plain counts ("10 boxes in a case" is another kind of rate).
  const together = new Set(parts.map((q) => q.sentence)).size === 1 && parts.every((q) => !/^\s*[a-z]+\s+(?:in|per)\s+(?:a|an|each|every)\b/.test(q.trail));
  return together && sameAct(parts) && new Set(parts.map((q) => q.unit)).size === 1 && !narrowed(story, parts) ? parts : null;
}

/** "brought $2 and leaves with $.50" are two acts; "had 2 new cards and 10 old cards" is one. */
function sameAct(parts: readonly Quantity[]): boolean {
  const verb = (q: Quantity): string | undefined => tag(q.lead).filter((t) => t.pos === 'VERB' || t.pos === 'AUX').pop()?.lemma;
  const first = verb(parts[0] as Quantity);
  return parts.slice(1).every((q) => verb(q) === undefined || verb(q) === first);
}

/** "How many pieces of candy": a word that tells the parts apart picks some of them, not all. */
function narrowed(story: Story, parts: readonly Quantity[]): boolean {
  const words = new Set(story.question.text.toLowerCase().split(/[^a-z]+/).map(singular));
  const marks = parts.flatMap((q) => [...q.modifiers, q.of ?? '']).filter((w) => w !== '');
  // Parts of different contents ("packages of gum", "packages of candy") are not one kind to add.
  if (new Set(parts.map((q) => q.of)).size > 1) return true;
  // "made 5 yesterday and 12 today … how many today": a question word some parts' clauses have and others lack.
  const asked = tag(story.question.text.toLowerCase()).filter((t) => ['NOUN', 'ADJ', 'ADV', 'PROPN'].includes(t.pos) && t.text.length > 2).map((t) => t.lemma);
  const inSome = asked.some((w) => { const n = parts.filter((q) => tag(q.clause).some((t) => t.lemma === w)).length; return n > 0 && n < parts.length; });
  return inSome || marks.some((w) => words.has(singular(w)) && !parts.every((q) => q.modifiers.includes(w) || q.of === w));
}

function read(story: Story): Reading | null {
  const question = story.question.text.toLowerCase();
  const rates = story.quantities.filter((q) => q.per !== null && q.per !== 'each');
  const [rate] = rates;
  if (!rate || rates.length !== 1 || story.questionQuantities.length > 0 || CHANGES.test([...story.facts, question].join(' ').toLowerCase())) return null;
  // "how many inches for each gift": the question asks the amount for each one, so the number is a whole, not a rate.
  if (new RegExp(`\\b(?:each|per|every|a|one) (?:[a-z]+ )?${rate.per}s?\\b`).test(question)) return null;
  const parts = partsOf(story, rate);
  const unit = parts?.[0]?.unit;
  if (!parts || !unit) return null;
  // "how many pages": the parts are the rate's things, packed into its groups.
  // "how long would the money last" with "$9 a week": the answer counts the rate's time.
  const lasts = /^how long (?:would|will) (?:the|his|her|their) [a-z]+ last\b/.test(question) && /^(?:day|week|month|year|hour|minute)$/.test(rate.per ?? '');
  const asked = lasts ? rate.per : /^how many ([a-z]+)\b/.exec(question)?.[1];
  if (asked && singular(asked) === rate.per && (rate.unit === unit || rate.unit === '')) return { rate, parts, divide: true };
  // "how much did she earn": the parts are the rate's groups, each worth the rate.
  const worth = story.question.asksMoney ? rate.unit === 'dollar' || rate.unit === 'cent' : story.question.unit === rate.unit;
  return worth && unit === rate.per ? { rate, parts, divide: false } : null;
}

function answerOf(reading: Reading, whole: Exact): Exact | null {
  const rate = exact.fraction(reading.rate.value);
  if (rate.equals(0)) return null;
  const value = reading.divide ? whole.div(rate) : whole.mul(rate);
  // A second way: the answer taken back through the rate gives the parts' sum again.
  const back = reading.divide ? value.mul(rate) : value.div(rate);
  return back.equals(whole) && (!reading.divide || value.d === 1n) ? value : null;
}

export function solveRateOverParts(statement: string): Solved | null {
  const story = readStory(statement);
  const reading = story ? read(story) : null;
  if (!story || !reading) return null;
  const { rate, parts, divide } = reading;
  const whole = parts.reduce((sum, q) => sum.add(exact.fraction(q.value)), exact.fraction(0));
  const value = answerOf(reading, whole);
  const sentence = `(${parts.map((q) => q.value).join(' + ')}) ${divide ? '/' : '*'} ${rate.value}`;
  if (!value || Math.abs(Number(plain.evaluate(sentence)) - Number(value.valueOf())) > 1e-9) return null;
  const unit = divide ? rate.per ?? '' : story.question.asksMoney ? rate.unit : rate.unit;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: [...parts, rate].map((q) => describe(q)) },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: divide ? 'parts-then-groups' : 'parts-then-rate' },
    { kind: 'check', statement: `${showExact(value, 'decimal')} ${divide ? '×' : '÷'} ${rate.value} = ${showExact(whole, 'decimal')}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(value, unit) };
}
