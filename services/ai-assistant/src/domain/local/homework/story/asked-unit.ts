import { exact, showDecimal, type Exact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { UNIT_CONVERSIONS } from '../quantity-graph/unit-table.js';

/**
 * Amounts told in one unit, the answer asked in another of the same measure (asdiv-more): "Tony made 14 L of
 * lemonade. His guests drank 9500 mL of the lemonade. How many milliliters of lemonade did Tony have left over?",
 * "A bee flew 840 cm … then another 330 cm. How many meters did the bee travel?". Every amount of that measure is
 * said in the asked unit (14 L → 14000 milliliters, 840 cm → 8.4 meters) and the story is read again by every
 * reader and its checks. Only units the table converts directly, the asked unit named in the question ("how many
 * grams"), at least one amount told in the other unit and no amount in a third unit of the measure. Checked a
 * second way: the story said wholly in the other unit is read again, and when it answers, its answer converted
 * must agree.
 */
const NAMES: Readonly<Record<string, string>> = {
  liter: 'liters?|litres?|L', milliliter: 'milliliters?|millilitres?|mL|ml', kilogram: 'kilograms?|kg', gram: 'grams?|g',
  kilometer: 'kilometers?|kilometres?|km', meter: 'meters?|metres?|m', centimeter: 'centimeters?|centimetres?|cm',
  foot: 'feet|foot|ft', inch: 'inches|inch', yard: 'yards?|yd', pound: 'pounds?|lbs?', ounce: 'ounces?|oz',
};
const amountOf = (unit: string): RegExp => new RegExp(`(?<![\\w.,])(\\d[\\d,]*(?:\\.\\d+)?)\\s?(?:${NAMES[unit]})(?![\\w-])\\.?`, 'g');
/** "4500 milliliters" → 4500, "8.4 meters" → 8.4; a mixed number or words decline. */
function shownNumber(answer: string): Exact | null {
  const m = /^(-?\d+(?:\.\d+)?(?:\/\d+)?)(?: [a-z]+(?: [a-z]+)*)?$/.exec(answer.replace(/,/g, '').trim());
  return m ? exact.fraction(m[1]!) : null;
}
const plural = (unit: string): string => (unit === 'foot' ? 'feet' : unit === 'inch' ? 'inches' : `${unit}s`);

/** The asked unit ("how many milliliters …", "how much … in grams") and the table's one other unit of it told in the story. */
function unitsOf(story: string, question: string): { asked: string; other: string; factor: number } | null {
  const asked = Object.keys(NAMES).find((u) => new RegExp(`^how many (?:${NAMES[u]})\\b`, 'i').test(question));
  if (!asked) return null;
  const told = (unit: string): boolean => new RegExp(amountOf(unit).source).test(story);
  const pairs = UNIT_CONVERSIONS.filter(([big, small]) => (big === asked || small === asked) && NAMES[big] && NAMES[small] && told(big === asked ? small : big));
  if (pairs.length !== 1) return null;
  const [big, small, count] = pairs[0]!;
  const other = big === asked ? small : big;
  // A third unit of the measure (km with m and cm) is another conversion this reading does not make.
  const measure = new Set(UNIT_CONVERSIONS.filter(([b, s]) => [b, s].some((u) => u === asked || u === other)).flatMap(([b, s]) => [b, s]));
  if ([...measure].some((u) => u !== asked && u !== other && NAMES[u] && told(u))) return null;
  return { asked, other, factor: big === asked ? 1 / count : count };
}

/** The story with every amount of `from` or `to` said in `to` (`factor` of `to` in one `from`). */
function saidIn(story: string, from: string, to: string, factor: Exact): string {
  const moved = story.replace(amountOf(from), (_, n: string) => `${showDecimal(exact.fraction(n.replace(/,/g, '')).mul(factor))} ${plural(to)}`);
  return moved.replace(amountOf(to), (_, n: string) => `${n.replace(/,/g, '')} ${plural(to)}`);
}

export function solveInAskedUnit(story: string, solve: (story: string) => Solved | null): Solved | null {
  const question = story.trim().split(/(?<=[.!?])\s+/).at(-1) ?? '';
  const units = unitsOf(story, question.replace(/^if [^,]*,\s*/i, ''));
  if (!units) return null;
  const factor = units.factor >= 1 ? exact.fraction(units.factor) : exact.fraction(1, Math.round(1 / units.factor));
  const asked = saidIn(story, units.other, units.asked, factor);
  const solved = solve(asked);
  const answer = solved ? shownNumber(solved.answer) : null;
  if (!solved || !answer || !new RegExp(`\\b${plural(units.asked)}\\b|\\b${units.asked}\\b`).test(solved.answer.replace(/[$]/g, ''))) return null;
  // Second way: the whole story said in the other unit, the question too ("how many liters").
  const back = exact.fraction(1).div(factor);
  const inOther = saidIn(story, units.asked, units.other, back);
  const otherQuestion = new RegExp(`(^|[.!?]\\s+)(how many )(?:${NAMES[units.asked]})\\b(?=[^.!?]*\\?\\s*$)`, 'i');
  const other = solve(inOther.replace(otherQuestion, `$1$2${plural(units.other)}`));
  const otherValue = other ? shownNumber(other.answer) : null;
  if (otherValue && !otherValue.mul(factor).equals(answer)) return null;
  return {
    kind: 'word-problem',
    steps: [{ kind: 'facts', facts: [`1 ${units.other} = ${showDecimal(factor)} ${plural(units.asked)}`, `the story in ${plural(units.asked)}: ${asked}`] }, ...solved.steps],
    answer: solved.answer,
  };
}
