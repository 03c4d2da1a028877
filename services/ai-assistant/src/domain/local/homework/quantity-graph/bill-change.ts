import { showDecimal, type Exact } from '../math-engine.js';
import type { StorySchema, Solved } from '../steps.js';
import { showAnswer } from '../story/wording.js';
import { readShownNumber } from '../verify-answer.js';
import { oneSpender } from './one-spender.js';

/**
 * The shared end of the three bill readers (a percent off, dollars off, a tip or tax added): the story
 * without its one change is read by every other reader and its checks, the change is applied to what was
 * paid, a second way worked out in floating point must agree, and the steps are the bill's own steps,
 * then what changed, the number sentence and the check.
 */
/** What the rest must be asked: what was paid, spent or cost. */
export const PAID = /^(?:how much (?:money )?(?:did|does|do|will|would|should)\s+(?:he|she|they|i|we|you|[A-Z][a-z]+(?: [A-Z][a-z]+)?)\s+(?:have to |need to )?(?:pay|spend)\b|how much (?:did|does|do|will|would) (?:it|they|(?:the|all the|all of the|these|those) [a-z ]+) cost\b)/i;
export const NOT_PAID = /\b(?:save|saved|saving|left|change|back|more|less|before|original|originally|regular|normal|full|without|each|per|discount|off|percent|%|tax|tip|shipping|fee)\b|%/i;
export const MONEY = /\$\s?\d|\b\d+(?:\.\d+)?\s*(?:dollars?|cents?)\b/gi;

export const sentencesOf = (text: string): string[] => text.trim().split(/(?<=[.!?])\s+/).filter(Boolean);

/** What the rest of the story says was paid, read by `solve` (every other reader and its checks), when it is dollars above 0. */
export function paidTotal(rest: string, solve: (story: string) => Solved | null): { paid: Solved; total: Exact } | null {
  const paid = solve(rest);
  const total = paid && paid.answer.trim().startsWith('$') ? readShownNumber(paid.answer) : null;
  return paid && total && total.compare(0) > 0 ? { paid, total } : null;
}

/** A second way, worked out in floating point, agrees with the exact value. */
export const agreesAgain = (again: number, value: Exact): boolean => Math.abs(again - Number(value.valueOf())) <= 1e-9 * Math.max(1, Math.abs(again));

/** How one change acts on the bill and how it is told, given the bill `t` and the answer `a` as shown. */
export interface BillChange {
  /** The bill after the change, or null when it cannot be (dollars off more than the bill). */
  apply: (total: Exact) => Exact | null;
  /** The second way, in floating point: true when it agrees. */
  checkedAgain: (total: Exact, answer: Exact) => boolean;
  facts: (t: string) => string[];
  sentence: (t: string) => string;
  schema: StorySchema;
  check: (t: string, a: string) => string;
}

/**
 * The bill in `rest` (the story without its change) read by `solve`, then `change` applied; or null.
 * The story must have one spender and ask what was paid; `onePrice` asks that the rest tell one amount of
 * money only, so a discount cannot belong to one item of several.
 */
export function solveBillChange(story: string, rest: string, onePrice: boolean, solve: (story: string) => Solved | null, change: BillChange): Solved | null {
  if (!oneSpender(story)) return null;
  const question = sentencesOf(rest).at(-1) ?? '';
  if (!PAID.test(question) || NOT_PAID.test(question) || (onePrice && (rest.match(MONEY) ?? []).length !== 1)) return null;
  const read = paidTotal(rest, solve);
  const answer = read && change.apply(read.total);
  if (!read || !answer || !change.checkedAgain(read.total, answer)) return null;
  const [t, a] = [showDecimal(read.total), showDecimal(answer)];
  return {
    kind: 'word-problem',
    steps: [
      ...read.paid.steps,
      { kind: 'facts', facts: change.facts(t) },
      { kind: 'number-sentence', sentence: change.sentence(t), schema: change.schema },
      { kind: 'check', statement: change.check(t, a), holds: true },
    ],
    answer: showAnswer(answer, 'dollar'),
  };
}
