import type { Solved } from '../steps.js';
import { splitQuestion } from '../quantity-graph/split-question.js';

/**
 * The answer must be in the unit the question asks for: "What is her speed in meters per minute?"
 * is not answered by "1.5 kilometers per hour", nor "how many liters in a week" by a day's liters.
 */
const MEASURE = 'second|minute|hour|day|week|month|year|decade|century|mile|kilometer|meter|centimeter|millimeter|foot|feet|inch|yard|pound|ounce|gram|kilogram|ton|gallon|liter|quart|pint|cup|dollar|cent';
const PERIOD = 'second|minute|hour|day|week|month|year|decade|century';
const ADVERB: Record<string, string> = { hourly: 'hour', daily: 'day', nightly: 'day', weekly: 'week', monthly: 'month', yearly: 'year', annually: 'year', annual: 'year' };

/** "in the morning … in the afternoon": parts of a day tell the day. */
const DAY_PARTS = /\b(?:morning|afternoon|evening|night|noon|breakfast|lunch|dinner)s?\b/;

const one = (word: string): string => (word === 'feet' ? 'foot' : word === 'inches' ? 'inch' : word === 'centuries' ? 'century' : word.replace(/s$/, ''));

/** "meters per minute", "miles an hour" in the question → ["meter", "minute"]. */
function askedRate(question: string): [string, string] | null {
  const found = new RegExp(`\\b(${MEASURE})s?\\s+(per|an|a|each|every)\\s+(${PERIOD}|${MEASURE})\\b`).exec(question);
  // "How many miles does he run a day?" counts a day's miles; "speed in miles an hour" asks a rate.
  const asksRate = found?.[2] === 'per' || /\b(?:speed|how fast|rate|pace)\b/.test(question);
  return found?.[1] && found[3] && asksRate ? [one(found[1]), one(found[3])] : null;
}

/** "how many minutes", "in dollars" → the measure asked for. */
function askedMeasure(question: string): string | null {
  const found = new RegExp(`\\bhow many (?:more |fewer |total |in total )?(${MEASURE})s?\\b|\\bin (${MEASURE})s?\\b(?!\\s+(?:per|an|a|each|every)\\b)`).exec(question);
  const word = found?.[1] ?? found?.[2];
  return word ? one(word) : null;
}

/** "in a week", "for the whole year", "per day", "each month", "daily" → the period the question covers. */
function askedPeriod(question: string): string | null {
  const found = new RegExp(`\\b(?:in|for|per|each|every|a|an|one)\\s+(?:a\\s+|an\\s+|the\\s+|one\\s+|whole\\s+|entire\\s+|full\\s+|single\\s+)*(${PERIOD})\\b`).exec(question);
  if (found?.[1]) return one(found[1]);
  const adverb = Object.keys(ADVERB).find((a) => new RegExp(`\\b${a}\\b`).test(question));
  return adverb ? (ADVERB[adverb] ?? null) : null;
}

function answerUnits(answer: string): string[] {
  if (answer.trim().startsWith('$')) return ['dollar'];
  return (answer.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w !== 'per').map(one);
}

/** A chain of rates reads "in a week" as 1 week and checks its units: it has used that period. */
function readAsAmount(solved: Solved, question: string, period: string): boolean {
  const checked = solved.steps.some((s) => s.kind === 'check' && /units multiply out/.test(s.statement));
  const conversion = solved.steps.some((s) => s.kind === 'facts' && s.facts.some((f) => new RegExp(`\\bin 1 ${period}\\b`).test(f)));
  return checked && (conversion || new RegExp(`\\bin (?:a|an|one) ${period}\\b`).test(question));
}

/** Why the answer's unit is not the asked one, or null when it fits. */
export function askedUnitMismatch(statement: string, solved: Solved): string | null {
  const parts = splitQuestion(statement);
  if (!parts) return null;
  // para-muldiv: "if he walked at 3 miles per hour" tells a speed inside the question: it asks no rate and no period.
  const question = parts.question.toLowerCase().replace(/\d+(?:\.\d+)?\s+(?:miles|kilometers|kilometres|meters|metres|feet|yards)\s+(?:per|an|a)\s+(?:hour|minute|second)\b/g, ' ');
  const facts = parts.facts.toLowerCase();
  const units = answerUnits(solved.answer);
  // "How much did each friend pay?" asks money: an answer in hours answers something else.
  if (/\bhow much\b.*\b(?:pay|paid|cost|costs|spend|spent|earn|earned|money|dollars|charge)\b/.test(question) && units.length > 0 && !units.includes('dollar') && !units.includes('cent')) return 'the asked money';
  // "How much heavier, as a percentage, is …?" asks a percent: a difference in pounds answers something else.
  if (/\b(?:as a percent(?:age)?|in percent(?:age)?|what percent(?:age)?|percent(?:age)? (?:difference|increase|decrease|more|less|greater|heavier|lighter|taller|shorter))\b/.test(question) && !solved.answer.trim().endsWith('%')) return 'the asked percent';
  const rate = askedRate(question);
  if (rate && (units.length !== 2 || units[0] !== rate[0] || units[1] !== rate[1])) return 'the asked rate';
  const measure = askedMeasure(question);
  if (!rate && measure && units.length > 0 && !units.includes(measure)) return 'the asked measure';
  const period = askedPeriod(question);
  // An average over "Monday … Tuesday …" is an average per day: the weekdays are its days.
  const averaged = solved.steps.some((s) => s.kind === 'number-sentence' && s.schema === 'average');
  const weekdays = averaged && period === 'day' && /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/.test(facts);
  const told = period && (weekdays || new RegExp(`\\b${period}s?\\b`).test(facts) || (period === 'day' && DAY_PARTS.test(facts)) || Object.entries(ADVERB).some(([a, p]) => p === period && new RegExp(`\\b${a}\\b`).test(facts)));
  if (period && !told && !readAsAmount(solved, question, period)) return 'the asked period';
  return null;
}
