import type { Quantity, Story } from './read-story.js';
import type { Candidate } from './schemas.js';

const SPENDING_Q = /\bhow much (?:money )?(?:did|does|do|will|would|has)\b.*\b(?:spend|pay|paid|cost|spent)\b|\btotal (?:cost|amount|price)\b|\bhow much (?:has|have|did|does) .* cost\b/;
const NOT_A_SUM = /\b(?:change|save|saved|left|remaining|discount|off|refund|each person|per person|share|split|sells?|sold|profit|earn)\b/;

/** "3 goats for $500 each and 2 cows for $1500 each", "$200 to spay her": the bill is the sum of every price × count. */
export function pricedItems(story: Story): Candidate | null {
  const q = story.question.text.toLowerCase();
  if (!SPENDING_Q.test(q) || NOT_A_SUM.test(q) || story.facts.some((f) => NOT_A_SUM.test(f.toLowerCase())) || story.questionQuantities.length > 0) return null;
  const prices = story.quantities.filter((x) => x.unit === 'dollar' || x.unit === 'cent');
  const counts = story.quantities.filter((x) => !prices.includes(x));
  if (prices.length < 2 || prices.some((p) => p.unit !== prices[0]?.unit) || /\bthan\b/.test(q)) return null;
  // Money someone has (not a price paid) makes it a different problem.
  if (prices.some((p) => /\b(?:has|had|have|now|left|saved|earns?|earned|gets?|got|made)\b/.test(p.lead.split(/\band\b/).pop() ?? '')
    || !/\b(?:cost|costs|for|at|paid|pays|pay|spent|spends|spend|charge|charges|fee|bought|buys|buy|price)\b/.test(p.lead))) return null;
  const terms: string[] = [];
  const used: Quantity[] = [];
  for (const price of prices) {
    if (price.per === null) {
      terms.push(`${price.value}`);
      used.push(price);
      continue;
    }
    // A price "each" or "per goat" pairs with the one count of the same things in its sentence.
    const near = counts.filter((c) => c.sentence === price.sentence && (c.unit === price.per || price.per === 'each') && !used.includes(c));
    // "He bought 9 films. … Each film cost $5": the one count of those things, wherever it is told.
    const partners = near.length === 0 && price.per !== 'each' ? counts.filter((c) => c.unit === price.per && !used.includes(c)) : near;
    if (partners.length !== 1) return null;
    const count = partners[0] as Quantity;
    terms.push(`${count.value} * ${price.value}`);
    used.push(count, price);
  }
  if (counts.some((c) => !used.includes(c))) return null;
  return { schema: 'priced-items', expression: terms.join(' + '), used, unit: prices[0]?.unit ?? 'dollar' };
}
