import type { Solved } from '../steps.js';
import { splitQuestion } from '../quantity-graph/split-question.js';

/**
 * asdiv-lost: "Nora had $57. She spent $42. What's the difference between the money she had and the money she has now?"
 * asks how far apart two amounts are. A reading that works out an end (57 - 42) or a start (23 + 9) of the change
 * answers "how much is left" or "how much at first", another question, so it declines. A comparison or the change
 * itself (what was spent) is read by other readings.
 */
const DIFFERENCE = /^\s*(?:what(?:'s|’s| is| was| will be)|find|how much is|how many is) the difference (?:between|of)\b/i;

export function differenceAskedAsChange(statement: string, solved: Solved): string | null {
  const question = splitQuestion(statement)?.question ?? '';
  if (!DIFFERENCE.test(question.replace(/^.*?,\s*(?=what|find|how)/i, ''))) return null;
  const step = solved.steps.find((s) => s.kind === 'number-sentence');
  const schema = step?.kind === 'number-sentence' ? step.schema : null;
  return schema === 'change' || schema === 'start-unknown' ? 'the question asks a difference; the reading works out an end or a start' : null;
}
