import type { Dimension } from './read-rates.js';
import { targetOf } from './solve-rates.js';

/**
 * What a question over lots asks: their total in the asked unit ("How many legs … in total?", "How
 * much did he spend?", "What is the total cost?", "How much should Leila pay?", "How much is all the
 * produce worth?"), or the money left of an amount once they are paid for ("How much change …?").
 */
const TOTAL = /\b(?:total|in all|altogether|all together|everything|combined|in total)\b|^how much (?:money )?(?:did|does|do|will|would|should|must|has|have)\b.*\b(?:spend|pay|cost|earn|make|receive|collect|raise)\b|^how much (?:is|was|are|were) .* worth$/;
const MONEY_TOTAL = /^(?:how much (?:money )?(?:did|does|do|will|would|should|must|has|have|is|was)\b.*\b(?:spend|pay|cost|earn|make|receive|collect|raise|worth)\b|what (?:is|was|will be) the total (?:cost|bill|price|amount)\b)/;
const LEFT = /^how much change\b|^how much (?:money )?(?:does|did|will|would|should) [a-z]+ (?:get|receive) (?:back )?in change$|^how much (?:money )?(?:will|would|does|did|should|is|was)\b.*\b(?:left|remaining|be left with|have left|return)\b|^what (?:is|was) (?:his|her|their|the) remaining (?:balance|money)\b/;

/** "In dollars, how much …": the unit named first is the asked unit, said again. */
const tidyAsked = (question: string): string => question.toLowerCase().replace(/^in dollars,\s*/, '').replace(/,? in dollars,?/, '').replace(/[?.!]+\s*$/, '').trim();

export function askedLotsTotal(question: string): Dimension | null {
  const q = tidyAsked(question);
  // "How much did each friend pay?" shares the total out; that is another question.
  if (!TOTAL.test(q) || /\b(?:each|per|apiece|share)\b/.test(q)) return null;
  return targetOf(q) ?? (MONEY_TOTAL.test(q) ? new Map([['dollar', 1]]) : null);
}

export function asksMoneyLeft(question: string): boolean {
  return LEFT.test(tidyAsked(question));
}
