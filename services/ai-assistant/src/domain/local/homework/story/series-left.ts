import { exact, plain, type Exact, showDecimal as show } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import { singular, tidyText } from './words.js';
import { showAnswer } from './wording.js';

/**
 * How many of a collection are done and how many are still to do, per kind of thing: "There are 22
 * different books and 10 different movies in the series. If you read 12 of the books and watched 5 of
 * the movies. How many more books do you still have to read?" → 22 − 12; "If you are yet to read 5 of
 * the books. How many books have you already read?" → 20 − 5. What is done is matched to the question
 * by its verb ("read", "watched" → "watch"); every number of the story must be read.
 */
interface Kind { whole?: Exact; done?: Exact; doneVerb?: string; still?: Exact; stillVerb?: string }

const WHOLE = /^(?:if )?there (?:are|is|were) (?:a total of )?(.+?) in (?:the|a|an|this|that|his|her|their) [^\d]+$/;
const WHOLE_ITEM = /^(\d+(?:\.\d+)?) (?:different )?([a-z]+)$/;
const DONE_ITEM = /^(?:(?:if )?(?:you|he|she|they|[a-z]+) (?:have |has |had )?(?:already )?)?([a-z]+) (\d+(?:\.\d+)?) of (?:the|them|those) ?([a-z]*)$/;
const STILL = /^(?:if )?(?:you|he|she|they|[a-z]+) (?:are|is) yet to ([a-z]+) (\d+(?:\.\d+)?) of the ([a-z]+)$/;
const LEFT_Q = /^how many more ([a-z]+) (?:do|does|did) (?:you|he|she|they|[a-z]+) still have to ([a-z]+)$/;
const DONE_Q = /^how many ([a-z]+) (?:have|has) (?:you|he|she|they|[a-z]+) already ([a-z]+)$/;
const stem = (verb: string): string => verb.replace(/(?:ed|e|s)$/, '');

function readSentence(sentence: string, kinds: Map<string, Kind>): boolean {
  const whole = WHOLE.exec(sentence);
  const still = STILL.exec(sentence);
  const pieces = whole ? whole[1]!.split(/,\s*(?:and\s+)?|\s+and\s+/) : still ? [] : sentence.split(/,\s*(?:and\s+)?|\s+and\s+(?=[a-z]+ \d)/);
  const kind = (thing: string): Kind => kinds.get(singular(thing)) ?? kinds.set(singular(thing), {}).get(singular(thing))!;
  if (still) Object.assign(kind(still[3]!), { still: exact.fraction(still[2]!), stillVerb: stem(still[1]!) });
  for (const piece of pieces) {
    const item = whole ? WHOLE_ITEM.exec(piece) : DONE_ITEM.exec(piece);
    if (!item || (!whole && !item[3])) return false;
    if (whole) Object.assign(kind(item[2]!), { whole: exact.fraction(item[1]!) });
    else Object.assign(kind(item[3]!), { done: exact.fraction(item[2]!), doneVerb: stem(item[1]!) });
  }
  return true;
}

function readKinds(facts: string): Map<string, Kind> | null {
  const kinds = new Map<string, Kind>();
  for (const raw of facts.toLowerCase().split(/(?<=[.!;])\s+/)) {
    const sentence = raw.replace(/[.!;]+$/, '').replace(/\s*'\s*/g, ' ').trim();
    if (!/\d/.test(sentence)) continue;
    if (!readSentence(sentence, kinds)) return null;
  }
  return kinds;
}

export function solveSeriesLeft(statement: string): Solved | null {
  const split = splitQuestion(tidyText(statement));
  const kinds = split ? readKinds(split.facts) : null;
  const question = split?.question.toLowerCase().replace(/[?.]\s*$/, '').trim() ?? '';
  const [left, done] = [LEFT_Q.exec(question), DONE_Q.exec(question)];
  const asked = left ?? done;
  const kind = asked && kinds ? kinds.get(singular(asked[1]!)) : undefined;
  if (!split || !kind?.whole) return null;
  const [part, verb] = left ? [kind.done, kind.doneVerb] : [kind.still, kind.stillVerb];
  if (!part || verb !== stem(asked![2]!) || (left ? kind.still : kind.done)) return null;
  const value = kind.whole.sub(part);
  const sentence = `${show(kind.whole)} - ${show(part)}`;
  if (value.s < 0n || value.equals(0) || !exact.fraction(String(plain.evaluate(sentence))).equals(value)) return null;
  const thing = singular(asked![1]!);
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: split.question.trim() },
    { kind: 'facts', facts: [`${show(kind.whole)} ${thing}s in all`, `${show(part)} ${left ? 'done' : 'still to do'}`] },
    // Every number's verb was read here (done of which kind, still to do), so this is the whole less what is done.
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'missing-parts' },
    { kind: 'check', statement: `${show(value)} + ${show(part)} = ${show(kind.whole)}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(value, thing) };
}
