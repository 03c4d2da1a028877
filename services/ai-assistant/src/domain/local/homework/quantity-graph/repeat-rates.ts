import type { Measure } from './read-rates.js';

/**
 * "Each horse eats 4 pounds of oats, 2 times a day": the amount told right before a repeat ("N times a
 * day") is the amount of one time, so it is read per time; the "each" of the clause counts once, on
 * the amount. Only an amount whose unit phrase runs straight into the repeat ("13 cookies, 3 times a
 * day", "6 cups of food 2 times a day") is read so: "runs 3 miles and swims 2 times a week" is not.
 */
const NUMBER = /(?<![\w.])(\d+(?:\.\d+)?|\.\d+)(?![\d/])/g;
const PERIOD = /^(?:second|minute|hour|day|night|week|month|year)$/;
const STRAIGHT_INTO = /^[\d.]+ [a-z-]+(?: of(?: [a-z-]+){1,3})?,?\s*$/;
const NOT_A_NOUN = /\b(?:and|or|but|then|to|for|in|on|at|with|a|an|the|each|every|per|is|are|was|were|he|she|they|it)\b/;

function isRepeat(m: Measure, leading: string | null): boolean {
  const units = [...m.dimension].filter(([u]) => u !== leading);
  return units.length === 2 && m.dimension.get('time') === 1 && units.some(([u, p]) => p === -1 && PERIOD.test(u));
}

const hasTime = (m: Measure): boolean => [...m.dimension.keys()].some((u) => u === 'time' || PERIOD.test(u));

function withUnit(m: Measure, unit: string, power: number): Measure {
  const dimension = new Map(m.dimension);
  const next = (dimension.get(unit) ?? 0) + power;
  if (next === 0) dimension.delete(unit);
  else dimension.set(unit, next);
  return { ...m, dimension };
}

export function perRepeat(clause: string, measures: Measure[], leading: string | null): Measure[] {
  const starts = [...clause.matchAll(NUMBER)].map((m) => m.index ?? 0);
  if (starts.length !== measures.length) return measures;
  const out = [...measures];
  for (let i = 0; i + 1 < out.length; i++) {
    const between = clause.slice(starts[i], starts[i + 1]);
    if (!isRepeat(out[i + 1]!, leading) || hasTime(out[i]!) || !STRAIGHT_INTO.test(between)) continue;
    if (NOT_A_NOUN.test(between.replace(/^[\d.]+ /, '').replace(/ of /, ' '))) continue;
    out[i] = withUnit(out[i]!, 'time', -1);
    if (leading && out[i + 1]!.dimension.has(leading) && out[i]!.dimension.has(leading)) out[i + 1] = withUnit(out[i + 1]!, leading, 1);
  }
  return out;
}
