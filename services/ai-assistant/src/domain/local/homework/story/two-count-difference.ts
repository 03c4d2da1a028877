import { exact, showExact } from '../math-engine.js';
import type { SolutionStep, Solved, StorySchema } from '../steps.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import { amountWords } from '../../text/amount-words.js';
import { sameThing } from './rest-amount.js';
import { onceTold, peopleNamed, type Told, toldNumbers } from './rest-told.js';
import { singular, tidyText } from './words.js';
import { plural } from './wording.js';

/**
 * Two counts of one thing whose difference is asked, told in a paraphrase's own order (para-stories):
 * - what is left after some are taken: "Upon removing 45 oranges from a box that contains 96 of them, how
 *   many oranges are still inside the box?" → 96 − 45;
 * - the other part of a told total: "Two blood samples contained a total of 7341 cells, and the first
 *   sample had 4221 cells. How many cells were in the second sample?" → 7341 − 4221;
 * - what was added, from the start and the end: "The number of children on the bus increased to 25 when
 *   some children boarded. If the original count was 18, how many children got on?" → 25 − 18.
 * Each is told by the words of both counts and of the question; anything that adds (a gain, "in all"
 * asked), compares ("than") or rates ("each") declines, and so does any third number.
 */
const TAKEN = /\b(?:took|takes?|taking|taken|removed?|removing|picked out|ate|eats?|eaten|sold|sells?|gave|gives?|given|lost|loses?|used|uses?|spent|threw|thrown|consumed|broke|deleted?|donated?)\b/;
const GAINED = /\b(?:received|receives?|bought|buys?|found|finds?|got|gets?|gained|added|adds?|more|another|additional|extra|joined|boarded|picked|collected|won|earned|made|baked|grew|increased|became)\b/;
const WHOLE = /\b(?:total|in all|altogether|together|combined|added up to|sum)\b/;
const FIRST = /\b(?:first|one of the|initial)\b/;
const END = /\b(?:became|become|increased to|grew to|rose to|total|altogether|in all)\b/;
const START = /\b(?:original\w*|initial\w*|at first|already|started with|at the start)\b/;
const ADDED_ASKED = /\b(?:got on|get on|boarded|board|joined|join|came|arrived|were added|got in|climbed on)\b/;
const OTHER_ASKED = /\b(?:other|second|remaining|rest)\b/;
const NOT_THIS = /\b(?:than|each|every|per|times|twice|half|percent|average|both|respectively)\b|%/;

interface Difference { larger: Told; smaller: Told; schema: StorySchema; why: string }

function readDifference(larger: Told, smaller: Told, question: string, story: string): Difference | null {
  const asksLeft = /\b(?:left|remain\w*|still)\b/.test(question) && !GAINED.test(question);
  // "… had 8 left after removing 5": a count told as what is left already is no whole to take from.
  const toldLeft = /\b(?:left|remain\w*|rest|still|now)\b/.test(story.replace(question, '')) || /\bafter\b/.test(larger.clause);
  // "A bus can take 40 people": a capacity, not a taking.
  const capacity = /\b(?:can|could|may|might|will|would|should|must)\b/.test(smaller.clause);
  if (asksLeft && !toldLeft && !capacity && TAKEN.test(smaller.clause) && !TAKEN.test(larger.clause) && !GAINED.test(story)) {
    return { larger, smaller, schema: 'change', why: `${smaller.value} taken from ${larger.value}` };
  }
  if (OTHER_ASKED.test(question) && WHOLE.test(larger.clause) && FIRST.test(smaller.clause) && !WHOLE.test(question) && !TAKEN.test(story)) {
    return { larger, smaller, schema: 'missing-part', why: `${larger.value} in all, ${smaller.value} in the first part` };
  }
  if (ADDED_ASKED.test(question) && END.test(larger.clause) && START.test(smaller.clause) && !START.test(larger.clause) && !TAKEN.test(story)) {
    return { larger, smaller, schema: 'change-unknown', why: `${smaller.value} at the start and ${larger.value} at the end` };
  }
  return null;
}

/** "in two samples … the first sample … the second": the count of parts, said by "first" and "second"/"other". */
const partCount = (t: Told, question: string, story: string): boolean => t.value === 2 && FIRST.test(story) && /\b(?:other|second)\b/.test(question) && !!t.thing;

export function solveTwoCountDifference(statement: string): Solved | null {
  const split = splitQuestion(tidyText(statement));
  if (!split || amountWords(statement).length > 0 || peopleNamed(statement) > 1) return null;
  const question = split.question.toLowerCase().trim();
  const story = `${split.facts} ${split.question}`.toLowerCase().replace(/\$\s?(\d+(?:\.\d+)?)/g, '$1 dollars');
  const all = toldNumbers(story);
  if (!all || NOT_THIS.test(story) || all.some((t) => t.rate)) return null;
  const counts = onceTold(all).filter((t) => !partCount(t, question, story));
  if (counts.length !== 2 || counts.some((t) => t.value <= 0)) return null;
  const [larger, smaller] = [...counts].sort((a, b) => b.value - a.value) as [Told, Told];
  // The question asks for the counts' thing, or names none ("how many will be left inside?").
  const named = /^how many ([a-z]+)/.exec(question)?.[1];
  const asked = named && !/^(?:will|would|are|were|is|was|do|does|did|can|could|of|more)$/.test(named) ? singular(named) : '';
  // "The number of children … increased to 25 … the original count was 18": counts told of the story's one named thing.
  const counted = /\bthe (?:number|count|total number) of ([a-z]+)\b/.exec(story)?.[1];
  const thing = larger.thing || smaller.thing || (counted && asked && sameThing(singular(counted), asked) ? asked : '');
  if (!thing || larger.value === smaller.value || (larger.thing && smaller.thing && !sameThing(larger.thing, smaller.thing))) return null;
  if (asked && !sameThing(asked, thing)) return null;
  const reading = readDifference(larger, smaller, question, story);
  if (!reading) return null;
  const answer = exact.fraction(larger.value).sub(smaller.value);
  if (!answer.add(smaller.value).equals(larger.value) || answer.compare(0) <= 0) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: split.question.trim() },
    { kind: 'facts', facts: [larger.text, smaller.text] },
    { kind: 'number-sentence', sentence: `${larger.value} − ${smaller.value} = ?`, schema: reading.schema },
    { kind: 'check', statement: `${reading.why}: ${showExact(answer, 'decimal')} + ${smaller.value} = ${larger.value}`, holds: true },
  ];
  const head = thing.split(' of ')[0] ?? thing;
  const of = thing.includes(' of ') ? ` of ${thing.split(' of ')[1]}` : '';
  return { kind: 'word-problem', steps, answer: `${showExact(answer, 'decimal')} ${plural(head, answer)}${of}` };
}
