import { exact, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { describe, showAnswer } from './wording.js';

/**
 * Trips with a load limit: "he could only carry 9 trays at a time … 29 trays on one table and 52 on
 * another. How many trips?" → (29 + 52) ÷ 9 = 9 trips; a part load still needs its own trip, so the
 * quotient rounds up. Checked a second way: the trips carry everything, and one trip fewer does not.
 */
const AT_A_TIME = /^\s*(?:[a-z]+\s+){0,2}?(?:at a time|at once|in one go|in one trip|in a single trip|per trip|each trip|on each trip|each time|every time|on one trip)\b/;
const LIMIT_LEAD = /\b(?:(?:a )?maximum of|at most|up to|no more than)\s*$/;
const ASKS_TRIPS = /\b(?:how many|number of|what is the (?:total|minimum) (?:number|amount) of)\s+(?:round[- ])?trips\b|\bhow many (?:round[- ])?trips\b|\bhow many times\b.*\btrip\b/;
const OTHER = /\b(?:each|every|per|than|times|twice|half|left|more|fewer|less|gave|ate|lost|sold|respectively|both|two)\b/;

/** The one load limit: "9 trays at a time", "a maximum of 7 trays each time". */
function limitOf(numbers: readonly Quantity[]): Quantity | null {
  const limits = numbers.filter((q) => AT_A_TIME.test(q.trail) || (LIMIT_LEAD.test(q.lead) && /\btime|trip|once\b/.test(q.trail)) || q.per === 'trip');
  return limits.length === 1 ? (limits[0] ?? null) : null;
}

/** Every other number is a load of the limit's things; none is a rate or a part of another. */
function loadsOf(story: Story, numbers: readonly Quantity[], limit: Quantity): Quantity[] | null {
  const loads = numbers.filter((q) => q !== limit);
  const unit = limit.unit || loads[0]?.unit || '';
  // "2250 pounds at a time": a weight limit needs the loads' weights, never a count of things.
  if (limit.unit && loads.some((q) => q.unit !== limit.unit)) return null;
  const plainLoad = (q: Quantity): boolean => (q.unit === unit || q.unit === '') && q.per === null && q.of === null && Number.isInteger(q.value) && q.value > 0;
  const rest = [...story.facts, story.question.text].join(' ').toLowerCase().replace(/\b(?:each time|every time|each trip|per trip|at a time)\b/g, '');
  if (!unit || loads.length === 0 || !loads.every(plainLoad) || OTHER.test(rest)) return null;
  return loads;
}

function stepsFor(story: Story, used: Quantity[], sentence: string, note: string): SolutionStep[] {
  return [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: used.map((q) => describe(q)) },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: used.length > 2 ? 'parts-then-rate' : 'rate' },
    { kind: 'check', statement: note, holds: true },
  ];
}

/** Whole trips for a total: the quotient, one more when a part load is left. */
function tripsFor(total: Exact, limit: Exact): { trips: Exact; note: string } {
  const whole = total.div(limit).floor();
  const left = total.sub(whole.mul(limit));
  const even = `${total.toString()} = ${whole.toString()} × ${limit.toString()} + ${left.toString()}`;
  if (left.equals(0)) return { trips: whole, note: `${even}: ${whole.toString()} full trips carry everything` };
  return { trips: whole.add(1), note: `${even}: the ${left.toString()} left over need one more trip, ${whole.add(1).toString()} in all` };
}

export function solveTrips(statement: string): Solved | null {
  const story = readStory(statement);
  if (!story || !ASKS_TRIPS.test(story.question.text.toLowerCase())) return null;
  const numbers = [...story.quantities, ...story.questionQuantities];
  const limit = limitOf(numbers);
  const loads = limit && Number.isInteger(limit.value) && limit.value > 0 ? loadsOf(story, numbers, limit) : null;
  // Every number of the story is a load or the limit: "two 75-pound bales" counts bales of a weight.
  const told = story.facts.concat(story.question.text).join(' ').match(/\d+(?:\.\d+)?/g) ?? [];
  if (!limit || !loads || told.length !== loads.length + 1 || /\d-[a-z]/.test(statement)) return null;
  const total = loads.reduce((sum: Exact, q) => sum.add(exact.fraction(q.value)), exact.fraction(0));
  const size = exact.fraction(limit.value);
  const { trips, note } = tripsFor(total, size);
  // A second way: the trips carry the total, and one trip fewer would not.
  if (trips.mul(size).compare(total) < 0 || trips.sub(1).mul(size).compare(total) >= 0) return null;
  const sum = loads.length > 1 ? `(${loads.map((q) => q.value).join(' + ')})` : `${loads[0]?.value}`;
  return { kind: 'word-problem', steps: stepsFor(story, [...loads, limit], `${sum} ÷ ${limit.value}`, note), answer: showAnswer(trips, 'trip') };
}
