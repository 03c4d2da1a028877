import { splitQuestion } from '../quantity-graph/split-question.js';

/**
 * "Ava has 15 shells. She will find 9 more shells. How many shells does Ava have now?": a change still to
 * come is not in the amount now, so a question in the present after a story in the future has no answer
 * the story tells ("How many shells will Ava have?" asks the future and is read).
 */
export function changeToComeAskedNow(statement: string): string | null {
  const parts = splitQuestion(statement);
  if (!parts) return null;
  const future = /\b(?:will|is going to|are going to|plans? to|is planning to|are planning to)\b/i.test(parts.facts);
  const askedLater = /\b(?:will|would|going to|then|after|in the end|at the end)\b/i.test(parts.question);
  return future && !askedLater ? 'a change still to come, the amount now asked' : null;
}
