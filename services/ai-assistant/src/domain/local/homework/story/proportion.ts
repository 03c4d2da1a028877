import { exact, type Exact } from '../math-engine.js';
import type { Quantity, Story } from './read-story.js';
import type { Candidate } from './schemas.js';

/**
 * A rate told as a pair, then used for another amount: "It takes Ann 12 minutes to fold 4 shirts.
 * She has 20 shirts. How many minutes will it take?" → 12 ÷ 4 × 20. The pair stands in one clause
 * ("12 minutes to fold 4 shirts", "$6 for 2 pounds", "80 miles in 2 hours"); the other amount counts
 * the same thing as the pair's second number, in the same or a smaller or larger unit of time.
 */
const SECONDS: Record<string, number> = { second: 1, minute: 60, hour: 3600, day: 86400, week: 604800 };
const LINK = /^\s*(?:[a-z]+\s+){0,4}?(?:to|for|in|per|every|on|costs?)\s+(?:[a-z]+\s+){0,2}$/;
const OTHER = /\b(?:more|less|fewer|than|left|twice|half|double|triple|times|remaining|rest|each|already|first|second|also|another|extra|total|both|all of them|percent|average|except|but|while|together|altogether)\b|%/;
const AGENT = /(?:er|or|ist|ian|person|people|man|men|child|friend|student|team|crew|machine|pump|truck|horse|dog|cow)$/;
const DISTANCE = new Set(['mile', 'kilometer', 'meter', 'foot', 'yard', 'inch', 'centimeter']);

/** The unit the question asks for: named, "how long" (a time), "how far" (a distance), or money. */
function askedUnit(story: Story, pairUnit: string): string | null {
  const q = story.question.text.toLowerCase();
  if (story.question.unit) return story.question.unit;
  if (/\bhow long\b/.test(q) && SECONDS[pairUnit]) return pairUnit;
  if (/\bhow far\b/.test(q) && DISTANCE.has(pairUnit)) return pairUnit;
  if ((pairUnit === 'dollar' || pairUnit === 'cent') && story.question.asksMoney) return pairUnit;
  return null;
}

/** How many of `to` make one `from` (hour → minute: 60); 1 for the same unit; null when they do not convert. */
function factor(from: string, to: string): Exact | null {
  if (from === to) return exact.fraction(1);
  const [a, b] = [SECONDS[from], SECONDS[to]];
  return a && b ? exact.fraction(a, b) : null;
}

/**
 * "8 days for 3 builders": more workers take less time, the other way round from a rate. A time
 * told for a number of people or machines is declined.
 */
function workersShareTime(other: Quantity, given: Quantity): boolean {
  if (!SECONDS[other.unit]) return false;
  return /\bfor\s+(?:[a-z]+\s+)?$/.test(given.lead) || AGENT.test(given.unit);
}

/** The pair: a number of one thing tied in its clause to a number of another ("12 minutes to fold 4 shirts"). */
function pairOf(quantities: readonly Quantity[]): [Quantity, Quantity] | null {
  const pairs: Array<[Quantity, Quantity]> = [];
  quantities.forEach((a, i) => {
    const b = quantities[i + 1];
    if (b && a.clause === b.clause && a.unit !== b.unit && LINK.test(b.lead)) pairs.push([a, b]);
  });
  return pairs.length === 1 ? (pairs[0] ?? null) : null;
}

export function proportion(story: Story): Candidate | null {
  const all = [...story.quantities, ...story.questionQuantities];
  if (all.length !== 3 || story.facts.some((f) => OTHER.test(f.toLowerCase())) || OTHER.test(story.question.text.toLowerCase())) return null;
  const pair = pairOf(story.quantities);
  if (!pair) return null;
  const target = all.find((q) => !pair.includes(q)) as Quantity;
  // Which number of the pair counts the same thing as the other amount, and which one is asked.
  const [given, other] = factor(target.unit, pair[1].unit) ? [pair[1], pair[0]] : factor(target.unit, pair[0].unit) ? [pair[0], pair[1]] : [null, null];
  if (!given || !other || target.per !== null || given.per !== null || other.per !== null || workersShareTime(other, given)) return null;
  const asked = askedUnit(story, other.unit);
  const scaleTarget = factor(target.unit, given.unit);
  const scaleAnswer = asked ? factor(other.unit, asked) : null;
  if (!asked || !scaleTarget || !scaleAnswer || given.value === 0) return null;
  const expression = `${other.value} / ${given.value} * ${scaled(String(target.value), scaleTarget)}`;
  return { schema: 'proportion', expression: scaleAnswer.equals(1) ? expression : scaled(`(${expression})`, scaleAnswer), used: [other, given, target], unit: asked };
}

/** "6 minutes" as seconds is "(6 * 60)"; "90 seconds" as minutes is "(90 / 60)": the conversion stays visible. */
function scaled(value: string, by: Exact): string {
  if (by.equals(1)) return value;
  return by.d === 1n ? `(${value} * ${by.toFraction()})` : `(${value} / ${exact.fraction(1).div(by).toFraction()})`;
}

/** Cross-multiplied, exactly: answer × the pair's second number = the pair's first × the other amount (in the asked units). */
export function proportionHolds(candidate: Candidate, answer: Exact): boolean {
  const [other, given, target] = candidate.used;
  if (!other || !given || !target) return false;
  const scaleTarget = factor(target.unit, given.unit);
  const scaleAnswer = factor(other.unit, candidate.unit);
  if (!scaleTarget || !scaleAnswer) return false;
  const left = answer.mul(exact.fraction(given.value));
  const right = exact.fraction(other.value).mul(exact.fraction(target.value)).mul(scaleTarget).mul(scaleAnswer);
  return left.equals(right);
}
