import type { Solved } from '../steps.js';
import { solutionParts } from '../story-trust/solution-parts.js';
import { splitQuestion } from '../quantity-graph/split-question.js';

/**
 * "Tom picked 5 baskets. He put 8 apples in each. He ate 3 apples.": 8 apples is the amount for each of several
 * containers; a reading that uses it while leaving the number of containers unread ("5 baskets") has counted one
 * basket as all of them: nothing in its number sentence multiplies or divides. A question asked per container ("How many beds
 * are on each floor?") is left alone.
 */
const PER_EACH = /\b(\d+(?:\.\d+)?)\s+((?:[a-z]+\s+){0,1}[a-z]+)\s+(?:in|on|into|inside)\s+each\b|\beach\s+(?:one|[a-z]+)?\s*(?:has|had|holds|held|contains|contained|got|gets)\s+(\d+(?:\.\d+)?)\s+((?:[a-z]+\s+){0,1}[a-z]+)/gi;

export function eachContainerUnused(statement: string, solved: Solved): string | null {
  const parts = splitQuestion(statement);
  if (!parts || /\b(?:each|per|every)\b/i.test(parts.question)) return null;
  const { numbers: used, sentence } = solutionParts(solved);
  const perEach = [...parts.facts.matchAll(PER_EACH)].map((m) => Number(m[1] ?? m[3]));
  // The amount for each one is used as if it were all of them: nothing multiplies or divides by it.
  if (!perEach.some((n) => used.includes(n)) || /[×*÷/]|\btimes\b/.test(sentence)) return null;
  return 'an amount for each container used without how many containers there are';
}
