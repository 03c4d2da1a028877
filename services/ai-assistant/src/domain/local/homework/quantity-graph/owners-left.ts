import { solveArithmetic } from '../arithmetic-solver.js';
import { exact, plain, type Exact, showDecimal as show } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { tidyText } from '../story/words.js';
import { showAnswer } from '../story/wording.js';
import { readPair } from './pair-multiple.js';
import { normalize } from './portion-chain.js';
import { LOSS } from './portion-moves.js';
import { FRACTION, readFraction } from './portions.js';
import { splitQuestion } from './split-question.js';

/**
 * Two people, the second's amount told through the first's, then each gives away a part of their own
 * ("Frank picked 36 apples. Susan picked 3 times as many apples as Frank. If Susan gave out half of her
 * apples, and Frank sold a third of his, how many do they have left in total?"). Every change must
 * name whose it is; each person changes at most once, and the parts come out whole.
 */
interface Owner { name: string; start: Exact; part: Exact | null }

const ASKS_LEFT = /\b(?:left|remain|remaining)\b/;
const TOTAL = /\b(?:in total|altogether|together|combined|in all|total)\b/;

function readChange(clause: string, owners: Owner[]): boolean {
  const m = new RegExp(`^(?:if |then |and )*([a-z]+) (?:${LOSS}) (${FRACTION}) (?:of )?(?:her|his|their) ?(?:[a-z]+)?(?: to (?:a|an|the|her|his|their) [a-z]+(?: [a-z]+)?)?$`).exec(clause);
  const owner = owners.find((o) => o.name === m?.[1]);
  const part = m ? readFraction(m[2] ?? '') : null;
  if (!owner || !part || owner.part) return false;
  owner.part = part;
  return true;
}

function readOwners(facts: string): { owners: Owner[]; unit: string } | null {
  const clauses = normalize(facts).toLowerCase().split(/(?<=[.!?;])\s+|,\s*(?:and\s+)?/).map((c) => c.replace(/[.!?;]+$/, '').trim()).filter(Boolean);
  const pair = clauses.length >= 3 ? readPair(`${clauses[0]}. ${clauses[1]}.`) : null;
  if (!pair || pair.sameOwner || !/^[a-z]+$/.test(pair.baseName) || !/^[a-z]+$/.test(pair.otherName)) return null;
  const owners: Owner[] = [{ name: pair.baseName, start: pair.base, part: null }, { name: pair.otherName, start: pair.base.mul(pair.factor), part: null }];
  return clauses.slice(2).every((c) => readChange(c, owners)) ? { owners, unit: pair.unit } : null;
}

export function solveOwnersLeft(statement: string): Solved | null {
  const split = splitQuestion(tidyText(statement));
  const question = split?.question.trim().toLowerCase() ?? '';
  const read = split && ASKS_LEFT.test(question) && TOTAL.test(question) && !/\d/.test(question) ? readOwners(split.facts) : null;
  if (!split || !read || read.owners.every((o) => !o.part)) return null;
  const lefts = read.owners.map((o) => (o.part ? o.start.sub(o.part.mul(o.start)) : o.start));
  if (read.owners.some((o, i) => o.start.d !== 1n || lefts[i]!.d !== 1n || lefts[i]!.s <= 0n || lefts[i]!.equals(0))) return null;
  const total = lefts.reduce((sum, v) => sum.add(v), exact.fraction(0));
  const expression = read.owners.map((o) => (o.part ? `(${show(o.start)} - ${o.part.toFraction()} * ${show(o.start)})` : show(o.start))).join(' + ');
  const again = solveArithmetic(expression);
  const undone = read.owners.every((o, i) => (o.part ? lefts[i]!.div(exact.fraction(1).sub(o.part)).equals(o.start) : true));
  if (!again || !undone || !exact.fraction(again.answer.split(' ')[0] ?? 'x').equals(total) || Math.abs(Number(plain.evaluate(expression)) - Number(total.valueOf())) > 1e-9) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: split.question.trim() },
    { kind: 'facts', facts: read.owners.map((o) => `${o.name}: ${show(o.start)}${o.part ? `, gives away ${o.part.toFraction()} of them` : ''}`) },
    { kind: 'number-sentence', sentence: `${expression.replace(/ - /g, ' − ')} = ?`, schema: 'portions' },
    ...again.steps.slice(1),
    { kind: 'check', statement: `each part taken back gives ${read.owners.map((o) => show(o.start)).join(' and ')} again`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(total, read.unit) };
}
