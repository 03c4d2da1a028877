import { splitQuestion } from '../quantity-graph/split-question.js';

/**
 * "Ellen had 2080 Legos. She lost 17 Legos. How many Legos did she have last year?": the question names a time
 * ("last year", "yesterday", "next week") the story never tells, so no amount of the story is the one asked.
 */
const TIME = /\b(?:(?:last|next|this)\s+(?:year|month|week|weekend|summer|winter|spring|fall|autumn|night|morning|evening)|yesterday|tomorrow|tonight)\b/gi;

export function untoldTimeAsked(statement: string): string | null {
  const parts = splitQuestion(statement);
  // An age "next year" is a year from now, whatever the story says.
  if (!parts || /\b(?:old|ages?)\b/i.test(parts.question)) return null;
  const facts = parts.facts.toLowerCase();
  const untold = [...parts.question.matchAll(TIME)].map((m) => m[0].toLowerCase().replace(/\s+/g, ' ')).find((time) => !facts.replace(/\s+/g, ' ').includes(time));
  return untold ? `the question asks about ${untold}, a time the story never tells` : null;
}
