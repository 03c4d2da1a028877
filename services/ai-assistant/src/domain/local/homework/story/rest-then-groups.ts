import { exact, showExact, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved, StorySchema } from '../steps.js';
import { amountWords } from '../../text/amount-words.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import { onceTold, peopleNamed, repeated, restTold, sentenceOf, toldAsRest, type Told, toldNumbers } from './rest-told.js';
import { DENIED, REST, restAmount, type RestAmount, sameThing } from './rest-amount.js';
import { restIntoSizedGroups } from './rest-sized-groups.js';
import { unitPhrase } from './unit-phrase.js';
import { singular, tidyText } from './words.js';
import { plural, showAnswer } from './wording.js';

/**
 * A whole, a part of it taken out, and the rest grouped or rated (two steps), however the story orders
 * its clauses:
 * - the size of each group asked: "Haley took 65 pictures and put 17 in one album. The remaining pictures
 *   were split evenly among 6 more albums. How many pictures are in each album?" → (65 − 17) ÷ 6;
 * - the number of groups asked: "After removing 31 of the 80 files, Nancy put the remaining files into
 *   folders holding 7 files apiece. How many folders?" → (80 − 31) ÷ 7;
 * - a rate for each one of the rest asked: "Two of the 7 members didn't show up. The remaining members
 *   scored 4 points each. How many points?" → (7 − 2) × 4.
 * The whole and the part count one thing (the part may leave it unsaid), the part is taken out by "the
 * rest", "remaining", "all but" or (for a rate) a denial; the grouping number is the one rate or the one
 * count of the asked groups. Any other number declines, except the rest told again. Checked a second way:
 * the answer grouped back (times the groups, or divided by the rate) and the part added give the whole.
 */
/** "how many pictures are in each album", "how many pieces of clothing did each of the small loads contain". */
const EACH_ASKED = /^how many ([a-z]+(?: of [a-z]+)?) .*?\b(?:in|on|per|into|for|inside) (?:each|every|per)(?: one)?(?: of the(?: \d+)?)?(?: [a-z]+)? ([a-z]+)\??$|^how many ([a-z]+(?: of [a-z]+)?) (?:did|does|do|could|can|would|will) each(?: of the(?: \d+)?)?(?: [a-z]+)? ([a-z]+) (?:contain|have|hold|get|receive)\??$/;
const UNTOLD = /\b(?:once|twice|both|couple|half|double|triple|single|himself|herself|themselves|itself|myself|yourself|including)\b|\bone\b(?! of\b)/;
const COUNT_ASKED = /^how many ([a-z]+)\b/;

/** "how many such tables …" → "table", "how many pieces of clothing …" → "piece of clothing". */
const askedThingOf = (question: string): string => {
  const phrase = unitPhrase(question.replace(/^how many\s+/, ' '));
  return phrase.of && phrase.of !== phrase.unit ? `${phrase.unit} of ${phrase.of}` : phrase.unit;
};
/** The rate comes after the amount is told: "8 of them were torn. He sold the remaining for $7 each", not "5 of whom were in, and each of them had 8". */
const rateOfRest = (amount: RestAmount, rate: Told, story: string): boolean => {
  const last = Math.max(amount.whole.at, amount.part.at);
  const between = story.slice(Math.min(last, rate.at), Math.max(last, rate.at));
  return /[.?!]/.test(between) || REST.test(between) || /\bif\b/.test(between);
};
/** Those still counted, named where they are grouped or rated ("the remaining members", "the working games", "those who showed up"). */
const KEPT = /\b(?:working|present|participating|intact|good|who (?:showed up|came|attended)|rest|remaining|remainder|residual|other|all (?:but|except)|except)\b/;
/** The rest is what is grouped or rated: said so in the sentence of the grouping number or in the question ("the remaining members", "the working games"). */
function restGrouped(amount: RestAmount, by: Told, story: string, question: string): boolean {
  // A sum is grouped or rated as a whole when that is said: "all her assignments", "in total", "they".
  if (amount.sentence.includes('+')) return /\b(?:all|total|altogether|together|combined|entire|whole|them|they|their|sum)\b/.test(`${sentenceOf(story, by.at)} ${question}`);
  if (!amount.sentence.includes('−')) return true;
  const said = `${sentenceOf(story, by.at).replace(amount.part.clause, '')} ${question}`;
  // "Those who didn't come sent 2 cards each": what is grouped or rated is then the part, not the rest.
  if (DENIED.test(said)) return false;
  return KEPT.test(said);
}

interface Reading { amount: RestAmount; by: Told; answer: Exact; sentence: string; unit: string; schema: StorySchema }

/** The schema the grade phrasebooks and word guards know: the rest, a sum or only some; shared out (÷ groups), put in groups (÷ size) or rated (×). */
function schemaOf(amount: RestAmount, step: 'share' | 'groups' | 'rate'): StorySchema {
  const kind = amount.sentence.includes('−') ? 'rest' : amount.sentence.includes('+') ? 'sum' : 'some';
  if (kind === 'rest') return step === 'rate' ? 'rest-then-groups' : 'rest-then-share';
  if (kind === 'sum') return step === 'rate' ? 'parts-then-groups' : step === 'share' ? 'parts-then-share' : 'parts-then-rate';
  return step === 'rate' ? 'equal-groups' : 'sharing';
}

function eachAsked(question: string, told: readonly Told[], story: string): Reading | null {
  const m = EACH_ASKED.exec(question);
  if (!m || told.some((t) => t.rate)) return null;
  const [thing, group] = [askedThingOf(question), singular(m[2] ?? m[4] ?? '')];
  const groups = told.filter((t) => t.thing === group);
  const amount = restAmount(told.filter((t) => t.thing !== group), false, story);
  if (groups.length !== 1 || !amount || !sameThing(amount.thing, thing) || groups[0]!.value <= 1 || !restGrouped(amount, groups[0]!, story, question)) return null;
  const by = groups[0]!;
  // "27 in one album … 10 albums in all": the count of groups must be the rest's groups only.
  if (/\b(?:total|in all|altogether|all)\b/.test(by.clause)) return null;
  if (new RegExp(`\\bone ${group}\\b`).test(amount.part.clause) && !/\b(?:other|more|different|separate|equal|small|smaller|remaining|rest)\b/.test(sentenceOf(story, by.at))) return null;
  return { amount, by, answer: exact.fraction(amount.value).div(by.value), sentence: `${amount.sentence} ÷ ${by.value}`, unit: `${thing} per ${group}`, schema: schemaOf(amount, 'share') };
}

function groupsOrRateAsked(question: string, told: readonly Told[], story: string): Reading | null {
  const rates = told.filter((t) => t.rate);
  const asked = COUNT_ASKED.exec(question)?.[1];
  const rate = rates[0];
  if (rates.length !== 1 || !rate || /\b(?:each|per|every|other)\b/.test(question) || /^what (?:is|are)\b/.test(question)) return null;
  const counts = told.filter((t) => !t.rate);
  const askedThing = /^how much money\b/.test(question) ? 'dollar' : /\bscore\b/.test(question) ? 'point' : asked ? askedThingOf(question) : '';
  if (!askedThing) return null;
  // The number of groups: the rate is a group's size of the whole's own thing.
  const grouped = restAmount(counts, false, story);
  if (grouped && rateOfRest(grouped, rate, story) && restGrouped(grouped, rate, story, question) && (!rate.thing || sameThing(rate.thing, grouped.thing)) && !sameThing(askedThing, grouped.thing) && (rate.per === null || sameThing(rate.per, askedThing))) {
    return { amount: grouped, by: rate, answer: exact.fraction(grouped.value).div(rate.value), sentence: `${grouped.sentence} ÷ ${rate.value}`, unit: askedThing, schema: schemaOf(grouped, 'groups') };
  }
  // A rate for each one of the rest: the rate counts the asked thing, for each one of the whole's thing.
  const rated = restAmount(counts, true, story);
  if (rated && rateOfRest(rated, rate, story) && restGrouped(rated, rate, story, question) && rate.thing && sameThing(rate.thing, askedThing) && !sameThing(rate.thing, rated.thing) && (rate.per === null || sameThing(rate.per, rated.thing))) {
    return { amount: rated, by: rate, answer: exact.fraction(rated.value).mul(rate.value), sentence: `${rated.sentence} × ${rate.value}`, unit: askedThing, schema: schemaOf(rated, 'rate') };
  }
  return null;
}

/** The second way: the answer grouped back (times the groups, or over the rate) gives the amount, and the amount gives back the whole. */
function checksBack(r: Reading): boolean {
  const amount = r.sentence.includes('×') ? r.answer.div(r.by.value) : r.answer.mul(r.by.value);
  const { whole, part, other } = r.amount;
  const back = Number.isNaN(other) ? amount.add(part.value).equals(whole.value) || amount.sub(part.value).equals(whole.value) : amount.add(other).equals(whole.value);
  return back && r.answer.compare(0) > 0 && (r.sentence.includes('×') || r.answer.d === 1n);
}

/** One reader of both readings: the told numbers' (below) and the story quantities' sized groups (rest-sized-groups.ts); two different answers decline. */
export function solveRestThenGroups(statement: string): Solved | null {
  const byNumbers = restThenGroupsByNumbers(statement);
  const bySize = restIntoSizedGroups(statement);
  if (byNumbers && bySize && byNumbers.answer !== bySize.answer) return null;
  return byNumbers ?? bySize;
}

function restThenGroupsByNumbers(statement: string): Solved | null {
  const split = splitQuestion(tidyText(statement));
  // "the remaining half", "a dozen": amounts in words are the readers of parts'.
  // "His sister sold 14": a change by another than the owner, or another group asked ("the other team"), is no rest of this whole.
  if (!split || amountWords(statement).length > 0 || peopleNamed(statement) > 1) return null;
  const question = split.question.toLowerCase().trim();
  // "How many more …", "… left over", "How many does she still need": another step this reading does not take.
  if (/\b(?:more|left|remain\w*|extra|else|fewer|less|still|leftover|over)\b/.test(question.replace(/\b(?:the remaining|the rest of the|remaining)\s+(?:\d+\s+)?[a-z]+(?: [a-z]+)?\??$/, ''))) return null;
  const story = `${split.facts} ${split.question}`.toLowerCase().replace(/\$\s?(\d+(?:\.\d+)?)/g, '$1 dollars');
  // Amounts no digit tells ("twice", "both", "keeps one for himself") are another step.
  if (UNTOLD.test(story.replace(/\b(?:(?:in|into|on) one [a-z]+|each one)\b/g, ''))) return null;
  const told = toldNumbers(story);
  if (!told || told.some((t) => !Number.isInteger(t.value) && !t.rate)) return null;
  // The rest told again ("the remaining 12 books", "only 5 … because 2 were absent") is no new number when it agrees.
  const absent = told.filter((t) => DENIED.test(t.clause));
  const keeps = [restTold(told), onceTold(told), ...absent.map((a) => onceTold(told.filter((t) => t !== a)))];
  const found = keeps.flatMap((kept) => [eachAsked, groupsOrRateAsked].map((read) => ({ kept, reading: read(question, kept, story) })));
  const { kept, reading } = found.find((f) => f.reading !== null) ?? { kept: [], reading: null };
  if (!reading || toldAsRest(reading.amount.whole) || toldAsRest(reading.amount.part) || !checksBack(reading) || !kept.every((t) => [reading.amount.whole, reading.amount.part, reading.by].includes(t))) return null;
  if (told.some((t, i) => !kept.includes(t) && !repeated(told, i) && t.value !== reading.amount.value && t.value !== reading.amount.other)) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: split.question.trim() },
    { kind: 'facts', facts: [reading.amount.whole, reading.amount.part, reading.by].map((t) => t.text) },
    { kind: 'number-sentence', sentence: `${reading.sentence} = ?`, schema: reading.schema },
    { kind: 'check', statement: `${reading.sentence} gives back ${reading.amount.value} ${reading.amount.thing}, which agrees with ${reading.amount.whole.value} and ${reading.amount.part.value}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: reading.unit === 'dollar' ? showAnswer(reading.answer, 'dollar') : shownCount(reading.answer, reading.unit) };
}

/** "8 pieces of clothing per load", "7 folders". */
function shownCount(answer: Exact, unit: string): string {
  const [thing = '', group] = unit.split(' per ');
  const [head = '', of] = thing.split(' of ');
  return `${showExact(answer, 'decimal')} ${plural(head, answer)}${of ? ` of ${of}` : ''}${group ? ` per ${group}` : ''}`;
}
