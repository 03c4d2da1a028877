import { exact, plain, showExact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { singular } from './words.js';
import { describe, showAnswer } from './wording.js';

/**
 * para-muldiv: equal groups told with "each" pointing back at the groups, two numbers in all, the total of
 * the things in the groups asked:
 * - "There are 2 children and each one has 6 pencils." / "… and each one of them has a set of 11 basketballs";
 * - "5 clown mobiles each carry 28 clowns." / "124 students each create 3 stars for the school wall.";
 * - "45 students rode in each of the 8 buses." / "84 leaves in a garden and on each leaf are 139 ladybugs";
 * - "37 bags of cookies, each with 19 cookies inside".
 * The "each" must name the counted groups (their noun, "one", "of them", "of which" or "of the 8 buses"),
 * the question asks the contents' thing and nothing per group; changes, comparisons, capacities asked as
 * facts, a second person and any third number decline.
 */
const BLOCKED = /\b(?:than|times|twice|half|left|gave|give|gives|given|lost|lose|sold|sell|spent|spend|ate|eat|eaten|used|use|broke|threw|donated|more|fewer|less|some|extra|additional|other|another|rest|remaining|remain|shared?|split|divided|equally|already|including|both|least|most|average|pairs?|dozens?|percent|except|instead|only|after|before|lend|lent|borrow\w*|need\w*|want\w*)\b|%|\$/;
/** Capacities ("can hold", "a capacity of 45") are facts only when the question asks what can be. */
const CAPACITY = /\b(?:capacity|hold|holds|fit|fits|maximum|up to|accommodates?|seats?)\b/;
const MEASURE = /^(?:pound|ounce|gram|kilogram|ton|mile|meter|kilometer|foot|feet|inch|yard|centimeter|cup|gallon|liter|quart|pint|dollar|cent|hour|minute|second|day|week)$/;
const ASKED_PER_GROUP = /\b(?:each|every|per|apiece|left|more|than|not|remain\w*|share|average)\b|n't\b/;

/** The words naming the groups: "each one", "each of them", "each of which", "each of the 8 buses", "each bus", "buses each". */
function eachNamesGroups(sentence: string, count: Quantity, size: Quantity, namedOnly: boolean): boolean {
  const noun = count.trail.trim().split(/\s+/)[count.modifiers.length] ?? '';
  const isGroup = (word: string): boolean => !!word && (singular(word) === count.unit || word === count.unit || word === noun || [`${word}s`, `${word}es`, word.replace(/f$/, 'ves'), word.replace(/y$/, 'ies')].includes(noun));
  const eachWords = [...sentence.matchAll(/\b(?:each|every)\b/g)];
  if (eachWords.length !== 1) return false;
  const after = sentence.slice((eachWords[0]!.index ?? 0) + 4).trim().replace(/^y\b\s*/, '');
  const before = sentence.slice(0, eachWords[0]!.index ?? 0).trim().replace(/,$/, '');
  const countFirst = new RegExp(String.raw`(?<![\d.])${count.written}(?![\d.])`).test(before) && new RegExp(String.raw`(?<![\d.])${size.written}(?![\d.])`).test(after);
  const next = after.split(/[\s,.;]+/);
  // "each one", "each of them" name no groups: the groups' count comes before them and the size after.
  const pronoun = next[0] === 'one' || (next[0] === 'of' && /^(?:them|which|these|those)$/.test(next[1] ?? ''));
  if (pronoun) return countFirst && !namedOnly;
  // "each of the 8 buses", "each of the 8 school buses"
  if (next[0] === 'of' && /^(?:the|its|his|her|their)$/.test(next[1] ?? '') && next[2] === count.written) return isGroup(next[3] ?? '') || isGroup(next[4] ?? '');
  // "each bus", "each clown mobile" (the groups' own describing word first)
  if (next[0] && (isGroup(next[0]) || (count.modifiers.includes(next[0]) && isGroup(next[1] ?? '')))) return true;
  // "5 clown mobiles each carry", "37 bags of cookies, each with": the groups' count right before "each", the size after it,
  // and "each" not naming the size's own thing ("3 hours each day for 5 days", "9 trees with 14 birds each").
  const sizeAfter = new RegExp(String.raw`(?<![\d.])${size.written}(?![\d.])`).test(after) && !new RegExp(String.raw`(?<![\d.])${size.written}(?![\d.])`).test(before);
  if (!sizeAfter || (next[0] && singular(next[0]) === size.unit)) return false;
  const lastWords = before.split(/\s+/);
  const groupWord = lastWords.at(-1) ?? '';
  const ofThing = lastWords.at(-3) && lastWords.at(-2) === 'of' ? lastWords.at(-3)! : '';
  // "2 children and they each have": "they" only right after the groups' own clause
  const they = groupWord === 'they' && isGroup(lastWords.at(-3) ?? '') && lastWords.at(-2) === 'and';
  return isGroup(groupWord) || isGroup(ofThing) || (they && countFirst && !namedOnly);
}

interface Reading { count: Quantity; size: Quantity }

/** "How many points did she score in 10 games?": the groups counted in the question, by their own noun after "in"/"for". */
function countAsked(story: Story): Quantity | null {
  const [count] = story.questionQuantities;
  if (!count || story.questionQuantities.length !== 1 || !count.unit) return null;
  return new RegExp(String.raw`\b(?:in|for|during|over|within) (?:the next |the first )?${count.written}[ -](?:[a-z]+ )?[a-z]+`, 'i').test(story.question.text) ? count : null;
}

function read(story: Story): Reading | null {
  const { question } = story;
  const quantities = story.quantities;
  const asked = quantities.length === 1 ? countAsked(story) : null;
  if (!question.asksHowMany || !question.unit || (asked ? false : quantities.length !== 2 || story.questionQuantities.length > 0)) return null;
  const questionText = question.text.toLowerCase();
  if (ASKED_PER_GROUP.test(questionText)) return null;
  const size = quantities.find((q) => q.unit === question.unit);
  const count = asked ?? quantities.find((q) => q !== size);
  if (!size || !count || !count.unit || count.unit === size.unit || size.inherited || count.inherited) return null;
  if (size.modifiers.length > 0 && question.modifiers.length > 0 && !question.modifiers.every((m) => size.modifiers.includes(m))) return null;
  const sentence = story.facts[size.sentence]?.toLowerCase() ?? '';
  if (!eachNamesGroups(sentence, count, size, !!asked)) return null;
  // Whose: at most one owner told, and the question asks about no one else.
  const owners = new Set(quantities.map((q) => q.owner).filter((o): o is string => !!o));
  const facts = story.facts.join(' ');
  const askedNames = question.text.split(/\s+/).slice(1).filter((w) => /^[A-Z][a-z]+/.test(w)).map((w) => w.replace(/(?:'s)?[^a-zA-Z]*$/, ''));
  if (owners.size > 1 || askedNames.some((name) => !facts.includes(name))) return null;
  return { count, size };
}

export function solveEachGroupTotal(statement: string): Solved | null {
  const story = readStory(statement);
  if (!story) return null;
  const text = [...story.facts, story.question.text].join(' ').toLowerCase();
  if (BLOCKED.test(text) || (CAPACITY.test(text) && !/\b(?:can|could)\b/.test(story.question.text.toLowerCase()))) return null;
  const reading = read(story);
  if (!reading) return null;
  const { count, size } = reading;
  const value = exact.fraction(count.value).mul(exact.fraction(size.value));
  const again = Number(plain.evaluate(`${count.value} * ${size.value}`));
  if (Math.abs(again - Number(value.valueOf())) > 1e-9 || !value.div(exact.fraction(count.value)).equals(exact.fraction(size.value))) return null;
  // "2.5 apples" in each: only a measure comes in parts.
  if (value.d !== 1n || (!Number.isInteger(size.value) && !MEASURE.test(size.unit))) return null;
  const unit = [...size.modifiers, size.unit].join(' ');
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: [count, size].map((q) => describe(q)) },
    { kind: 'number-sentence', sentence: `${count.value} * ${size.value} = ?`, schema: 'equal-groups' },
    { kind: 'check', statement: `${showExact(value, 'decimal')} ÷ ${count.value} = ${size.value}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(value, unit) };
}
