import { exact, showDecimal as show } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { singular } from './words.js';
import { plural, showAnswer } from './wording.js';

/**
 * The average (mean) of amounts the story lists: "She ran 4 miles on Monday, 3 on Tuesday and 5 on
 * Wednesday. What is the average distance she ran each day?" → (4 + 3 + 5) ÷ 3. Every number of the
 * story must be one of the listed amounts, all of one kind, or the count of them ("her three
 * quizzes"); a story that changes or compares amounts, or gives an average itself, is declined.
 */
const ASKS_AVERAGE = /\b(?:average|mean)\b/;
// Words that change, compare or leave out amounts: the amounts would not be the listed numbers.
const CHANGES = /\b(?:average|averages|averaged|mean|more|less|fewer|than|twice|thrice|half|times|double|triple|left|remain\w*|rest|other|another|except|total|sum|percent|already|still|if|after|before|then|later|increase\w*|decrease\w*|same|lost|gave|spent|each other|both)\b|%|\d\s*\/\s*\d/;
// What tells the listed amounts apart, one mark each: a weekday, a month, an ordinal, a week named by when it was.
const MARKS = /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december|(?:the|his|her|their|its) (?:first|second|third|fourth|fifth|sixth|last)|last week|this week|next week|the week before|yesterday|today|tomorrow)\b/g;

const FUNCTION_WORD = /^(?:in|on|at|and|or|of|to|for|from|with|by|the|a|an|his|her|their|its|that|this|he|she|they|it|is|was|were|are|be|each|per|every|all)$/;

/** The asking part of the question: from its question word on. */
function asking(question: string): string {
  const lower = question.toLowerCase();
  return lower.slice(/\b(?:what|how|find|calculate|determine)\b/.exec(lower)?.index ?? 0);
}

/** "35 phone calls" is a count of calls: the unit, or a word right after the number, names the kind. */
const names = (q: Quantity, unit: string): boolean =>
  q.unit === unit || q.trail.trim().split(/\s+/).slice(0, 3).map((w) => singular(w.replace(/[^a-z]/g, ''))).includes(unit);

/** The kind the amounts count: the unit most numbers name ("35 phone calls", "27 calls" → call). */
function kindOf(story: Story): string | null {
  const kinds = story.quantities.flatMap((q) => [q.unit, ...q.trail.trim().split(/\s+/).slice(0, 3).map((w) => singular(w.replace(/[^a-z]/g, '')))]).filter((k) => k.length > 1 && !FUNCTION_WORD.test(k));
  const named = (k: string): number => story.quantities.filter((q) => names(q, k)).length;
  return kinds.reduce<string | null>((best, k) => (best === null || named(k) > named(best) ? k : best), null);
}

/** The listed amounts (one kind, one per) and the stated count of them, or null. */
function listed(story: Story): { values: Quantity[]; unit: string; per: string | null; counted: boolean } | null {
  // "the first 4 hours: 12, 15, 9 and 20": a bare list, and one number that counts it.
  const bare = story.quantities.filter((q) => (q.unit === '' || q.inherited) && q.per === null);
  const rest = story.quantities.filter((q) => !bare.includes(q));
  if (bare.length >= 3 && rest.length === 1 && rest[0]!.value === bare.length) return { values: bare, unit: story.question.unit ?? '', per: null, counted: true };
  const unit = kindOf(story);
  const first = story.quantities.find((q) => unit !== null && names(q, unit));
  if (!unit || !first) return null;
  const values = story.quantities.filter((q) => (names(q, unit) || q.unit === '' || q.inherited) && q.per === first.per);
  const counts = story.quantities.filter((q) => !values.includes(q));
  const countsThem = counts.every((q) => q.per === null && exact.fraction(q.value).equals(values.length));
  return values.length >= 2 && counts.length <= 1 && countsThem ? { values, unit, per: first.per, counted: counts.length === 1 } : null;
}

/**
 * The amounts must be told apart one by one, so none is a total or a count: each belongs to its own
 * person ("Marcus sees 7, Humphrey sees 11"), or the facts name as many distinct days, months or
 * ordinals as there are amounts, or they are one bare list counted in the story ("58, 62 and 49 in
 * the first 3 hours").
 */
function toldApart(story: Story, values: readonly Quantity[], counted: boolean): boolean {
  const owners = values.map((q) => q.owner);
  if (owners.every((o) => o !== null) && new Set(owners).size === values.length) return true;
  const marks = story.facts.join(' ').toLowerCase().match(MARKS) ?? [];
  if (marks.length === values.length && new Set(marks).size === marks.length) return true;
  const [first, ...rest] = values;
  return counted && values.length >= 3 && !!first && rest.every((q) => q.sentence === first.sentence && (q.unit === '' || q.inherited));
}

function read(statement: string): { story: Story; values: Quantity[]; unit: string; per: string | null; counted: boolean } | null {
  const split = splitQuestion(statement);
  const question = split ? asking(split.question) : '';
  // Signed amounts ("-36 degrees") and changes in the question ("the other nights") are other stories.
  if (!split || !ASKS_AVERAGE.test(question) || CHANGES.test(split.facts.toLowerCase().replace(MARKS, '')) || CHANGES.test(question.replace(ASKS_AVERAGE, '')) || /[-+−]\s*\d|\bbelow\b/.test(statement)) return null;
  const story = readStory(statement);
  const found = story ? listed(story) : null;
  if (!story || !found || !toldApart(story, found.values, found.counted) || (question.match(MARKS) ?? []).length > 0) return null;
  // "the average of the three": a number in the question must be the count of the amounts.
  return story.questionQuantities.every((q) => q.value === found.values.length) ? { story, ...found } : null;
}

export function solveAverageOfValues(statement: string): Solved | null {
  const reading = read(statement);
  if (!reading) return null;
  const { story, values, unit, per } = reading;
  const sum = values.reduce((s, q) => s.add(exact.fraction(q.value)), exact.fraction(0));
  const mean = sum.div(values.length);
  // An average shown as a decimal must end: 2 places at most, as the story's amounts are written.
  if (mean.s < 0n || !mean.mul(100).d.toString().match(/^1$/)) return null;
  // The second way: the mean taken as many times as there are amounts gives the sum back.
  if (!mean.mul(values.length).equals(sum)) return null;
  // The answer counts what the question names ("average score" names none: the number stands alone).
  const kind = story.question.unit ?? (values.some((q) => q.unit === unit) ? unit : '');
  const shown = per && kind ? `${kind} per ${per}` : kind;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: values.map((q) => `${q.value} ${plural(shown, exact.fraction(q.value))}`) },
    { kind: 'number-sentence', sentence: `(${values.map((q) => q.value).join(' + ')}) ÷ ${values.length} = ?`, schema: 'average' },
    { kind: 'check', statement: `${show(mean)} × ${values.length} = ${show(sum)}, the sum of the ${values.length} amounts`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(mean, shown) };
}
