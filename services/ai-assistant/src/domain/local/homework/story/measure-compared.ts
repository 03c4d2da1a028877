import { exact, showExact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { namedPair } from './difference-sides.js';
import { differenceSteps, sharedUnit } from './difference-asked.js';
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
const UP = 'more|greater|taller|longer|heavier|older|farther|further|higher|bigger|larger|wider|deeper';
const DOWN = 'less|fewer|shorter|lighter|younger|smaller|lower|narrower|shallower';
const COMPARATIVE = `(?:more (?:[a-z]+ed|[a-z]+er)|${UP}|${DOWN})`;
const LEAD = /^(?:(?:please )?(?:determine|find(?: out)?|calculate|compute|work out|tell|figure out|estimate|say)\s+)?/i;
/** "How much taller was A than B", "By how many miles is A longer than B", "how much more flour than sugar did she use". */
const ASKED = new RegExp(`^(?:by )?how (?:much|many|far)(?: (${COMPARATIVE}))? (.+?) (?:than|compared (?:to|with)|in comparison (?:to|with)|as compared (?:to|with))\\s+(.+?)(?: in (?:length|height|weight|size|distance|age))?[?.]?$`, 'i');
/** Words of a fact with a number that make the two numbers something other than two states of one measure. */
const BEYOND = /\b(?:than|times|twice|half|each|per|every|total|sum|altogether|together|combined|in all|more|less|fewer|left|rest|remaining|some|another|extra|additional|both(?! of them)|average|gave|give|gives|given|lent|sold|sells?|paid|pays|passed|handed|shared|donated|took|takes?|stole|received|receives?|got|gets|borrowed|lost|loses|spent|bought|buys|added|adds|removed|increased?|decreased?|grew|dropped|rose|fell|shrank|replaced|now|later|then)\b|%|\d\s*\/\s*\d/i;
/** A fact without a number may set the scene ("They both built sandcastles and then measured them") but not move or relate amounts. */
const SCENE_BEYOND = /\b(?:than|times|twice|half|total|sum|more|less|fewer|left|rest|remaining|some|another|extra|additional|gave|give|gives|given|lent|sold|sells?|paid|pays|passed|handed|shared|donated|took|takes?|stole|received|receives?|got|gets|borrowed|lost|loses|spent|bought|buys|added|adds|removed|increased?|decreased?|grew|dropped|rose|fell|shrank|replaced)\b|%|\d\s*\/\s*\d/i;
const HELPERS = /\b(?:is|was|are|were|did|does|do|has|have|had|will|would|the amount of|the length of|the height of|the weight of|the number of)\b/gi;
const LARGER = /^(?:the )?(?:longer|larger|bigger|taller|greater|heavier|older|higher|longest|largest|biggest|tallest|heaviest|oldest|highest)\b/i;
const SMALLER = /^(?:the )?(?:shorter|smaller|lighter|younger|lower|shortest|smallest|lightest|youngest|lowest)\b/i;

/** The comparative and the two sides, or null when the question is no such comparison. */
function askedSides(question: string): { up: boolean; left: string; right: string } | null {
  const text = question.trim().replace(LEAD, '');
  const match = ASKED.exec(text);
  if (!match?.[2] || !match[3]) return null;
  // "By how many miles is Vince's bus ride longer than Zachary's": the comparative may close the left side.
  const trailing = new RegExp(`\\s(${COMPARATIVE})$`, 'i').exec(match[2]);
  const word = match[1] ?? trailing?.[1];
  if (!word || (match[1] && trailing)) return null;
  const left = trailing ? match[2].slice(0, trailing.index) : match[2];
  const up = new RegExp(`^(?:more\\b|${UP})`, 'i').test(word);
  return { up, left: left.replace(HELPERS, ' ').trim(), right: match[3].replace(HELPERS, ' ').trim() };
}

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
  return asked === null || asked === a.unit;
}

/** The story's measures when its facts only tell them (two, or a list in one sentence), else null. */
export function comparedMeasures(story: Story): Quantity[] | null {
  if (story.questionQuantities.length > 0) return null;
  if (story.facts.some((fact) => (/\d/.test(fact) ? BEYOND : SCENE_BEYOND).test(fact))) return null;
  const all = measuresOf(story);
  return all.length === 2 || (all.length <= 4 && all.every((q) => q.sentence === all[0]!.sentence)) ? all : null;
}

/** "Determine the amount longer the longer worm was compared to …" asks "How much longer was the longer worm compared to …?" */
const AMOUNT_ASKED = new RegExp(`(^|[.!?]\\s+)(?:determine|find|calculate|compute|work out|what is|what was) the (?:amount|extent) (${COMPARATIVE}) (.+?)[.?]?$`, 'i');

export function solveMeasureCompared(statement: string): Solved | null {
  const story = readStory(statement.trim().replace(AMOUNT_ASKED, (_all, start: string, word: string, rest: string) => `${start}How much ${word} ${rest}?`));
  const sides = story ? askedSides(story.question.text) : null;
  const all = story && sides ? comparedMeasures(story) : null;
  if (!story || !sides || !all) return null;
  const pair = bySize(all, sides.left, sides.right) ?? namedPair(story, sides.left, sides.right, all);
  if (!pair || !sameThing(story, pair[0], pair[1])) return null;
  const [left, right] = pair;
  const [larger, smaller] = sides.up ? [left, right] : [right, left];
  if (larger.value <= smaller.value) return null;
  const value = exact.fraction(larger.value).sub(exact.fraction(smaller.value));
  // Checked a second way: the difference added back to the smaller gives the larger.
  if (!value.add(exact.fraction(smaller.value)).equals(exact.fraction(larger.value))) return null;
  const answer = showExact(value, 'decimal');
  return { kind: 'word-problem', steps: differenceSteps(story, larger, smaller, answer), answer: showAnswer(value, sharedUnit(larger, smaller)) };
}
