import type { Solved } from '../steps.js';
import { numberWordsRead } from './number-words.js';
import { misreading } from './reading-guards.js';
import { solutionParts } from './solution-parts.js';
import { unmodelledShape } from './statement-guards.js';
import { wholeAnswer } from './whole-answers.js';

export type StorySolver = (statement: string) => Solved | null;

/** One solver's answer after the wording checks: rounded to whole things when asked for, or null. */
export function trusted(statement: string, solved: Solved | null): Solved | null {
  if (!solved) return null;
  const parts = solutionParts(solved);
  if (!numberWordsRead(statement, parts.numbers) || misreading(statement, parts)) return null;
  return wholeAnswer(statement, solved, parts);
}

/**
 * The story solvers in turn; the first answer that survives the checks is shown. A story written in
 * a shape no schema models is left to the solvers of such shapes.
 */
export function solveCheckedStory(statement: string, solvers: readonly StorySolver[], shapeSolvers: readonly StorySolver[] = []): Solved | null {
  // Solvers for the shapes the schemas do not model (common factors) go first; the rest only without them.
  for (const solve of [...shapeSolvers, ...(unmodelledShape(statement) ? [] : solvers)]) {
    const answer = trusted(statement, solve(statement));
    if (answer) return answer;
  }
  return null;
}
