import type { Solved } from '../steps.js';
import { solutionParts } from '../story-trust/solution-parts.js';
import { splitQuestion } from '../quantity-graph/split-question.js';

/**
 * "Tim has 5 packs. His 3 friends have the same. How many cards do they have in all?": a sentence
 * saying others have the same amount multiplies it when everyone is asked; a reading that leaves that
 * sentence's number out (20 cards, not 80) declines.
 */
const SAME = /\b(?:the same|as many|as much)\b/i;
const EVERYONE_ASKED = /\b(?:they|in all|altogether|all together|in total|total|together|combined|everyone|all of them)\b/i;

export function sameAmountUnread(statement: string, solved: Solved): string | null {
  const parts = splitQuestion(statement);
  if (!parts || !EVERYONE_ASKED.test(parts.question)) return null;
  const used = solutionParts(solved).numbers;
  const unread = parts.facts.split(/(?<=[.!?])\s+/).some((sentence) => SAME.test(sentence)
    && (sentence.match(/\d+(?:\.\d+)?/g) ?? []).map(Number).some((n) => !used.includes(n)));
  return used.length > 0 && unread ? 'a sentence saying others have the same amount left unread' : null;
}
