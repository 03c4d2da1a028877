import { exact, plain, type Exact, showDecimal as show } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import { singular, tidyText } from './words.js';
import { showAnswer } from './wording.js';

/**
 * What a recipe (or a plan) calls for, what is already in, and what is still needed, per ingredient:
 * "The recipe calls for 10 cups of flour and 2 cups of sugar. She already put in 7 cups of flour. How
 * many more cups of flour than cups of sugar does she need to add now?" → (10 − 7) − 2. Still needed =
 * called for − already in; an ingredient the story never puts in is still needed whole. Every
 * sentence with a number must be one of these three; anything else declines.
 */
interface Need { whole?: Exact; done?: Exact; still?: Exact; unit: string }
type Needs = Map<string, Need>;

const ITEM = /(\d+(?:\.\d+)?|some) ([a-z]+) of ([a-z]+)/g;
const WHOLE = /\b(?:recipe|it) (?:calls for|requires|needs|asks for)\b/;
const DONE = /\b(?:already|has) (?:put in|added|poured in|mixed in|used)\b/;
const STILL = /^(?:if )?(?:she|he|they|[a-z]+) (?:still )?needs? (?:to add )?(\d+(?:\.\d+)?) more ([a-z]+) of ([a-z]+)$/;
const DIFF_Q = /^how many more ([a-z]+) of ([a-z]+) than (?:([a-z]+) of )?([a-z]+) (?:does|do|did) (?:she|he|they) (?:still )?need to (?:add|put in)(?: now)?$/;
const ONE_Q = /^how many (?:more )?([a-z]+) of ([a-z]+) (?:does|do) (?:she|he|they) (?:still )?need to (?:add|put in)(?: now)?$/;
const DONE_Q = /^how many ([a-z]+) of ([a-z]+) (?:did|has|have) (?:she|he|they) (?:already )?put in$/;

function note(needs: Needs, field: 'whole' | 'done' | 'still', [, n, unit, thing]: string[], seen: { some: boolean }): boolean {
  const key = singular(thing ?? '');
  const need = needs.get(key) ?? { unit: singular(unit ?? '') };
  if (need.unit !== singular(unit ?? '') || need[field]) return false;
  if (n === 'some') seen.some = true;
  else need[field] = exact.fraction(n ?? '0');
  needs.set(key, need);
  return true;
}

/** Each sentence read into the needs, or null when a number is left over. */
function readNeeds(facts: string): Needs | null {
  const needs: Needs = new Map();
  for (const sentence of facts.toLowerCase().split(/(?<=[.!;])\s+/).map((s) => s.replace(/[.!;]+$/, '').trim())) {
    const numbers = sentence.match(/\d+(?:\.\d+)?/g)?.length ?? 0;
    const still = STILL.exec(sentence);
    const field = still ? 'still' : WHOLE.test(sentence) ? 'whole' : DONE.test(sentence) ? 'done' : null;
    if (!field) {
      if (numbers > 0 || /\bsome\b/.test(sentence)) return null;
      continue;
    }
    const items = still ? [[...still] as string[]] : [...sentence.matchAll(ITEM)].map((m) => [...m] as string[]);
    const seen = { some: false };
    if (!items.every((item) => note(needs, field, item, seen))) return null;
    if (items.filter((i) => i[1] !== 'some').length !== numbers || (seen.some && field !== 'done')) return null;
  }
  return needs;
}

/** Still needed of one ingredient: told outright, or called for less what is already in. */
function stillNeeded(need: Need | undefined): Exact | null {
  if (!need?.whole) return null;
  const left = need.whole.sub(need.done ?? exact.fraction(0));
  if (need.still && !need.still.equals(left)) return null;
  return left.s < 0n ? null : left;
}

export function solveRecipeNeeds(statement: string): Solved | null {
  const split = splitQuestion(tidyText(statement));
  const needs = split ? readNeeds(split.facts) : null;
  const question = split?.question.toLowerCase().replace(/[?.]\s*$/, '').trim() ?? '';
  if (!split || !needs || needs.size === 0) return null;
  const diff = DIFF_Q.exec(question);
  const one = diff ? null : ONE_Q.exec(question) ?? DONE_Q.exec(question);
  const [unit, a, b] = diff ? [diff[1], diff[2], diff[4]] : [one?.[1], one?.[2], undefined];
  const [first, second] = [needs.get(singular(a ?? '')), b ? needs.get(singular(b)) : undefined];
  if (!first || first.unit !== singular(unit ?? '') || (diff && (!second || second.unit !== first.unit || (diff[3] && singular(diff[3]) !== first.unit)))) return null;
  if (one && DONE_Q.test(question)) return doneAnswer(split.question, a!, first);
  const [x, y] = [stillNeeded(first), second ? stillNeeded(second) : exact.fraction(0)];
  if (!x || !y) return null;
  const value = x.sub(y);
  if (value.s < 0n || value.equals(0) || (!diff && !first.done)) return null;
  const sentence = diff ? `(${show(first.whole!)} - ${show(first.done ?? exact.fraction(0))}) - ${show(y)}` : `${show(first.whole!)} - ${show(first.done!)}`;
  if (!exact.fraction(plain.evaluate(sentence).toString()).equals(value)) return null;
  const facts = [...needs].map(([thing, n]) => `${thing}: ${n.whole ? show(n.whole) : '?'} called for, ${show(n.done ?? exact.fraction(0))} already in`);
  const check = [value, ...(diff ? [y] : []), ...(first.done ? [first.done] : [])].map(show).join(' + ');
  return stepsFor(split.question, facts, sentence, `${check} = ${show(first.whole!)}`, value, first.unit);
}


/** "She still needs 2 more cups of flour. How many cups of flour did she put in?": called for less still needed. */
function doneAnswer(question: string, thing: string, need: Need): Solved | null {
  if (!need.whole || !need.still || need.done) return null;
  const value = need.whole.sub(need.still);
  if (value.s < 0n || value.equals(0)) return null;
  const facts = [`${singular(thing)}: ${show(need.whole)} called for, ${show(need.still)} still needed`];
  return stepsFor(question, facts, `${show(need.whole)} - ${show(need.still)}`, `${show(value)} + ${show(need.still)} = ${show(need.whole)}`, value, need.unit);
}

function stepsFor(question: string, facts: string[], sentence: string, check: string, value: Exact, unit: string): Solved {
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: question.trim() },
    { kind: 'facts', facts },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'missing-part' },
    { kind: 'check', statement: check, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(value, unit) };
}
