import { exact } from '../math-engine.js';
import { bestCommon, gcd, lcm } from '../number-skills/integers.js';
import type { SolutionStep, Solved } from '../steps.js';
import { readStory, type Quantity } from '../story/read-story.js';
import { singular } from '../story/words.js';
import { describe, showAnswer } from '../story/wording.js';

/**
 * Greatest common factor and least common multiple stories: "identical kits with nothing left
 * over, the greatest number of kits" divides every amount; "every 6 days and every 4 days, when
 * together again" and "packs of 6 and packs of 5, the same number of each, the smallest" are
 * multiples of every amount. Checked: it divides (or is divided by) each number, and no larger
 * (smaller) one does, because what is left after dividing shares no factor but 1.
 */
const EQUAL_PARTS = /\b(?:identical|the same|equal|left ?over|leftover|without mixing|only one (?:type|kind)|completely|without wasting|no remainder)\b/i;
const GREATEST = /\b(?:greatest|largest|maximum|widest|longest|most)\b/i;
const SMALLEST = /\b(?:smallest|least|minimum|fewest|shortest|lowest)\b/i;
const AGAIN = /\b(?:again|together|same (?:day|time)|both|next)\b/i;
const CONTAINER = /^(?:package|pack|bag|box|set|group|bundle|carton|case|load)$/;
const TIME = /^(?:second|minute|hour|day|week|month|year)$/;
const MEASURE = /^(?:inch|foot|feet|yard|mile|mm|cm|m|km|meter|metre|centimeter|ft|in|yd|gram|kilogram|g|kg|pound|lb|ounce|oz|liter|litre|l|ml|gallon|quart|pint|cup)$/;
const WORK_RATE = /\b(?:can|could|takes?|took) (?:[a-z]+ ){1,4}in \d+(?:\.\d+)? (?:seconds?|minutes?|hours?|days?|weeks?)\b/i;

/** "If Leo makes the greatest number of teams, how many guards are on each?" asks something else: only the asking part counts. */
function askingPart(question: string): string {
  const at = [...question.matchAll(/\b(?:how|what)\b/gi)].pop()?.index ?? 0;
  return question.slice(at);
}

function kindOf(statement: string, question: string, quantities: readonly Quantity[], asked: string | null): 'factor' | 'multiple' | null {
  const asking = askingPart(question);
  if (/\b(?:how many more|at least)\b/i.test(asking)) return null;
  if (GREATEST.test(asking) && EQUAL_PARTS.test(statement)) return 'factor';
  if (!quantities.every(repeats) || /\b(?:packages?|packs?|bags?|boxes|sets?|groups?|trips?)\b/i.test(asking)) return null;
  // "the smallest number of ducks": a multiple of what is counted, not of something else ("games").
  const perThing = (q: Quantity): string | undefined => /\b(?:every|each|per|a)\s+([a-z]+)/.exec(q.trail)?.[1];
  if (SMALLEST.test(asking) && /\b(?:the same|equal)\b/i.test(statement)) return asked === null || !quantities.some((q) => perThing(q) && singular(perThing(q) ?? '') === asked) ? 'multiple' : null;
  // "every 6 days … together again": events that repeat in time.
  // lcm-gcd: "will Tom be there again" asks one of them; only "they … again", "both", "together" ask them all.
  const all = /\b(?:together|same (?:day|time)|both|all)\b/i.test(asking) || /\b(?:they|we|the two)\b/i.test(asking);
  return AGAIN.test(asking) && all && quantities.every((q) => TIME.test(q.unit)) ? 'multiple' : null;
}

/** "every 6 days", "in packs of 5", "5 tickets from every game": a size that repeats. */
function repeats(q: Quantity): boolean {
  return /\b(?:every|of|in)\s*$/i.test(q.lead) || /^\s*(?:[a-z-]+\s+){0,2}(?:(?:from|on|per|in|at|for) (?:every|each|a)\b|to a\b|at a time\b|each\b)/i.test(q.trail);
}

function stepsFor(question: string, facts: string[], kind: 'factor' | 'multiple', numbers: readonly bigint[], answer: bigint): SolutionStep[] {
  const list = numbers.join(' and ');
  const each = numbers.map((n) => (kind === 'factor' ? `${n} = ${answer} × ${n / answer}` : `${answer} = ${n} × ${answer / n}`)).join(', ');
  return [
    { kind: 'restate', problem: question },
    { kind: 'facts', facts },
    { kind: 'number-sentence', sentence: `${kind === 'factor' ? 'greatest common factor' : 'least common multiple'} of ${list} = ?`, schema: kind === 'factor' ? 'common-factor' : 'common-multiple' },
    { kind: 'check', statement: `${each}; ${numbers.map((n) => (kind === 'factor' ? n / answer : answer / n)).join(' and ')} share no factor but 1, so ${answer} is the ${kind === 'factor' ? 'greatest' : 'least'}`, holds: true },
  ];
}

/**
 * lcm-gcd: stories the greatest common factor misreads: leftovers allowed ("keeps any left over"), pack
 * sizes ("6 to a box": a multiple's story), lengths in two units ("30 feet and 45 inches"), and an amount
 * told in another sentence than the others ("She also has 6 vases").
 */
function misreadFactor(statement: string, quantities: readonly Quantity[]): boolean {
  const leftoversAllowed = /\bleft ?over\b/i.test(statement) && !/\b(?:no|without|nothing|none|any)\b[a-z ]{0,25}?\bleft ?over\b/i.test(statement);
  const keeps = /\b(?:keeps?|kept|may keep|can keep)\b[a-z ]{0,20}\bleft ?over\b/i.test(statement);
  const packs = /\b(?:to|per|in) (?:a|each|every) (?:box|pack|package|bag|carton|case)\b|\b(?:packs|packages|boxes|bags|cartons|cases) of \d/i.test(statement);
  const units = new Set(quantities.map((q) => q.unit));
  const measures = units.size > 1 && quantities.some((q) => MEASURE.test(q.unit));
  return leftoversAllowed || keeps || packs || measures || new Set(quantities.map((q) => q.sentence)).size > 1;
}

export function solveCommonFactors(statement: string): Solved | null {
  const story = readStory(statement);
  if (!story || /\b(?:twice|times|half|than|percent|costs?)\b|[%$]/i.test(statement)) return null;
  // "One painter can paint a room in 12 hours and another in 10": a job done in a time is a work rate, and
  // two of them working together is not a common multiple.
  if (WORK_RATE.test(statement)) return null;
  const all = [...story.quantities, ...story.questionQuantities];
  // "Two wires of 448 cm and 616 cm", "two types of birds": the first number counts the things whose amounts follow.
  const [first, ...rest] = all;
  const counted = !!first && first.value === rest.length && rest.every((q) => q.unit !== first.unit);
  const quantities = counted ? rest : all;
  // Common factors and multiples are of whole numbers: "4.5 hours" is no such story (and no BigInt).
  if (quantities.length < 2 || quantities.length > 4 || quantities.some((q) => q.value <= 1 || !Number.isInteger(q.value))) return null;
  const named = /\bnumber of (?:total )?(?!each\b)([a-z]+)/i.exec(askingPart(story.question.text))?.[1];
  const kind = kindOf(statement, story.question.text, quantities, story.question.unit ?? (named ? singular(named) : null));
  // "the least number of packages of each": a count of packs, not the common multiple itself.
  if (!kind || (story.question.unit !== null && CONTAINER.test(story.question.unit))) return null;
  if (kind === 'factor' && misreadFactor(statement, quantities)) return null;
  // lcm-gcd: "the same number of packs of hot dogs and buns" makes the packs equal, not the things in them.
  if (kind === 'multiple' && /\b(?:same|equal) (?:total )?numbers? of (?:packs?|packages?|bags?|boxes|sets?|groups?|cartons?|cases?)\b/i.test(statement)) return null;
  // lcm-gcd: "every 2 minutes and every 90 seconds" are cycles in two units: 2 and 90 have no common multiple that means anything.
  // "every 4 days … in how many weeks" asks the multiple in another unit (meeting-cycles converts it).
  if (new Set(quantities.map((q) => q.unit)).size > 1 && quantities.some((q) => TIME.test(q.unit))) return null;
  if (story.question.unit && TIME.test(story.question.unit) && quantities.some((q) => q.unit !== story.question.unit)) return null;
  const numbers = quantities.map((q) => BigInt(q.value));
  const answer = numbers.reduce((a, n) => (kind === 'factor' ? gcd(a, n) : lcm(a, n)), kind === 'factor' ? 0n : 1n);
  if (!bestCommon(kind, answer, numbers)) return null;
  // "the greatest possible length" of pieces cut from 30 m and 45 m is in metres too.
  const shared = quantities.every((q) => q.unit === quantities[0]?.unit) ? quantities[0]?.unit ?? '' : '';
  const unit = story.question.unit ?? (named ? singular(named) : shared);
  // "15 m", not "15 ms": an abbreviated unit is written as it is.
  const shown = /^(?:mm|cm|m|km|g|kg|mg|ml|l|ft|in|yd|mi|lb|oz)$/.test(unit) ? `${answer} ${unit}` : showAnswer(exact.fraction(Number(answer)), unit);
  return { kind: 'word-problem', steps: stepsFor(story.question.text, quantities.map((q) => describe(q)), kind, numbers, answer), answer: shown };
}
