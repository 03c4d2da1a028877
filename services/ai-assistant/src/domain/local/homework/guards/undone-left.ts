import type { Solved } from '../steps.js';
import { solutionParts } from '../story-trust/solution-parts.js';

/** "did not sell 6", "does not eat 4 of them", "never used 3": a number of things not done. */
const NOT_DONE = /\b(?:did|does|do) not [a-z]+ (\d+(?:\.\d+)?)\b|\bnever [a-z]+ (\d+(?:\.\d+)?)\b/gi;
/** A question about what is kept: "how many are left", "does she have now", "did he keep". */
const KEPT = /\b(?:left|remain(?:s|ed|ing)?|keep|kept|still|now|rest)\b/i;

/**
 * "She had 43 pumpkins and sold all but 6" (said plainly "did not sell 6"): 43 − 6 counts the ones
 * sold. Asked what is left, the answer is the 6 themselves, so a reading that takes the 6 away
 * answers another question and is not shown.
 */
export function undoneTakenFromLeft(statement: string, solved: Solved): string | null {
  const question = /[^.?!]*\?\s*$/.exec(statement)?.[0] ?? '';
  if (!KEPT.test(question)) return null;
  const parts = solutionParts(solved);
  if (!/-|−/.test(parts.sentence)) return null;
  const undone = [...statement.replace(question, '').matchAll(NOT_DONE)].map((m) => Number(m[1] ?? m[2]));
  const used = undone.find((n) => parts.numbers.includes(n));
  return used === undefined ? null : `a number of things not done (${used}) taken away, where the question asks what is left`;
}
