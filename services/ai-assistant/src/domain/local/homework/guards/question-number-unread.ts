import { splitQuestion } from '../quantity-graph/split-question.js';
import type { Solved } from '../steps.js';
import { solutionParts } from '../story-trust/solution-parts.js';

/**
 * "How many balls are in a 35oz barrel?": a number the question itself names is part of what is
 * asked, so a reading that never uses it answers another question (the balls of the barrel the facts
 * tell about). Only numbers glued to a unit ("35oz", "12-inch") are
 * judged: a bare count in the question ("all 4 people", "by 16:00") may be told again in the facts.
 */
export function questionNumberUnread(statement: string, solved: Solved): string | null {
  const question = splitQuestion(statement)?.question;
  if (!question) return null;
  const asked = [...question.replace(/(\d),(\d{3})\b/g, '$1$2').matchAll(/(?<![\d.])(\d+(?:\.\d+)?)(?!st\b|nd\b|rd\b|th\b|[ap]m\b)(?=[a-z]|-[a-z])/gi)].map((m) => Number(m[1]));
  const { numbers } = solutionParts(solved);
  return asked.some((n) => !numbers.includes(n)) ? 'a number of the question unread' : null;
}
