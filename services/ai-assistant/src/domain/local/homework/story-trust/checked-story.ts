import type { Solved } from '../steps.js';
import { numberWordsRead } from './number-words.js';
import { misreading } from './reading-guards.js';
import { solutionParts } from './solution-parts.js';
import { STATEMENT_GUARDS } from './statement-guards.js';
import { wholeAnswer } from './whole-answers.js';

export type StorySolver = (statement: string) => Solved | null;

/** One solver's answer after the wording checks: rounded to whole things when asked for, or null. */
export function trusted(statement: string, solved: Solved | null): Solved | null {
  if (!solved) return null;
  const parts = solutionParts(solved);
  if (!numberWordsRead(statement, parts.numbers) || misreading(statement, parts)) return null;
  return wholeAnswer(statement, solved, parts);
}

/** The number an answer states ("$1,200", "18 roses", "4/3 hours"), for comparing two readings. */
function statedValue(answer: string | null | undefined): number | null {
  const token = /-?\d[\d,]*(?:\.\d+)?(?:\/\d+)?/.exec(answer ?? '')?.[0]?.replace(/,/g, '');
  if (!token) return null;
  const [top, bottom] = token.split('/').map(Number);
  return bottom === undefined ? top! : top! / bottom;
}

/**
 * Every story solver reads the story; the first answer that survives the checks is shown, but only
 * when no other reading that survives them gives a different number: two readers that disagree mean
 * at least one misread the story, and the student gets the study guide instead of a guess. A story
 * written in a shape no schema models is left to the solvers of such shapes.
 */
export function solveCheckedStory(statement: string, solvers: readonly StorySolver[], shapeSolvers: readonly StorySolver[] = [], shapesRead: readonly string[] = []): Solved | null {
  return agreedReading(checkedReadings(statement, solvers, shapeSolvers, shapesRead));
}

/** Every reading that survives the checks, in the order of the solvers. */
export function checkedReadings(statement: string, solvers: readonly StorySolver[], shapeSolvers: readonly StorySolver[] = [], shapesRead: readonly string[] = []): Solved[] {
  // Solvers for the shapes the schemas do not model (common factors) go first; the rest only without
  // them, or when the solvers read those shapes themselves ("one-fourth of" for the readers of parts).
  const unread = STATEMENT_GUARDS.some((guard) => guard.declines.test(statement) && !shapesRead.includes(guard.name));
  return [...shapeSolvers, ...(unread ? [] : solvers)]
    .map((solve) => trusted(statement, solve(statement)))
    .filter((answer): answer is Solved => answer !== null);
}

/** The first reading, when every other one gives the same number. */
export function agreedReading(readings: readonly Solved[]): Solved | null {
  const [first] = readings;
  if (!first) return null;
  const value = statedValue(first.answer);
  return readings.every((r) => { const v = statedValue(r.answer); return v !== null && value !== null && Math.abs(v - value) < 1e-9; }) ? first : null;
}
