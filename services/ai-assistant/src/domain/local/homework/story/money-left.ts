import { exact, type Exact } from '../math-engine.js';
import type { Quantity, Story } from './read-story.js';
import type { Candidate } from './schemas.js';

/**
 * Money left after shopping: "Josie had $50. She bought 2 books for $9 each and a pen for $5. How
 * much money does she have left?" → 50 − (2 × 9 + 5). One amount is the money the person had (or
 * handed over), every other amount is a price, and every count pairs with the price "each" in its
 * sentence. Anything else in the story (a discount, earnings, a rate per hour) declines.
 */
const LEFT_Q = /\bhow much (?:money |change )?.*\b(?:left|remain|remains|remaining|back)\b|\bhow much change\b|\bhow much money (?:does|did|will|would) [a-z]+ (?:still )?have(?: now)?\s*\??$/;
const HAD = /\b(?:has|had|have|with|received|receives|got|gets|gave|gives|handed|hands|saved|saves|brought|budget|withdrew|withdraws|won|wins|took|takes)\b/;
const PRICE = /\b(?:for|at|costs?|costing|priced at|spends?|spent|pays?|paid|of)\s*(?:only\s+|just\s+)?$/;
const OTHER_MONEY = /\b(?:percent|discount|off|tax|tip|interest|profit|refund|returns?|returned|sells?|sold|earns?|earned|salary|wage|half|twice|double|times|third|quarter|each other|as many|as much|could|can|per|an hour|a day|a week|a month|every|split|share|shared|change for)\b|%/;
/** Money already left in the story, or a question about the start: another problem. */
const FACT_LEFT = /\b(?:left|remains?|remaining)\b/;
const START_Q = /\b(?:initially|at first|originally|to begin|start|before)\b/;
const MONEY = new Set(['dollar', 'cent']);

/** The one amount the person had or handed over: not a price. */
function startAmount(prices: readonly Quantity[]): Quantity | null {
  // "She paid $200 for all the items": what was handed over, the change comes back from it.
  const handed = (q: Quantity): boolean => /^\s*(?:dollars?|cents?)?\s*(?:for (?:all|everything|them all|it all|the whole)|in total|total)\b/.test(q.trail);
  const had = prices.filter((q) => q.per === null && (handed(q) || (HAD.test(q.lead.split(/\b(?:and|but|then)\b/).pop() ?? '') && !PRICE.test(q.lead))));
  return had.length === 1 ? (had[0] ?? null) : null;
}

/** "spent $1200 on the flight, $800 on a hotel": a price, or an amount continuing the price before it in its sentence. */
function isPrice(price: Quantity, prices: readonly Quantity[]): boolean {
  const lead = price.lead.split(/\b(?:and|but|then)\b/).pop() ?? '';
  if (PRICE.test(lead) || /\bcosts?\b/.test(price.lead)) return true;
  const previous = prices[prices.indexOf(price) - 1];
  return !!previous && previous.sentence === price.sentence && !HAD.test(price.lead) && isPrice(previous, prices);
}

/** Each price with its count: "2 books for $9 each" → 2 × 9; "a pen for $5" → 5. */
function costs(story: Story, prices: readonly Quantity[], counts: readonly Quantity[]): Array<[Quantity | null, Quantity]> | null {
  const out: Array<[Quantity | null, Quantity]> = [];
  const used = new Set<Quantity>();
  for (const price of prices) {
    if (!isPrice(price, prices)) return null;
    if (price.per === null) {
      out.push([null, price]);
      continue;
    }
    // "5 boxes of drinks at $6 each": the count just before the price, in its sentence;
    // "Each notebook costs $4" after "bought 7 notebooks": the one count of those things.
    const before = story.quantities.slice(0, story.quantities.indexOf(price)).reverse().find((c) => counts.includes(c));
    const near = before && before.sentence === price.sentence && !used.has(before) ? [before] : [];
    const partners = near.length > 0 ? near : counts.filter((c) => c.unit === price.per && !used.has(c));
    if (partners.length !== 1) return null;
    used.add(partners[0] as Quantity);
    out.push([partners[0] as Quantity, price]);
  }
  return counts.every((c) => used.has(c)) && story.questionQuantities.length === 0 ? out : null;
}

export function moneyLeft(story: Story): Candidate | null {
  const q = story.question.text.toLowerCase();
  if (!LEFT_Q.test(q) || START_Q.test(q) || OTHER_MONEY.test(q)) return null;
  if (story.facts.some((f) => OTHER_MONEY.test(f.toLowerCase()) || FACT_LEFT.test(f.toLowerCase()))) return null;
  const money = story.quantities.filter((x) => MONEY.has(x.unit));
  if (money.length < 2 || money.some((x) => x.unit !== money[0]?.unit)) return null;
  const start = startAmount(money);
  if (!start) return null;
  const items = costs(story, money.filter((x) => x !== start), story.quantities.filter((x) => !MONEY.has(x.unit)));
  if (!items || items.length === 0) return null;
  // "Her father paid $12 for her lunch": money someone else paid is not taken from hers.
  // "Her aunt gave Lia $60": money given to someone is the one who then buys.
  const given = /\b(?:gave|gives|handed|hands)\s+[a-z]+\s*$/.test(start.lead);
  if (!given && items.some(([, price]) => price.owner !== start.owner)) return null;
  const terms = items.map(([count, price]) => (count ? `${count.value} * ${price.value}` : `${price.value}`));
  const used = [start, ...items.flatMap(([count, price]) => (count ? [count, price] : [price]))];
  return { schema: 'money-left', expression: `${start.value} - (${terms.join(' + ')})`, used, unit: start.unit };
}

/** The second check: the money left plus every cost, computed exactly, gives back what was there. */
export function moneyLeftHolds(candidate: Candidate, answer: Exact): boolean {
  const [start, ...rest] = candidate.used;
  if (!start) return false;
  let spent = exact.fraction(0);
  for (let i = 0; i < rest.length; i++) {
    const q = rest[i] as Quantity;
    const next = rest[i + 1];
    const isCount = !MONEY.has(q.unit) && next !== undefined && MONEY.has(next.unit);
    spent = spent.add(isCount ? exact.fraction(q.value).mul(exact.fraction(next.value)) : exact.fraction(q.value));
    if (isCount) i++;
  }
  return answer.add(spent).equals(exact.fraction(start.value));
}
