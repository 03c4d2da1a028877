import { SPENDING } from './change-verbs.js';

/**
 * "What was his total expense?" (or "total spending", "total expenditure", "Jason's total expenses")
 * asked plainly for the readers of purchases: "How much did he spend in total?", in the question's
 * own tense. Only when the story spends ("spent", "paid", "bought"): an expense of a story that
 * spends nothing is left as it was.
 */
const TOTAL_EXPENSE = /^(what|how much) (is|was|were|are) (his|her|their|([A-Z][a-z]+)'s) total (?:expenses?|expenditures?|spending|outlay)\s*\?$/i;
const SPENDS = new RegExp(String.raw`\b(?:${SPENDING}|paid|pays)\b`, 'i');
const PERSON = { his: 'he', her: 'she', their: 'they' } as const;

export function plainExpense(story: string): string {
  const sentences = story.split(/(?<=[.!?])\s+/);
  const question = sentences[sentences.length - 1] ?? '';
  const asked = TOTAL_EXPENSE.exec(question.trim());
  if (!asked || !SPENDS.test(sentences.slice(0, -1).join(' '))) return story;
  const who = asked[4] ?? PERSON[(asked[3] ?? '').toLowerCase() as keyof typeof PERSON];
  if (!who) return story;
  const past = /^(?:was|were)$/i.test(asked[2] ?? '');
  const does = past ? 'did' : who === 'they' ? 'do' : 'does';
  return [...sentences.slice(0, -1), `How much ${does} ${who} spend in total?`].join(' ');
}
