import type { Solved } from '../steps.js';
import { solutionParts } from '../story-trust/solution-parts.js';

/** "Sam had already given him 3", "she has already bought 4": a gain told as done before the story's moment. */
const ALREADY_GAINED = /\b(?:has|have|had)\s+already\s+(?:been\s+given|given\s+(?:him|her|them|me|us|[A-Z][a-z]+)|got|gotten|received|bought|found|won|earned|collected|picked|gathered|saved)\s+(?:(?:another|more|an extra)\s+)?\$?(\d+(?:\.\d+)?)\b/g;

/**
 * changes: "Joe has 10 cards. His sister had already given him 3." — after a told amount, a gain told
 * as already done is inside that amount, not a new change: a reading that adds it or takes it away
 * answers another story and is not shown.
 */
export function alreadyGainedCounted(statement: string, solved: Solved): string | null {
  const sentences = statement.split(/(?<=[.!?])\s+/);
  const later = sentences.slice(1).filter((s) => !s.trim().endsWith('?')).join(' ');
  if (!/\d/.test(sentences[0] ?? '')) return null;
  const parts = solutionParts(solved);
  const used = [...later.matchAll(ALREADY_GAINED)].map((m) => Number(m[1])).find((n) => parts.numbers.includes(n));
  return used === undefined ? null : `a gain told as already done (${used}) counted as a new change`;
}
