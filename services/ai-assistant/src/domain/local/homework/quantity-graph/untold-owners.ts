import { markRefs, refsIn } from './refs.js';
import { splitQuestion } from './split-question.js';

/**
 * gsm-multi: "Ada, Bo and Cy are collecting stickers. Cy has 4 stickers more than Bo. Bo has 9 stickers.
 * How many stickers do they have in total?": "they" are everyone the story names, Ada too, whose amount
 * is never told. True when the question asks about everyone and the facts name someone no amount is
 * told for (the sum of the others would be shown as theirs).
 */
export function untoldOwnerInThey(statement: string, told: readonly string[]): boolean {
  const split = splitQuestion(statement);
  if (!split || !/\b(?:they|them|all|both|the \d+|the (?:two|three|four|five))\b/i.test(split.question)) return false;
  const named = refsIn(markRefs(split.facts)).filter((ref) => new RegExp(`\\b${ref}\\b`, 'i').test(split.facts) && /^[A-Z]/.test(split.facts.match(new RegExp(`\\b${ref}\\b`, 'i'))?.[0] ?? ''));
  return named.some((ref) => !told.includes(ref));
}
