import { solveArithmetic } from '../arithmetic-solver.js';
import { exact, plain, type Exact, showDecimal as show } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { singular, tidyText } from '../story/words.js';
import { showAnswer } from '../story/wording.js';
import { readKindChanges, type Kind } from './kinds-left.js';
import { splitQuestion } from './split-question.js';

/**
 * What is left of several kinds together (or of one named kind) after portions and numbers of each are
 * taken away. Each kind must stay whole and above zero; the answer is computed again by the arithmetic
 * solver and by mathjs from one expression, and each kind's portions are undone back to its start.
 */
const ASKS_LEFT = /\b(?:left|remain|remaining|remains)\b/;
const GENERIC = /^(?:animal|pet|fruit|item|thing|piece|toy|vegetable|flower|bird|book)$/;

interface Followed { kind: Kind; left: Exact; terms: string }

function follow(kind: Kind): Followed | null {
  // "half of the oranges" after a change to the oranges could be of all of them or of the rest.
  if (kind.changes.length > 1 && kind.changes.some((c) => c.fraction)) return null;
  let current = kind.start;
  let terms = show(kind.start);
  for (const change of kind.changes) {
    const amount = change.fraction ? change.fraction.mul(current) : change.value!;
    terms += change.fraction ? ` - ${change.fraction.toFraction()} * ${show(current)}` : ` - ${show(amount)}`;
    current = current.sub(amount);
    if (current.s < 0n || current.equals(0) || current.d !== 1n || amount.d !== 1n) return null;
  }
  const back = [...kind.changes].reverse().reduce((v, c) => (c.fraction ? v.div(exact.fraction(1).sub(c.fraction)) : v.add(c.value!)), current);
  return back.equals(kind.start) ? { kind, left: current, terms } : null;
}

/** All kinds ("shirts", "animals"), one kind ("blue shirts"), or null. */
function askedKinds(question: string, kinds: readonly Kind[]): Kind[] | null {
  const noun = /^how many ((?:[a-z]+ ){0,2}?[a-z]+) (?:does|do|did|are|were|is|was|will|would|has|have|had)\b/.exec(question)?.[1];
  if (!noun) return /^how many (?:does|do|did|are|were|is|was) /.test(question) ? [...kinds] : null;
  const words = noun.split(' ').map(singular);
  const one = kinds.filter((k) => k.words.every((w) => words.includes(w)));
  if (one.length === 1 && kinds.length > 1 && one[0]!.words.length === words.length) return one;
  const head = words[words.length - 1] ?? '';
  const common = kinds.every((k) => k.words[k.words.length - 1] === head);
  return words.length === 1 && (common || GENERIC.test(head)) ? [...kinds] : null;
}

export function solveKindsLeft(statement: string): Solved | null {
  const split = splitQuestion(tidyText(statement));
  const question = split?.question.trim().toLowerCase() ?? '';
  if (!split || !ASKS_LEFT.test(question) || /\d|\b(?:each|more|than|after|before|percent)\b/.test(question)) return null;
  const kinds = readKindChanges(split.facts);
  if (!kinds || !kinds.some((k) => k.changes.some((c) => c.fraction))) return null;
  const asked = askedKinds(question, kinds);
  const followed = asked?.map(follow);
  if (!asked || !followed || followed.some((f) => !f)) return null;
  const parts = followed as Followed[];
  const total = parts.reduce((sum, f) => sum.add(f.left), exact.fraction(0));
  const expression = parts.map((f) => `(${f.terms})`).join(' + ');
  const again = solveArithmetic(expression);
  if (!again || !exact.fraction(again.answer.split(' ')[0] ?? 'x').equals(total) || Math.abs(Number(plain.evaluate(expression)) - Number(total.valueOf())) > 1e-9) return null;
  const unit = parts.length === 1 ? parts[0]!.kind.name : /^how many ([a-z]+)/.exec(question)?.[1] ?? '';
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: split.question.trim() },
    { kind: 'facts', facts: parts.map((f) => `${show(f.kind.start)} ${f.kind.name}: ${f.kind.changes.map((c) => c.clause.trim()).join('; ') || 'no change'}`) },
    { kind: 'number-sentence', sentence: `${expression.replace(/ - /g, ' − ')} = ?`, schema: 'portions' },
    ...again.steps.slice(1),
    { kind: 'check', statement: `undoing each kind's changes gives back ${parts.map((f) => show(f.kind.start)).join(', ')}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(total, unit === '' ? '' : singular(unit)) };
}
