import { splitQuestion } from '../quantity-graph/split-question.js';

/**
 * "Peter and his brother have 154 pencils. They put them into groups of 11. How many groups does
 * Peter get?": the amount belongs to two people together and the story never says what either has
 * on his own (he is not named again), so no reading knows Peter's part (main said 14, all the groups).
 */
const JOINT = /\b([A-Z][a-z]+) and (?:(?:his|her|their) [a-z]+|[A-Z][a-z]+) (?:have|had|own|owned|collected|bought|got|picked|made|baked|found|won|earned|saved)\b/;
const TOGETHER_ASKED = /\b(?:they|them|their|both|together|combined|each|and|in all|altogether|in total)\b/i;

export function jointOwnerAsked(statement: string): string | null {
  const parts = splitQuestion(statement);
  if (!parts) return null;
  const pair = JOINT.exec(parts.facts);
  if (!pair || TOGETHER_ASKED.test(parts.question)) return null;
  const name = pair[1]!;
  // "Ann has twice as many as Ben", "Tom has 12": the story tells something of the one asked on his own.
  if (new RegExp(`\\b${name}\\b`).test(parts.facts.replace(pair[0], ''))) return null;
  const asked = new RegExp(`\\b(?:does|did|do|will|would|can|could|should) ${name}\\b`).test(parts.question);
  return asked ? 'one of two who own the amount together is asked' : null;
}
