import type { Solved } from '../steps.js';
import { solutionParts } from '../story-trust/solution-parts.js';
import { splitQuestion } from '../quantity-graph/split-question.js';

/**
 * "Sam spent $20 on flour. He baked 30 cookies and sells them for $2 each. How much money did Sam make?": money
 * spent is never part of money made; a reading that adds it to the sales answers something else.
 */
const MADE_ASKED = /\bhow\s+much\b[^?]*\b(?:make|makes|made|earn|earns|earned|get|gets|got|receive|receives|received|raise|raised|collect|collected)\b/i;

export function spentAddedToMade(statement: string, solved: Solved): string | null {
  const parts = splitQuestion(statement);
  if (!parts || !MADE_ASKED.test(parts.question)) return null;
  const { numbers, sentence } = solutionParts(solved);
  if (!/\+/.test(sentence)) return null;
  const spent = numbers.find((n) => new RegExp(String.raw`\b(?:spent|spends|spend|paid|pays|pay)\s+\$\s*${String(n).replace('.', '\\.')}(?![\d.])`, 'i').test(parts.facts));
  return spent === undefined ? null : 'money spent added to money made';
}
