import { showDecimal as show } from '../math-engine.js';
import { tidyText } from '../story/words.js';
import { plural, pricedThing, showAnswer } from '../story/wording.js';
import type { Lot } from './lot-reading.js';
import { digits, type Measure } from './read-rates.js';
import { UNIT_CONVERSIONS } from './unit-table.js';

const MEASURE_UNITS = new Set(UNIT_CONVERSIONS.flatMap(([big, small]) => [big, small]));
const unitOf = (m: Measure, sign: 1 | -1): string => [...m.dimension].find(([, p]) => Math.sign(p) === sign)?.[0] ?? '';

/** "3 notebooks", "$6.50": a measure's number with its own unit (the unit it is per left out). */
function said(m: Measure): string {
  const unit = unitOf(m, 1);
  return unit === 'dollar' ? showAnswer(m.value, 'dollar') : `${show(m.value)} ${plural(unit, m.value)}`.trim();
}

/** The thing a lone amount pays for ("a pen for $2"), when the amount is told once right after it. */
function named(facts: string, amount: Measure): string {
  const text = digits(tidyText(facts));
  const plain = `${show(amount.value)} ${plural(unitOf(amount, 1), amount.value)}`;
  const told = [...text.matchAll(new RegExp(String.raw`(?<![\d.])${plain.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b`, 'g'))];
  const thing = told.length === 1 ? pricedThing(text.slice(0, told[0]?.index)) : null;
  return thing ? `${thing} ${said(amount)}` : said(amount);
}

/**
 * One lot as the student reads it among the facts: "3 notebooks at $4 each", "4 hours at 12 miles per
 * hour", "80 spiders with 8 legs each", "a pen for $2".
 */
export function lotFact(facts: string, lot: Lot): string {
  if (!lot.count) return named(facts, lot.rate);
  const over = unitOf(lot.rate, -1);
  const measured = MEASURE_UNITS.has(over);
  const link = measured || unitOf(lot.rate, 1) === 'dollar' ? 'at' : 'with';
  return `${said(lot.count)} ${link} ${said(lot.rate)} ${measured ? `per ${over}` : 'each'}`;
}
