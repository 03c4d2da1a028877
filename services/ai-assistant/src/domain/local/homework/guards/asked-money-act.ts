import { SPENDING } from '../story/change-verbs.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import type { Solved } from '../steps.js';

/**
 * The money act a question asks against the acts the story tells: "What was his total expense?"
 * after "Jason earned $142.46 and $8.89" asks for spending the story never tells, and "How much did
 * she earn?" after purchases asks for earnings it never tells. A sum of the other act's amounts
 * answers another question. Only a story that tells the opposite act and none of the asked one.
 */
const ASKS_SPENDING = /\b(?:spend|spent|spends|expenses?|expenditures?|spending)\b/i;
const ASKS_EARNING = /\b(?:earn|earned|earns|earnings|income|profits?)\b/i;
// "pays an annual interest" earns: paying is no sure sign of spending.
const TELLS_SPENDING = new RegExp(String.raw`\b(?:${SPENDING}|cost|costs|prices?d?|bills?|fees?)\b`, 'i');
const TELLS_EARNING = /\b(?:earn|earned|earns|earnings|made|makes|received|receives|got|gets|saved|saves|won|wins|found|finds|collected|raised|sold|sells|salary|wages?|interest|tips?|deposits?|deposited|invest(?:s|ed)?|paid (?:him|her|them))\b/i;

export function askedMoneyActUntold(statement: string, solved: Solved): string | null {
  if (!solved.answer.trim().startsWith('$')) return null;
  const parts = splitQuestion(statement);
  if (!parts) return null;
  const [facts, question] = [parts.facts, parts.question];
  if (ASKS_SPENDING.test(question) && !ASKS_EARNING.test(question) && TELLS_EARNING.test(facts) && !TELLS_SPENDING.test(facts)) return 'spending asked of a story that tells none';
  if (ASKS_EARNING.test(question) && !ASKS_SPENDING.test(question) && TELLS_SPENDING.test(facts) && !TELLS_EARNING.test(facts)) return 'earnings asked of a story that tells none';
  return null;
}
