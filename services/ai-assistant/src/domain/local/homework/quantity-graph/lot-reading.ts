import { create, all, type FactoryFunctionMap, type Unit } from 'mathjs';
import { exact, type Exact } from '../math-engine.js';
import { tidyText } from '../story/read-story.js';
import { readMeasures, type Dimension, type Measure } from './read-rates.js';
import { inStoryMoney, key } from './solve-rates.js';
import { pricesAsRates } from './price-wording.js';

/** One lot of a story: a count and its amount each ("3 shirts", "$12 each"), or one amount alone ("a hat for $9"). */
export interface Lot { count: Measure | null; rate: Measure }

/** The thing a rate is per ("dollar / shirt" → shirt). */
const perOf = (m: Measure): string | undefined => [...m.dimension].find(([, p]) => p < 0)?.[0];

/** "1 pound of sauce that costs $5": a count of one with a plain amount after it is that amount once. */
function oneOf(count: Measure, amount: Measure, target: string): boolean {
  return count.value.equals(1) && count.dimension.size === 1 && key(amount.dimension) === target;
}

/** Each rate pairs with the count just before it; every lot must come out in the asked unit. */
export function lots(measures: readonly Measure[], target: string): Lot[] | null {
  const out: Lot[] = [];
  const open: Measure[] = [];
  for (const m of measures) {
    const per = perOf(m);
    const last = open[open.length - 1];
    if (!per && last && key(last.dimension) !== target && oneOf(last, m, target)) {
      out.push({ count: open.pop() ?? null, rate: { ...m, dimension: new Map([...m.dimension, [[...last.dimension.keys()][0] ?? '', -1]]) } });
      continue;
    }
    if (!per) {
      open.push(m);
      continue;
    }
    const count = open.pop();
    if (!count || count.dimension.size !== 1 || count.dimension.get(per) !== 1 || m.dimension.size !== 2) return null;
    out.push({ count, rate: m });
  }
  // A number left over counts only if it is already in the asked unit ("spaying her cost $200").
  for (const m of open) {
    if (key(m.dimension) !== target) return null;
    out.push({ count: null, rate: m });
  }
  return out.every((l) => key(l.count ? new Map([...l.rate.dimension].filter(([, p]) => p > 0)) : l.rate.dimension) === target) ? out : null;
}

/** The lots of a story's facts in the asked unit, or null when a number is not part of one. */
export function readLots(facts: string, target: Dimension): Lot[] | null {
  const measures = readMeasures(pricesAsRates(tidyText(facts)));
  if (!measures) return null;
  inStoryMoney(target, measures);
  return lots(measures, key(target));
}

export const lotsTotal = (found: readonly Lot[]): Exact =>
  found.reduce((sum, l) => sum.add(l.count ? l.count.value.mul(l.rate.value) : l.rate.value), exact.fraction(0));

const units = create(all as FactoryFunctionMap, {});
const unitName = (u: string): string => `uu${u.replace(/[^a-z]/g, '')}`;

/** mathjs adds the lots again with their units (it refuses to add unlike units); the sum must equal the total. */
export function checkWithUnits(found: readonly Lot[], target: string, total: Exact): boolean {
  const names = new Set(found.flatMap((l) => [...(l.count?.dimension.keys() ?? []), ...l.rate.dimension.keys()]));
  names.forEach((u) => {
    if (!units.Unit.isValuelessUnit(unitName(u))) units.createUnit(unitName(u));
  });
  const term = (m: Measure): string => `${Number(m.value.valueOf())} ${[...m.dimension].map(([u, p]) => `${unitName(u)}^${p}`).join(' * ')}`;
  const result = units.evaluate(found.map((l) => (l.count ? `(${term(l.count)}) * (${term(l.rate)})` : `(${term(l.rate)})`)).join(' + ')) as Unit;
  const wanted = units.unit(unitName(target.replace(/\^1$/, '')));
  return result.equalBase(wanted) && Math.abs(result.toNumber(wanted.formatUnits()) - Number(total.valueOf())) < 1e-9 * Math.max(1, Number(total.valueOf()));
}
