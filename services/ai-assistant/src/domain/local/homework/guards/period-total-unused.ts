import type { Solved } from '../steps.js';
import { solutionParts } from '../story-trust/solution-parts.js';
import { splitQuestion } from '../quantity-graph/split-question.js';

/**
 * svamp-more: "Ana spends 3 hours on drawing and 2 hours on singing every day. If she practices for 5
 * days. How many more hours … in all?" answered 3 − 2 = 1: amounts told per period, the number of
 * periods told, the question asks for all of them, and the reading leaves the periods out.
 */
const PERIOD = '(day|week|month|year)';
const PER_PERIOD = new RegExp(String.raw`\b(?:every|each|a|per) ${PERIOD}\b`);
const PERIODS = new RegExp(String.raw`\b(?:for|in|over|during) (\d+(?:\.\d+)?) ${PERIOD}s\b`);
const ALL_ASKED = /\b(?:in all|altogether|in total|total|all together)\b/;
const EACH_ASKED = new RegExp(String.raw`\b(?:every|each|a|per|one) ${PERIOD}\b`);

export function periodTotalUnused(statement: string, solved: Solved): string | null {
  const parts = splitQuestion(statement);
  if (!parts) return null;
  const facts = parts.facts.toLowerCase();
  const question = parts.question.toLowerCase();
  const periods = PERIODS.exec(facts);
  if (!periods || !PER_PERIOD.test(facts) || !ALL_ASKED.test(question) || EACH_ASKED.test(question)) return null;
  const used = solutionParts(solved).numbers;
  return used.length > 0 && !used.includes(Number(periods[1])) ? 'the periods of a total asked over all of them left out' : null;
}
