import { splitQuestion } from '../quantity-graph/split-question.js';

/**
 * "Ava has 15 shells. She will find 9 more shells. How many shells does Ava have now?": a change still to
 * come is not in the amount now, so a question asking "now" after a story in the future has no answer the
 * story tells ("How many shells will Ava have?" asks the future and is read).
 */
export function changeToComeAskedNow(statement: string): string | null {
  const parts = splitQuestion(statement);
  if (!parts) return null;
  // Lower case only: "Will had 83 dollars" names Will.
  const future = /\b(?:will|is going to|are going to)\b/.test(parts.facts);
  const askedNow = /\bnow\b/i.test(parts.question) && !/\b(?:will|would|going to|then|after)\b/i.test(parts.question);
  return future && askedNow ? 'a change still to come, the amount now asked' : null;
}
