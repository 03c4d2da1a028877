import { digits } from '../quantity-graph/read-rates.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import { unpricedItem } from '../quantity-graph/not-a-lot.js';
import { tidyText } from '../story/words.js';
import type { Solved } from '../steps.js';

/**
 * "Tom bought 2 shirts for $7 each, a hat and a scarf. How much did he spend?": a money answer
 * that leaves out a thing bought without a price is too small, whatever the reading added up. An
 * item the reading itself names among its facts ("a can of juice", matched to its price) is read.
 */
export function unpricedThingBought(statement: string, solved: Solved): string | null {
  const answer = solved.answer.trim();
  if (!answer.startsWith('$') && !/^\S+\s+(?:dollars?|cents?)\b/.test(answer)) return null;
  const split = splitQuestion(statement);
  if (!split) return null;
  const read = solved.steps.flatMap((s) => (s.kind === 'facts' ? s.facts.map((f) => f.toLowerCase()) : []));
  return unpricedItem(digits(tidyText(split.facts)), read) ? 'a thing bought without a price' : null;
}
