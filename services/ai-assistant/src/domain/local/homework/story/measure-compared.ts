import { exact, showExact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { namedOne, namedPair, ownTextAmong } from './difference-sides.js';
import { wordsOf } from './words-of.js';
import { differenceSteps, sharedUnit } from './difference-asked.js';
import { askedSides, COMPARATIVE, type Sides } from './measure-sides.js';
import { showAnswer } from './wording.js';

/**
 * Two told amounts of one measure and a question for how much one side is beyond the other, said with
 * a comparative: "Miki's sandcastle was 0.83 foot tall and her sister's was 0.5 foot tall. How much taller
 * was Miki's sandcastle than her sister's?", "How much greater was the amount of flour used compared to
 * the amount of sugar?", "By how many miles is Vince's bus ride longer than Zachary's?", "Determine how
 * much farther Eve ran than walked." Each side names one told number (difference-sides.ts), or, with just
 * two numbers of one thing, "the longer worm" / "the shorter worm" name the larger and the smaller one.
 * The comparative must go the way the numbers go ("shorter" asks of the smaller side). Both numbers count
 * the same thing; a change, a transfer, a relation, a rate, a part or a total in the facts declines.
 */
/** Words of a fact with a number that make the two numbers something other than two states of one measure. */
const BEYOND = /\b(?:than|times|twice|half|each|per|every|total|sum|altogether|together|combined|in all|more|less|fewer|left|rest|remaining|some|another|extra|additional|both(?! of them)|average|taller|shorter|longer|heavier|lighter|older|younger|greater|smaller|bigger|larger|higher|lower|farther|further|wider|deeper|gave|give|gives|given|lent|sold|sells?|paid|pays|passed|handed|shared|donated|took|takes?|stole|received|receives?|got|gets|borrowed|lost|loses|spent|bought|buys|added|adds|removed|increased?|decreased?|grew|dropped|rose|fell|shrank|replaced|now|later|then)\b|%|\d\s*\/\s*\d/i;
/** A fact without a number may set the scene ("They both built sandcastles and then measured them") but not move or relate amounts. */
const SCENE_BEYOND = /\b(?:than|times|twice|half|total|sum|more|less|fewer|left|rest|remaining|some|another|extra|additional|gave|give|gives|given|lent|sold|sells?|paid|pays|passed|handed|shared|donated|took|takes?|stole|received|receives?|got|gets|borrowed|lost|loses|spent|bought|buys|added|adds|removed|increased?|decreased?|grew|dropped|rose|fell|shrank|replaced)\b|%|\d\s*\/\s*\d/i;
const LARGER = /^(?:the )?(?:longer|larger|bigger|taller|greater|heavier|older|higher|longest|largest|biggest|tallest|heaviest|oldest|highest)\b/i;
const SMALLER = /^(?:the )?(?:shorter|smaller|lighter|younger|lower|shortest|smallest|lightest|youngest|lowest)\b/i;

/** "the longer worm" against "the shorter worm": with two numbers, the sides pick by size alone. */
function bySize(all: Quantity[], left: string, right: string): [Quantity, Quantity] | null {
  if (all.length !== 2) return null;
  const [a, b] = all as [Quantity, Quantity];
  const [big, small] = a.value >= b.value ? [a, b] : [b, a];
  if (LARGER.test(left) && SMALLER.test(right)) return [big, small];
  if (SMALLER.test(left) && LARGER.test(right)) return [small, big];
  return null;
}

/**
 * "She spotted two worms … One worm was 0.8 inches long, and the other was 0.1 inches": the 2 and the 1 count
 * the things measured, not the measure. Left out are numbers of 1 or 2 counting a thing the question or
 * another sentence names ("the longer worm"), when exactly two numbers of one other unit remain.
 */
export function measuresOf(story: Story): Quantity[] {
  const all = story.quantities;
  const counted = (q: Quantity): boolean => (q.value === 1 || q.value === 2) && q.unit !== '' && q.per === null;
  const rest = all.filter((q) => !counted(q));
  if (rest.length !== 2 || rest.length === all.length || !rest[0]!.unit || rest[0]!.unit !== rest[1]!.unit) return all;
  const namedElsewhere = (q: Quantity): boolean => {
    const thing = new RegExp(`\\b${q.unit}s?\\b`, 'i');
    return thing.test(story.question.text) || story.facts.some((fact, i) => i !== q.sentence && thing.test(fact));
  };
  return all.filter(counted).every((q) => q.unit !== rest[0]!.unit && namedElsewhere(q)) ? rest : all;
}

/** "One shell was 3.5 inches long, and the other …": the reader takes "one shell" for a rate's "per shell"; it names the thing measured. */
function oneOfTwo(story: Story, q: Quantity): boolean {
  return q.per !== null && /^(?:one|1) /.test(q.lead) && /\bthe other\b/i.test(story.facts.join(' ')) && new RegExp(`\\b${q.per}s?\\b`, 'i').test(story.question.text);
}

export function sameThing(story: Story, a: Quantity, b: Quantity): boolean {
  if (!a.unit || a.unit !== b.unit || [a, b].some((q) => q.per !== null && !oneOfTwo(story, q))) return false;
  const asked = story.question.unit;
  if (asked === null || asked === a.unit) return true;
  // "How much more corn did Greg harvest" after "0.4 acre of corn and 0.1 acre": the thing measured may be asked
  // instead of the unit, when no number measures another thing.
  const names = (q: Quantity): boolean => q.of === asked || new RegExp(`\\b${asked}s?\\b`).test(q.clause);
  return [a, b].some(names) && [a, b].every((q) => q.of === null || names(q));
}

/** "between the two textbooks": the question counts the things compared, no measure of its own. */
const COUNTS_COMPARED = /\b(?:the|both|these|those|her|his|their) 2 [a-z]+s\b/i;

/** The facts' measures (two, or a list in one sentence) and a measure the question tells, when the facts only tell them; else null. */
export function comparedMeasures(story: Story): { all: Quantity[]; asked: Quantity | null } | null {
  const asked = story.questionQuantities.filter((q) => !(q.value === 2 && COUNTS_COMPARED.test(story.question.text)));
  if (asked.length > 1) return null;
  if (story.facts.some((fact) => (/\d/.test(fact) ? BEYOND : SCENE_BEYOND).test(fact))) return null;
  const all = measuresOf(story);
  if (asked.length === 1) return all.length === 1 ? { all, asked: asked[0]! } : null;
  return all.length === 2 || (all.length <= 4 && all.every((q) => q.sentence === all[0]!.sentence)) ? { all, asked: null } : null;
}

/** The two numbers compared, the left side's first: named by the sides, by size, or by where the question tells one. */
function pairOf(story: Story, measures: { all: Quantity[]; asked: Quantity | null }, sides: Sides): [Quantity, Quantity] | null {
  const { all, asked } = measures;
  if (asked) {
    // "How much more did she have than today's 0.3 boxes?": a number told in a side is that side's.
    const [told] = all as [Quantity];
    const inRight = sides.right?.includes(asked.written) ?? false;
    if (inRight === sides.left.includes(asked.written)) return null;
    return inRight ? [told, asked] : sides.right === null ? null : [asked, told];
  }
  if (sides.right === null) {
    // "How much more baking powder did she have yesterday?": the side names one number, the other is the other.
    // Every word of the side must be the number's own ("did she see over the lake" names no told number).
    const one = all.length === 2 ? namedOne(story, sides.left, all) : null;
    const own = one ? wordsOf(`${ownTextAmong(story, one, all)} ${one.owner ?? ''}`) : new Set<string>();
    return one && [...wordsOf(sides.left)].every((w) => own.has(w)) ? [one, all.find((q) => q !== one)!] : null;
  }
  return bySize(all, sides.left, sides.right) ?? namedPair(story, sides.left, sides.right, all);
}

/** "Determine the amount longer the longer worm was compared to …" asks "How much longer was the longer worm compared to …?" */
const AMOUNT_ASKED = new RegExp(`(^|[.!?]\\s+)(?:determine|find|calculate|compute|work out|what is|what was) the (?:amount|extent) (${COMPARATIVE}) (.+?)[.?]?$`, 'i');

export function solveMeasureCompared(statement: string): Solved | null {
  const story = readStory(statement.trim().replace(AMOUNT_ASKED, (_all, start: string, word: string, rest: string) => `${start}How much ${word} ${rest}?`));
  // "How much greater, as a percentage, …" asks no difference of the numbers.
  const sides = story && !/\b(?:percent|percentage|ratio|times|fraction)\b|%/i.test(story.question.text) ? askedSides(story.question.text) : null;
  const measures = story && sides ? comparedMeasures(story) : null;
  const pair = story && sides && measures ? pairOf(story, measures, sides) : null;
  if (!story || !sides || !pair || !sameThing(story, pair[0], pair[1])) return null;
  const [left, right] = pair;
  const [larger, smaller] = sides.up ? [left, right] : [right, left];
  if (larger.value <= smaller.value) return null;
  const value = exact.fraction(larger.value).sub(exact.fraction(smaller.value));
  // Checked a second way: the difference added back to the smaller gives the larger.
  if (!value.add(exact.fraction(smaller.value)).equals(exact.fraction(larger.value))) return null;
  const answer = showExact(value, 'decimal');
  return { kind: 'word-problem', steps: differenceSteps(story, larger, smaller, answer), answer: showAnswer(value, sharedUnit(larger, smaller)) };
}
