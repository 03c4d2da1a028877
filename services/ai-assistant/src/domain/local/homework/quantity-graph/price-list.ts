import { tag } from '../../text/nlp.js';
import { exact } from '../math-engine.js';
import { singular, tidyText } from '../story/words.js';
import { digits, type Measure } from './read-rates.js';
import { pricesAsRates } from './price-wording.js';
import { kindPricesAsItems } from './kind-prices.js';
import type { Lot } from './lot-reading.js';

/**
 * Prices told apart from the counts bought: "Muffins cost $2 each, and fruit cups cost $3 each.
 * Francis had 2 muffins and 2 fruit cups." or "She buys 2 posters and 3 notebooks. Each poster costs
 * $5, each notebook costs $4." Each count is matched by its thing's name to exactly one price; every
 * number must be a price or such a count, and every mention of a priced thing must carry its count
 * ("a cup of juice" is one), so nothing bought is left out.
 */
// gsm-wages: a seller's verb ends the seller, never starts a thing ("a gift shop sells bracelets at $15").
const NOT_THING = String.raw`(?!(?:costs?|is|are|was|were|for|at|and|or|of the|he|she|it|they|we|you|i|then|also|each|every|while|but|so|whereas|about|with|from|to|in|on|by|sells?|sold|charges?|charged|offers?|offered)\b)`;
const THING = String.raw`${NOT_THING}[a-z][a-z'-]*(?: ${NOT_THING}[a-z][a-z'-]*){0,3}`;
const AMOUNT = String.raw`(\d+(?:\.\d+)?) (dollars|cents)`;
/** "Cappuccinos cost $2", "each poster costs $5", "a bottle of juice is $2", "sells pies for $8". */
const PRICE = new RegExp(String.raw`(?:^|[.,;:] |\band |\bif |\bsells? |\bsold |\bcharges? )(?:(?:a|an|1|each|every|the) )?(${THING}) (?:costs?|is|are|was|were|for|at|sells? for|sold for) ${AMOUNT}(?: each\b)?(?=[ ,.;:!?]|$)`, 'g');
const COUNT = new RegExp(String.raw`(?<![\d.])(\d+|an?) (${THING})`, 'g');
const NUMBER = /(?<![\d.])\d+(?:\.\d+)?(?![\d.])/g;

const name = (phrase: string): string => phrase.split(' ').map(singular).join(' ');

interface Price { thing: string; value: string; unit: string; from: number; to: number }

function prices(text: string): Price[] {
  return [...text.matchAll(PRICE)].map((m) => {
    const from = (m.index ?? 0) + m[0].indexOf(m[1] ?? '');
    return { thing: name(m[1] ?? ''), value: m[2] ?? '', unit: m[3] === 'cents' ? 'cent' : 'dollar', from, to: (m.index ?? 0) + m[0].length };
  });
}

/** gsm-prices: "3 child tickets go to the zoo": the count's words end where a verb starts. */
function beforeVerb(words: string): string {
  const tags = tag(words);
  const verb = tags.findIndex((t, i) => i > 0 && (t.pos === 'VERB' || t.pos === 'AUX'));
  return verb < 0 ? words : words.split(' ').slice(0, verb).join(' ');
}

/** The priced thing a count's words name: the same words, or the count's words ending in them. */
function priceOf(words: string, list: readonly Price[]): Price | null {
  return pricedThing(words, list) ?? (beforeVerb(words) === words ? null : pricedThing(beforeVerb(words), list));
}

function pricedThing(words: string, list: readonly Price[]): Price | null {
  const named = name(words);
  // "2 large pizzas", "10 science magazines": the priced thing with describing words before it (no verb, no article).
  const extra = (p: Price): number => named.split(' ').length - p.thing.split(' ').length;
  const described = (p: Price): boolean => named.endsWith(` ${p.thing}`) && extra(p) <= 2
    && tag(words).slice(0, extra(p)).every((t) => t.pos === 'ADJ' || t.pos === 'NOUN');
  const found = list.filter((p) => named === p.thing || described(p));
  // gsm-wages: "1 coffee mug" of "a personalized coffee mug at $20": the priced thing said again without its describing words, when only one priced thing ends so.
  const shortened = found.length === 0 ? list.filter((p) => p.thing.endsWith(` ${named}`) && p.thing.split(' ').length - named.split(' ').length <= 2) : found;
  return shortened.length === 1 ? (shortened[0] ?? null) : null;
}

const measure = (value: string, dimension: Array<[string, number]>, text: string): Measure => ({ value: exact.fraction(value), dimension: new Map(dimension), text });

/** The lots of a story told as a price list and counts, or null when any number or priced thing is not read. */
export function priceListLots(facts: string): { lots: Lot[]; unit: string } | null {
  // gsm-prices: "Tickets are $12 for adults", "2 adults and 3 children" read as priced tickets and tickets bought.
  const kinds = kindPricesAsItems(digits(pricesAsRates(tidyText(facts))).toLowerCase());
  if (kinds === null) return null;
  const text = kinds.text;
  const list = prices(text);
  if (list.length < 2 || new Set(list.map((p) => p.thing)).size !== list.length || new Set(list.map((p) => p.unit)).size !== 1) return null;
  const inPrice = (at: number): boolean => list.some((p) => at >= p.from - 2 && at < p.to);
  const out: Lot[] = [];
  for (const m of text.matchAll(COUNT)) {
    if (inPrice(m.index ?? 0)) continue;
    const price = priceOf(m[2] ?? '', list);
    if (!price) {
      if (/\d/.test(m[1] ?? '')) return null;
      continue;
    }
    const count = /\d/.test(m[1] ?? '') ? (m[1] ?? '') : '1';
    out.push({ count: measure(count, [[price.thing, 1]], m[0]), rate: measure(price.value, [[price.unit, 1], [price.thing, -1]], `${price.thing}: ${price.value} ${price.unit}s each`) });
  }
  const counted = [...text.matchAll(NUMBER)].filter((m) => !inPrice(m.index ?? 0)).length;
  if (out.length === 0 || counted !== out.filter((l) => l.count?.text.match(/^\d/)).length || unboughtMention(text, list, out) || unpricedInList(text, out)) return null;
  // gsm-prices: people who come pay every price told ("Parking costs $5"): one not bought is not left out.
  if (kinds.people && list.some((p) => !out.some((l) => l.rate.text.startsWith(`${p.thing}:`)))) return null;
  return { lots: out, unit: list[0]?.unit ?? 'dollar' };
}

/** A priced thing named outside its price and without a count ("she also got muffins"): how many is unknown. */
function unboughtMention(text: string, list: readonly Price[], found: readonly Lot[]): boolean {
  const outside = list.reduceRight((t, p) => `${t.slice(0, p.from)}${' '.repeat(p.to - p.from)}${t.slice(p.to)}`, text);
  const counted = found.reduce((t, l) => t.replace(l.count?.text ?? '', ' '), outside);
  const words = counted.replace(/[a-z'-]+/g, (w) => singular(w));
  return list.some((p) => new RegExp(String.raw`\b${p.thing}\b`).test(words));
}

/** "4 limes, 2 melons and a bag of rice": every item of a list of things bought must be a priced count. */
function unpricedInList(text: string, found: readonly Lot[]): boolean {
  const counts = found.map((l) => l.count?.text ?? '');
  return text.split(/(?<=[.!?])\s+/).some((sentence) => {
    const first = Math.min(...counts.map((c) => sentence.indexOf(c)).filter((at) => at >= 0));
    if (!Number.isFinite(first)) return false;
    const items = sentence.slice(first).replace(/[.!?]+$/, '').split(/,\s*(?:and\s+)?|\s+and\s+/);
    return items.some((item) => !counts.some((c) => item.trim().startsWith(c)));
  });
}
