import { exact, type Exact } from '../math-engine.js';
import { oneSpender } from './one-spender.js';
import { tidyText } from '../story/words.js';
import { digits } from './read-rates.js';
import { splitQuestion } from './split-question.js';

/**
 * A price and the percents that change it ("Tim buys a cabinet for $1200 and gets a 15% discount.
 * How much did he pay?"): the price is one amount of dollars, or a count times a price each; a
 * discount takes its percent of the price away, a tax or a tip adds its percent. Only readings with one
 * order of applying them are kept: a discount and a tax (their order does not change the result), or a
 * single one; a tax and a tip together (is the tip on the tax?) and a dollar discount beside a percent
 * are declined.
 */
export interface PriceChain { items: Array<{ count: Exact | null; price: Exact }>; changes: Array<{ kind: 'discount' | 'tax' | 'tip'; percent: Exact }>; asked: 'pay' | 'keep' }

const PERCENT = /(\d+(?:\.\d+)?) ?(?:%|percent\b)/g;
/** "for $1200", "costs $20", "is $650": a price; "5 shirts for $20 each": a count and a price each. */
/** "the discount she received is $40": dollars of the change itself, not the price. */
const CHANGE_IN_DOLLARS = /\b(?:discount|tax|tip|off)\b[^.,]*\b\d+(?:\.\d+)? dollars|\d+(?:\.\d+)? dollars (?:discount|off|tax|tip)\b/;
const CHANGE_WORDS: Array<[RegExp, 'discount' | 'tax' | 'tip']> = [[/\b(?:discount|off)\b/, 'discount'], [/\b(?:sales tax|tax)\b/, 'tax'], [/\b(?:tip|gratuity)\b/, 'tip']];
/** Words that make the dollars something else than the price: a budget, a comparison, a rate, a refund. */
const NOT_A_PRICE = /\b(?:bill|budget|saved?|saves|savings|wallet|more|less|cheaper|dearer|than|above|below|per|every|a day|a week|a month|an hour|a year|change|back|refund|coupon|gift card|profit|loss|sells? for|sold|instead|normally|originally|usually|regular|would|each of|both|split|share|interest|commission|off of|plus|another|additional|extra)\b/;
const ASKS_PAY = /^(?:how much (?:money )?(?:did|does|do|will|would|should|must) (?:[a-z]+ ){1,3}?(?:pay|spend)(?: in total| in all| altogether| for (?:everything|all of them|it all|them all|all|them|it))?\??$|what (?:is|was|will be) the (?:total|final|entire) (?:price|cost|bill|amount)[a-z ]*\??$|how much (?:did|does|will|would) (?:it|the [a-z ]+) cost(?: in total| in all| altogether)?\??$)/;
const ASKS_KEEP = /^how much (?:money )?(?:is|was|will be|does|did|will) (?:[a-z]+ )?(?:take-home pay|take home|take-home|keep|have left)\??$/;

const CUE = /\b(?:for|costs?|costing|priced at|totals?|totaled|came to|comes to|at|(?:is|was|are|were)(?: only| just)?)(?: a total of)? $/;

/** Every dollar amount is a price: "for $3", "costs $20", or "5 pansies at $2.50 each" (a count before it). */
function readItems(facts: string): PriceChain['items'] | null {
  if (CHANGE_IN_DOLLARS.test(facts)) return null;
  const items: PriceChain['items'] = [];
  for (const clause of facts.split(/[,.;!?]\s*|\s+and\s+/)) {
    for (const m of clause.matchAll(/(\d+(?:\.\d+)?) dollars( each)?/g)) {
      const before = clause.slice(0, m.index);
      // "5 toys that each cost $3": a count and a price each, told the other way round.
      const eachBefore = /\b(?:that|which) each costs? $/.test(before);
      const each = m[2] !== undefined || eachBefore;
      if (!CUE.test(before) || (!each && /\b(?:each|every|per)\b/.test(clause))) return null;
      const count = each ? /^(?:[a-z]+ )*?(\d+) [a-z ]+$/.exec(before)?.[1] : undefined;
      if (each && (!count || (before.match(/\d+/g) ?? []).length !== 1 || (eachBefore && m[2]))) return null;
      items.push({ count: count ? exact.fraction(count) : null, price: exact.fraction(m[1] ?? '0') });
    }
  }
  return items.length > 0 ? items : null;
}

const CONDITIONAL_CHANGE = /\b(?:if|when|unless|only|next|future|later|coming|seniors?|students?|members?|children|kids|adults|veterans|teachers|employees|customers|anyone|everyone who|those who|first|more than|over|at least)\b/;

function readChanges(sentences: readonly string[]): PriceChain['changes'] | null {
  const changes: PriceChain['changes'] = [];
  for (const sentence of sentences) {
    const percents = [...sentence.matchAll(PERCENT)];
    if (percents.length === 0) continue;
    const kinds = CHANGE_WORDS.filter(([word]) => word.test(sentence)).map(([, kind]) => kind);
    if (percents.length !== 1 || kinds.length !== 1) return null;
    // gsm-steps: a percent for some people or on some condition ("Seniors get 25% off") may not be the buyer's.
    if (CONDITIONAL_CHANGE.test(sentence)) return null;
    const percent = exact.fraction(percents[0]?.[1] ?? '0');
    if (percent.compare(100) >= 0 || percent.equals(0)) return null;
    changes.push({ kind: kinds[0]!, percent });
  }
  const kinds = new Set(changes.map((c) => c.kind));
  return changes.length === kinds.size && !(kinds.has('tax') && kinds.has('tip')) && !(kinds.has('discount') && kinds.has('tip')) ? changes : null;
}

export function readPriceChain(statement: string): PriceChain | null {
  const split = splitQuestion(tidyText(statement));
  if (!split) return null;
  const question = split.question.trim().toLowerCase();
  const asked = ASKS_PAY.test(question) ? 'pay' : ASKS_KEEP.test(question) ? 'keep' : null;
  const facts = digits(split.facts).toLowerCase();
  if (!asked || NOT_A_PRICE.test(facts) || /\d/.test(question)) return null;
  // "It costs $24 after a 20% discount", "on sale for $60": the price told is already the changed one.
  if (/\bafter (?:a|an|the|its|his|her|their) \d+(?:\.\d+)? ?(?:%|percent)|\bon sale for\b/.test(facts)) return null;
  // Every number of the story is the price, a count of things at a price each, or a percent.
  const numbers = facts.match(/(?<![\w.])\d+(?:\.\d+)?/g) ?? [];
  const sentences = facts.split(/(?<=[.!?])\s+/);
  const items = readItems(facts);
  const changes = readChanges(sentences);
  const counts = items?.filter((i) => i.count).length ?? 0;
  if (!items || !changes || changes.length === 0 || numbers.length !== items.length + counts + changes.length) return null;
  // A discount "on the shoes" may be on one thing only.
  if (items.length > 1 && /\b(?:discount|off|tax|tip)\b[^.]*\bon (?:the|his|her|their|a|an) (?!total\b|whole\b|entire\b|purchase|order|bill\b|meal\b)/.test(facts)) return null;
  // gsm-steps: "25% off the hat", "a discount on each shirt" or "for the coat" are on one thing too.
  if (items.length > 1 && /\b(?:discount|off|tax|tip)\b[^.]*?\b(?:on|for|off) (?:each|one|every) |\b(?:off|discount for) (?:the|his|her|their|a|an) (?!total\b|whole\b|entire\b|purchase|order|bill\b|meal\b)/.test(facts)) return null;
  // gsm-steps: "Lena gets 25% off. How much did Omar pay?": every amount must be the one buyer's.
  if (!oneSpender(statement)) return null;
  // Take-home pay is what is left after the tax; a discount or a tip there means something else.
  if (asked === 'keep' && changes.some((c) => c.kind !== 'tax')) return null;
  return { items, changes, asked };
}
