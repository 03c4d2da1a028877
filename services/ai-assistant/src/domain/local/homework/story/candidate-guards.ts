import { tag } from '../../text/nlp.js';
import type { Quantity, Story } from './read-story.js';
import type { Candidate } from './schemas.js';
import { totalMisread } from './total-guards.js';

/**
 * Checks of one reading against the whole story: a number the reading leaves out must be plainly
 * about something else, a stated total is never one more part, and the question's own words (left,
 * two things, named people) must fit what the reading computes. Each returns true to decline.
 */
const TOTAL_WORDS = /\b(?:the total|in total|altogether|in all|combined|all together|total (?:cost|number|amount|price|bill))\b/;
const ADDING: ReadonlySet<string> = new Set(['combine', 'priced-items', 'compare']);

const plural = (unit: string): string => (/(?:s|sh|ch|x)$/.test(unit) ? `${unit}es` : /[^aeiou]y$/.test(unit) ? `${unit.slice(0, -1)}ies` : `${unit}s`);

/** The sentence a number stands in, lower case. */
function sentenceOf(story: Story, q: Quantity): string {
  return (story.facts[q.sentence] ?? q.clause).toLowerCase();
}

/** "Dogs have 42 teeth" says what each dog has: a left-out "5 dogs" is what the 42 is for. */
function namedInGeneral(sentence: string, unit: string): boolean {
  if (unit.length < 3) return false;
  const found = new RegExp(`((?:\\S+\\s+){0,3})${plural(unit)}\\s+(?:have|has|had|contain|contains|hold|holds|weigh|weighs|cost|costs|need|needs|eat|eats|lay|lays|produce|produces|give|gives|are|is|each)\\b`, 'g');
  // "5 red marbles", "the other trees" count or point back at a number: not a general mention.
  return [...sentence.matchAll(found)].some((m) => !/\d|\b(?:more|other|fewer|extra|the|of|two|three|four|five|six|seven|eight|nine|ten|twelve|dozen)\b/.test(m[1] ?? ''));
}

/** "13 field goals worth 3 points", "six bunches with eight bananas": nothing but a tie between two numbers. */
function tiedInSentence(story: Story, a: Quantity, b: Quantity): boolean {
  if (a.sentence !== b.sentence) return false;
  const sentence = sentenceOf(story, a);
  const [i, j] = [positionOf(story, a, sentence), positionOf(story, b, sentence)];
  if (i < 0 || j < 0 || i === j) return false;
  const between = sentence.slice(Math.min(i, j), Math.max(i, j));
  return !/\b(?:and|or|but|while|whereas|then)\b|;/.test(between);
}

/** Where a number stands in its sentence: the n-th time its digits are written there. */
function positionOf(story: Story, q: Quantity, sentence: string): number {
  const twins = story.quantities.filter((x) => x.sentence === q.sentence && x.written === q.written);
  const escaped = q.written.toLowerCase().replace(/[.]/g, '\\.');
  const found = [...sentence.matchAll(new RegExp(`(?<![\\w.])${escaped}(?![\\w])`, 'g'))];
  return found[twins.indexOf(q)]?.index ?? -1;
}

/** "3 ferns, 5 palms, and 7 succulent plants … a total of 24 plants": kinds of the asked thing left out. */
function kindsLeftOut(story: Story, candidate: Candidate, left: readonly Quantity[]): boolean {
  const narrowed = story.question.modifiers.length === 0 && candidate.used.some((u) => u.modifiers.length > 0);
  return narrowed && left.some((q) => candidate.used.some((u) => u.sentence === q.sentence));
}

/** A left-out number tied to a used one: part of the reading's arithmetic, so the reading is not the story. */
function leftOutTied(story: Story, candidate: Candidate): boolean {
  if (candidate.selective) return false;
  const left = story.quantities.filter((q) => !candidate.used.includes(q));
  const tied = (q: Quantity): boolean => candidate.used.some((u) => tiedInSentence(story, q, u) || namedInGeneral(sentenceOf(story, u), q.unit));
  return left.some(tied) || kindsLeftOut(story, candidate, left);
}

/** "The total cost was $42": a stated total is the whole, never one more part to add or compare. */
function totalAsPart(candidate: Candidate): boolean {
  return ADDING.has(candidate.schema) && candidate.used.some((q) => TOTAL_WORDS.test(q.clause));
}

/** "How many are left?" after only gains: something was taken away that the reading did not see. */
function leftAfterOnlyGains(story: Story, candidate: Candidate): boolean {
  return candidate.schema === 'combine' && /\b(?:left|leftover|left over|surplus|spare|remain|remains|remaining)\b/.test(story.question.text.toLowerCase());
}

/** "How many solar systems and planets are there?" asks two things; a one-kind reading misses one. */
function asksTwoThings(story: Story, candidate: Candidate): boolean {
  const two = /\bhow (?:many|much) (?:[a-z]+ ){0,2}?[a-z]+s? and (?:the )?[a-z]+/.exec(story.question.text.toLowerCase());
  return !!two && candidate.schema !== 'combine';
}

/** The people a question names ("Greg and Earl"): every number used must be one of theirs. */
function usesOthersAmounts(story: Story, candidate: Candidate): boolean {
  const owners = new Set(story.quantities.map((q) => q.owner));
  const names = tag(story.question.text).map((t) => t.text.toLowerCase()).filter((t) => owners.has(t));
  if (new Set(names).size < 2) return false;
  return candidate.used.some((q) => q.owner !== null && !names.includes(q.owner));
}

/** "William and Harry played 15 rounds": an amount two people share is not one person's base. */
function jointAmountAsBase(story: Story, candidate: Candidate): boolean {
  return candidate.schema === 'relation' && candidate.used.some((q) => /\b[a-z]+ and [a-z]+ (?:together )?(?:have|had|has|played|scored|made|collected|got|earned|won|ate|sold|bought|spent)\b/.test(sentenceOf(story, q)));
}

/** "buys a computer for $400" with money the subject had: the price is spent, never added. */
function priceAdded(candidate: Candidate): boolean {
  if (candidate.schema !== 'combine') return false;
  return candidate.used.some((q) => (q.unit === 'dollar' || q.unit === 'cent') && /\b(?:buys?|bought|purchase[sd]?|pays?|paid|spends?|spent|orders?|ordered)\b.*\bfor\s*$/.test(q.lead));
}

/** "How many more … than" after "times as many" asks the difference, which this reading does not compute. */
function relationAsksDifference(story: Story, candidate: Candidate): boolean {
  return candidate.schema === 'relation' && candidate.expression.includes('*') && /\bhow (?:many|much) (?:more|fewer|less)\b/.test(story.question.text.toLowerCase());
}

/** Two amounts compared must count the same thing, unless the question compares the two kinds ("more pastries than cakes"). */
function comparesUnlike(story: Story, candidate: Candidate): boolean {
  const units = [...new Set(candidate.used.map((q) => q.unit))];
  if (candidate.schema !== 'compare' || units.length < 2) return false;
  const kinds = /\b(?:more|fewer|less) ([a-z]+)\b.*?\bthan (?:the )?([a-z]+)\b/.exec(story.question.text.toLowerCase());
  const named = (u: string): boolean => !!kinds && [kinds[1], kinds[2]].some((w) => w === u || w === plural(u));
  return !units.every(named);
}

const CHECKS: ReadonlyArray<(story: Story, candidate: Candidate) => boolean> = [
  leftOutTied, (_s, c) => totalAsPart(c), leftAfterOnlyGains, asksTwoThings, usesOthersAmounts, jointAmountAsBase,
  (_s, c) => priceAdded(c), relationAsksDifference, comparesUnlike,
  // totals: a change across kinds or asked as one act, a bill asked for one of its things
  totalMisread,
];

/** True when some check speaks against this reading of the story. */
export function readingDeclined(story: Story, candidate: Candidate): boolean {
  return CHECKS.some((check) => check(story, candidate));
}
