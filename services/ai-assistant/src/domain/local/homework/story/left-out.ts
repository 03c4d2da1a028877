import { tag } from '../../text/nlp.js';
import type { Quantity, Story } from './read-story.js';
import type { Candidate } from './schemas.js';

/** Measures are never plainly "something else": 5 hours may be the time a rate runs for. */
const MEASURE = /^(?:dollar|cent|mile|kilometer|meter|centimeter|foot|inch|yard|pound|ounce|gram|kilogram|ton|gallon|liter|cup|hour|minute|second|day|week|month|year)$/;

/**
 * "Rebecca has 8 eggs and 6 marbles. How many eggs will each of 4 groups have?": a number of
 * other things, named nowhere in the reading or the question, is an extra fact a product or a
 * quotient may leave out. A number tied to another ("6 marbles in each box"), a measure, or one
 * whose thing the question names is never left out.
 */
export function otherThing(story: Story, candidate: Candidate, q: Quantity): boolean {
  const used = new Set(candidate.used.flatMap((u) => [u.unit, u.per ?? '', u.of ?? '', ...u.modifiers]));
  const question = story.question.text.toLowerCase();
  const named = new RegExp(`\\b${q.unit}`).test(question) || q.modifiers.some((m) => new RegExp(`\\b${m}\\b`).test(question));
  const plain = q.unit.length > 2 && q.per === null && !q.linked && !q.inherited && q.of === null && !MEASURE.test(q.unit);
  return plain && !named && !used.has(q.unit) && q.unit !== candidate.unit && tag(`the ${q.unit}`)[1]?.pos === 'NOUN'
    // Its own clause says nothing of the things used: "and 6 marbles", not "6 marbles for each egg".
    && !candidate.used.some((u) => q.clause.includes(u.unit)) && listedBesideUsed(story, candidate, q);
}

/** "has 8 eggs and 6 marbles": told in one breath with a number the reading uses, by the same verb. */
function listedBesideUsed(story: Story, candidate: Candidate, q: Quantity): boolean {
  const all = story.quantities;
  const i = all.indexOf(q);
  const bare = (x: Quantity | undefined): boolean => !!x && /^\s*(?:,\s*)?(?:and\s+)?$/.test(x.lead);
  const [before, after] = [all[i - 1], all[i + 1]];
  return (!!before && before.sentence === q.sentence && bare(q) && candidate.used.includes(before))
    || (!!after && after.sentence === q.sentence && bare(after) && candidate.used.includes(after));
}
