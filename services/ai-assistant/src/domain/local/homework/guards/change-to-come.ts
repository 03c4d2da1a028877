import { splitQuestion } from '../quantity-graph/split-question.js';

/**
 * "Ava has 15 shells. She will find 9 more shells. How many shells does Ava have now?": a change still to
 * come is not in the amount now, so a question asking "now" after a story in the future has no answer the
 * story tells ("How many shells will Ava have?" asks the future and is read).
 */
export function changeToComeAskedNow(statement: string): string | null {
  const parts = splitQuestion(statement);
  if (!parts) return null;
  // A change to come ("will find"), never a state told at another time ("will be 25 in 5 years"); lower case
  // only, since "Will had 83 dollars" names Will.
  const future = /\b(?:will|is going to|are going to) (?!be\b|have\b|turn\b|become\b)[a-z]+/.test(parts.facts);
  const askedNow = /\bnow\b/i.test(parts.question) && !/\b(?:will|would|going to|then|after)\b/i.test(parts.question);
  return future && askedNow ? 'a change still to come, the amount now asked' : null;
}
