import { splitQuestion } from '../quantity-graph/split-question.js';

/** Words for a person named by who they are to someone ("her brother", "his mom"). */
const RELATIVE = String.raw`brother|sister|mom|mother|dad|father|friend|friends|cousin|cousins|uncle|aunt|grandma|grandmother|grandpa|grandfather|neighbor|neighbour|classmate|classmates|teacher|son|daughter|wife|husband|parents`;
const THAN_RELATIVE = new RegExp(String.raw`\bthan\s+(?:(?:his|her|their|my|your|our)\s+)(${RELATIVE})\b`, 'i');

/**
 * svamp-val: "How many more pens did Rosa find than her brother threw away?" compares with a person the
 * story never tells of; every told number is Rosa's, so no reading of them answers it.
 */
export function comparedRelativeUntold(statement: string): string | null {
  const parts = splitQuestion(statement);
  if (!parts) return null;
  const relative = THAN_RELATIVE.exec(parts.question)?.[1]?.toLowerCase();
  if (!relative) return null;
  const stem = relative.replace(/s$/, '');
  return new RegExp(String.raw`\b${stem}s?\b`, 'i').test(parts.facts) ? null : 'the question compares with someone the story never tells of';
}
