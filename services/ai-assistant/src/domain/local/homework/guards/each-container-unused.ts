import type { Solved } from '../steps.js';
import { solutionParts } from '../story-trust/solution-parts.js';

/**
 * "Tom picked 5 baskets. He put 8 apples in each. He ate 3 apples.": 8 apples is the amount for each of several
 * containers; a reading that uses it while leaving a number of the story unread (how many baskets) has counted one
 * basket as all of them.
 */
const PER_EACH = /\b(\d+(?:\.\d+)?)\s+(?:[a-z]+\s+){0,2}?(?:in|on|into|inside)\s+each\b|\beach\s+(?:one|[a-z]+)?\s*(?:has|had|holds|held|contains|contained|got|gets|had)\s+(\d+(?:\.\d+)?)\b/gi;

export function eachContainerUnused(statement: string, solved: Solved): string | null {
  const used = solutionParts(solved).numbers;
  const perEach = [...statement.matchAll(PER_EACH)].map((m) => Number(m[1] ?? m[2]));
  if (!perEach.some((n) => used.includes(n))) return null;
  const told = (statement.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
  return told.some((n) => !used.includes(n)) ? 'an amount for each container used without how many containers there are' : null;
}
