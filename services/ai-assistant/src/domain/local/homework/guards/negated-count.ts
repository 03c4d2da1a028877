import type { Solved } from '../steps.js';
import { solutionParts } from '../story-trust/solution-parts.js';

/** "did not mow 7 lawns", "do not defeat 3 enemies", "never sold 4": a number of things not done. */
const NOT_DONE = /\b(?:not|n't|never) (?:[a-z]+ ){1,2}?(\d+(?:\.\d+)?)\b/g;

/**
 * A number of things the story says were not done counts only as what is taken from a whole: "8 points
 * for each enemy; you do not defeat 3 of the 11" is (11 - 3) × 8. A reading that uses that number
 * without taking it away ("3 × 8") counts the things left undone as done, so it is not shown.
 */
export function negatedCountUsed(statement: string, solved: Solved): string | null {
  const parts = solutionParts(solved);
  if (!parts.sentence || /-|−/.test(parts.sentence)) return null;
  const undone = [...statement.toLowerCase().matchAll(NOT_DONE)].map((m) => Number(m[1]));
  const used = undone.find((n) => parts.numbers.includes(n));
  return used === undefined ? null : `a number of things not done (${used}) used as done`;
}
