import { exact, type Exact } from '../math-engine.js';
import { singular, tidyText } from '../story/words.js';
import { readMeasures, type Dimension, type Measure } from './read-rates.js';
import { inStoryMoney, key } from './solve-rates.js';
import { unitsAgree, withUnits } from './unit-math.js';
import { pricesAsRates } from './price-wording.js';
import { priceOfOneOfAKind } from './not-a-lot.js';

/** One lot of a story: a count and its amount each ("3 shirts", "$12 each"), or one amount alone ("a hat for $9"). */
export interface Lot { count: Measure | null; rate: Measure }

/** The thing a rate is per ("dollar / shirt" → shirt). */
const perOf = (m: Measure): string | undefined => [...m.dimension].find(([, p]) => p < 0)?.[0];

/** "1 pound of sauce that costs $5": a count of one with a plain amount after it is that amount once. */
function oneOf(count: Measure, amount: Measure, target: string): boolean {
  return count.value.equals(1) && count.dimension.size === 1 && key(amount.dimension) === target;
}

/**
 * "220 chocolate cookies" at "$1 per cookie": the count's thing, perhaps with describing words, is the
 * rate's "per"; "5 large paintings" at "$100 for a large painting": the rate names the same two words.
 */
function countOf(count: Measure | undefined, per: string, rate?: Measure): boolean {
  const unit = count && count.dimension.size === 1 ? [...count.dimension.keys()][0] ?? '' : '';
  const norm = (w: string): string => singular(w.endsWith('s') ? w : `${w}s`);
  const words = unit.split(' ');
  const described = words.length === 2 && words[0] === per && !!rate && new RegExp(`^\\S+ [a-z ]*?\\b(?:a|an|per|each|every) ${per} ${words[1]}\\b`).test(rate.text.toLowerCase());
  return unit === per || described || (words.length <= 3 && norm(words[words.length - 1] ?? '') === norm(per));
}

/** The rate said per the count's own thing, so the units multiply out. */
function perCount(rate: Measure, count: Measure, per: string): Measure {
  const unit = [...count.dimension.keys()][0] ?? per;
  return { ...rate, dimension: new Map([...rate.dimension].map(([u, p]) => [u === per ? unit : u, p])) };
}

/**
 * Each rate pairs with the count just before it, or, told first ("$75 an hour … for 16 hours"),
 * with the next count of its thing that has no rate of its own; every lot must come out in the asked unit.
 */
export function lots(measures: readonly Measure[], target: string): Lot[] | null {
  const out: Lot[] = [];
  const open: Measure[] = [];
  const waiting: Array<{ rate: Measure; per: string }> = [];
  for (const [i, m] of measures.entries()) {
    const per = perOf(m);
    const last = open[open.length - 1];
    if (!per && last && key(last.dimension) !== target && oneOf(last, m, target)) {
      out.push({ count: open.pop() ?? null, rate: { ...m, dimension: new Map([...m.dimension, [[...last.dimension.keys()][0] ?? '', -1]]) } });
      continue;
    }
    const ownRate = measures[i + 1] && perOf(measures[i + 1] as Measure) !== undefined && !perOf(m);
    const waits = !per ? waiting.filter((w) => countOf(m, w.per, w.rate)) : [];
    // "12 miles per hour for 4 hours. … 10 miles per hour for 2 hours": the 4 hours may belong to the rate
    // before it or to the one after it; which one only the sentences tell, so decline.
    if (waits.length > 1 || (ownRate && waits.length > 0)) return null;
    // One count per rate told first: "$6 an hour … 63 hours, … 9 hours" may price the 9 hours otherwise.
    if (waits[0]) {
      out.push({ count: m, rate: perCount(waits[0].rate, m, waits[0].per) });
      waiting.splice(waiting.indexOf(waits[0]), 1);
      continue;
    }
    if (!per) {
      open.push(m);
      continue;
    }
    const count = open.pop();
    if (m.dimension.size !== 2) return null;
    if (!count) {
      waiting.push({ rate: m, per });
      continue;
    }
    if (!countOf(count, per, m)) return null;
    out.push({ count, rate: perCount(m, count, per) });
  }
  // A number left over counts only if it is already in the asked unit ("spaying her cost $200").
  for (const m of open) {
    if (key(m.dimension) !== target) return null;
    out.push({ count: null, rate: m });
  }
  if (waiting.length > 0) return null;
  return out.every((l) => key(l.count ? new Map([...l.rate.dimension].filter(([, p]) => p > 0)) : l.rate.dimension) === target) ? out : null;
}

/** The lots of a story's facts in the asked unit, or null when a number is not part of one. */
export function readLots(facts: string, target: Dimension): Lot[] | null {
  const measures = readMeasures(pricesAsRates(tidyText(facts)));
  if (!measures) return null;
  inStoryMoney(target, measures);
  const found = lots(measures, key(target));
  return found?.some((l) => !l.count) && priceOfOneOfAKind(facts) ? null : found;
}

export const lotsTotal = (found: readonly Lot[]): Exact =>
  found.reduce((sum, l) => sum.add(l.count ? l.count.value.mul(l.rate.value) : l.rate.value), exact.fraction(0));

/** mathjs adds the lots again with their units (it refuses to add unlike units); the sum must equal the total. */
export function checkWithUnits(found: readonly Lot[], target: string, total: Exact): boolean {
  const term = (m: Measure): string => `${Number(m.value.valueOf())} ${withUnits(m.dimension)}`;
  const sum = found.map((l) => (l.count ? `(${term(l.count)}) * (${term(l.rate)})` : `(${term(l.rate)})`)).join(' + ');
  return unitsAgree(sum, new Map([[target.replace(/\^1$/, ''), 1]]), total);
}
