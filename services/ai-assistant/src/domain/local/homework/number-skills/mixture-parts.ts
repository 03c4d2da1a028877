import { exact, type Exact } from '../math-engine.js';

/**
 * The parts of a mixture story: each solution's percent with its amount when told ("10 liters of a 50% acid
 * solution", "a 20% solution", "pure water" = 0%, "pure acid" = 100%), and the mixture to make ("to make a 30%
 * solution", "to get 30 liters of a 40% mixture"). Every number must be one of these, every amount in one unit.
 */
export interface MixturePart { percent: Exact; amount: Exact | null; water: boolean }
export interface MixtureStory { parts: MixturePart[]; target: { percent: Exact | null; amount: Exact | null }; unit: string }

const UNIT = String.raw`(liters?|litres?|l|milliliters?|millilitres?|ml|gallons?|quarts?|pints?|ounces?|oz|cups?|pounds?|lbs?|kilograms?|kg|grams?|g)`;
const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const AMOUNT = String.raw`(?:${NUMBER}\s*${UNIT}\s+of\s+)?`;
const PART = new RegExp(String.raw`${AMOUNT}(?:(?:a|an|the|some)\s+)?${NUMBER}\s*(?:%|percent)(?:[\s-]+[a-z]+){0,3}?(?:\s+(?:solution|mixture|alloy|mix|brine|syrup|juice|drink|blend))?\b`, 'gi');
const WATER = new RegExp(String.raw`${AMOUNT}(?:pure\s+|distilled\s+|fresh\s+|plain\s+)?water\b`, 'gi');
const PURE = new RegExp(String.raw`${AMOUNT}pure\s+(?:acid|alcohol|antifreeze|juice|salt|sugar|gold|silver|copper)\b`, 'gi');
const MAKE = /\b(?:to\s+(?:make|get|obtain|produce|form|create|prepare|end\s+up\s+with|have)|(?:making|resulting\s+in|result\s+in|yielding|into)|(?:mixture|solution|result)\s+(?:that\s+is|which\s+is|will\s+be|should\s+be|is))\s+(?:(?:a|an)\s+)?$/i;

export const singularUnit = (unit: string): string => unit.toLowerCase().replace(/^(?:litres?|l)$/, 'liter').replace(/^(?:millilitres?|ml)$/, 'milliliter').replace(/^lbs?$/, 'pound').replace(/^oz$/, 'ounce').replace(/^kg$/, 'kilogram').replace(/^g$/, 'gram').replace(/s$/, '');

export function readMixture(text: string): MixtureStory | null {
  if (/\b(?:evaporat|boil(?:ed|s)?\s+off|drain|remov|replac|poured\s+out|taken\s+out)/i.test(text)) return null;
  const parts: MixturePart[] = [];
  const units = new Set<string>();
  let target: MixtureStory['target'] | null = null;
  let counted = 0;
  const mentions = [
    ...[...text.matchAll(PART)].map((m) => ({ m, percent: exact.fraction(m[3]!), water: false })),
    // "a 20% salt water solution" is one solution, not water added.
    ...[...text.matchAll(WATER)].filter((m) => !/%\s*(?:[a-z]+\s+){0,2}$/i.test(text.slice(Math.max(0, m.index - 30), m.index))).map((m) => ({ m, percent: exact.fraction(0), water: true })),
    ...[...text.matchAll(PURE)].map((m) => ({ m, percent: exact.fraction(100), water: false })),
  ].sort((a, b) => a.m.index - b.m.index);
  for (const { m, percent, water } of mentions) {
    const amount = m[1] ? exact.fraction(m[1]) : null;
    if (m[2]) units.add(singularUnit(m[2]));
    counted += (m[1] ? 1 : 0) + (water || /pure/i.test(m[0]) ? 0 : 1);
    if (MAKE.test(text.slice(Math.max(0, m.index - 40), m.index))) {
      if (target || water) return null;
      target = { percent, amount };
      continue;
    }
    const same = parts.find((p) => p.percent.equals(percent) && p.water === water);
    if (same && amount && same.amount && !same.amount.equals(amount)) return null;
    if (same) same.amount ??= amount;
    else parts.push({ percent, amount, water });
  }
  const numbers = (text.match(/\d+(?:\.\d+)?/g) ?? []).length;
  if (counted !== numbers || units.size > 1 || parts.length < 2) return null;
  return { parts, target: target ?? { percent: null, amount: null }, unit: [...units][0] ?? '' };
}
