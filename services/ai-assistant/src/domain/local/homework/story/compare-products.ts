import { exact, type Exact } from '../math-engine.js';
import type { Quantity, Story } from './read-story.js';
import { singular } from './words.js';
import type { Candidate } from './schemas.js';

/**
 * Two totals, each a count times an amount for one, compared: "Bo sold 8 cups for $3 each, while
 * Al sold 5 bowls for $4 each. How much more did Bo earn than Al?" → 8 × 3 − 5 × 4. Each side is
 * named in the question (a person, or the things counted) before and after "than".
 */
const MORE_Q = /\bhow (?:many|much) (more|fewer|less)\b/;
const OTHER = /\b(?:times|twice|half|percent|left|gave|lost|ate|spent|each other|both|together|altogether|total)\b|%/;

interface Side { count: Quantity; rate: Quantity }

/** Each amount for one pairs with the count just before it in its sentence. */
function sides(story: Story): Side[] | null {
  const rates = story.quantities.filter((q) => q.per !== null);
  const counts = story.quantities.filter((q) => q.per === null);
  if (rates.length !== 2 || counts.length !== 2) return null;
  const out = rates.map((rate) => {
    const before = story.quantities.slice(0, story.quantities.indexOf(rate)).reverse().find((q) => counts.includes(q));
    return before && before.sentence === rate.sentence ? { count: before, rate } : null;
  });
  return out.every((s) => s !== null) && out[0]?.count !== out[1]?.count ? (out as Side[]) : null;
}

/** The words that name a side: its person and the things it counts. */
function names(side: Side): string[] {
  return [side.count.owner, side.count.unit, ...side.count.modifiers, side.rate.owner].filter((w): w is string => !!w && w.length > 2);
}

/** Which side the words of one half of the question name; null unless exactly one. */
function named(words: string, all: readonly Side[]): Side | null {
  const tokens = new Set((words.match(/[a-z]+/g) ?? []).map(singular));
  const hits = all.filter((s) => names(s).some((n) => tokens.has(singular(n))) && !all.some((o) => o !== s && names(o).some((n) => names(s).includes(n) && tokens.has(singular(n)))));
  return hits.length === 1 ? (hits[0] ?? null) : null;
}

export function compareProducts(story: Story): Candidate | null {
  const q = story.question.text.toLowerCase();
  const kind = MORE_Q.exec(q)?.[1];
  const [before, after] = q.split(/\bthan\b/);
  if (!kind || after === undefined || story.questionQuantities.length > 0 || story.facts.some((f) => OTHER.test(f.toLowerCase()))) return null;
  const found = sides(story);
  if (!found || found[0]?.rate.unit !== found[1]?.rate.unit) return null;
  const [first, second] = [named(before ?? '', found), named(after, found)];
  if (!first || !second || first === second) return null;
  const [big, small] = kind === 'more' ? [first, second] : [second, first];
  const product = (s: Side): Exact => exact.fraction(s.count.value).mul(exact.fraction(s.rate.value));
  if (product(big).compare(product(small)) <= 0) return null;
  return {
    schema: 'compare-products',
    expression: `${big.count.value} * ${big.rate.value} - ${small.count.value} * ${small.rate.value}`,
    used: [big.count, big.rate, small.count, small.rate],
    unit: big.rate.unit,
  };
}

/** The second check: the difference added to the smaller total gives the larger one. */
export function compareProductsHolds(candidate: Candidate, answer: Exact): boolean {
  const [a, b, c, d] = candidate.used.map((q) => exact.fraction(q.value));
  return !!a && !!b && !!c && !!d && answer.add(c.mul(d)).equals(a.mul(b));
}
