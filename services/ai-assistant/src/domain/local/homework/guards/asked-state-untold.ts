import type { Solved } from '../steps.js';

/**
 * para-forms: a question that asks the things in a state ("How many people were absent?", "How many
 * marbles are broken in total?") the story never tells of asks a part the story does not give: a sum
 * or difference of the told amounts answers another question, so every reading declines. A state
 * the story tells ("4 of them were broken") is read by the readers as they are.
 */
const STATES = 'absent|broken|unbroken|missing|damaged|cracked|rotten|spoiled|unsold|unused|empty|sick|late|ripe|unripe|bad|torn|lost|defective|wet|dirty|clean|dead|alive';
const ASKED_STATE = new RegExp(String.raw`\b(?:are|were|is|was|be) (?:still )?(${STATES})(?: (?:in total|altogether|in all|now))?\?\s*$`, 'i');

export function askedStateUntold(statement: string, _solved: Solved): string | null {
  const asked = ASKED_STATE.exec(statement);
  if (!asked) return null;
  const facts = statement.slice(0, asked.index);
  const word = asked[1]!.toLowerCase();
  return new RegExp(String.raw`\b${word}\b`, 'i').test(facts) ? null : `the question asks things ${word}, a state the story never tells`;
}
