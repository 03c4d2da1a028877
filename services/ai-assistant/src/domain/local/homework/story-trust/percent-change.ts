import { exact, showDecimal as show, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import { singular, tidyText } from '../story/words.js';
import { showAnswer } from '../story/wording.js';

/**
 * One amount changed by a percent: "The bike sold for $220 last year; its price was increased by 15%.
 * What is the new price?" (220 × 1.15), "She scored 20 goals; the next season she scored 30% more. How
 * many in both seasons?" (20 + 20 × 1.3), "She paid $480 at a 20% discount. What was the original
 * price?" (480 ÷ 0.8). The story holds exactly these two numbers; whether the amount is the one before
 * or after the change is told by its own words ("normally costs", "paid"), and the question must ask
 * the other one or both. Checked: the amount after, taken back by the same percent, is the one before.
 */
const UP = String.raw`more|higher|increase|raise|longer|taller|bigger|larger|more expensive`;
const DOWN = String.raw`less|fewer|lower|decrease|discount|off|cheaper|shorter|smaller|reduction`;
// gsm-parts: "a discount of 20%", "a salary increase of 2%" said the way the percent comes first.
const OF_PERCENT = /\b(?:an?|the) (?:(?:salary|price|pay|rent|wage) )?(increase|raise|decrease|reduction|discount) of (\d+(?:\.\d+)?)%/gi;
const CHANGE = new RegExp(String.raw`\b(increased|decreased|raised|reduced|went up|went down|rose|dropped|fell) by (\d+(?:\.\d+)?)%|(\d+(?:\.\d+)?)% (${UP}|${DOWN})\b`, 'i');
const BEFORE_WORDS = /\b(?:normally|regular(?:ly)?|original(?:ly)?|usually|price (?:is|was)|costs?|last (?:year|week|month|season)|used to|has|had|have|scored|sold|earned|used|collected|employed)\b/;
const AFTER_WORDS = /\b(?:paid|pays|pay|spent|sale price|on sale for|now|after|this year|currently)\b/;
const AFTER_CHANGE = new RegExp(String.raw`\bafter (?:a|an|the|its) \d+(?:\.\d+)?% (?:${UP}|${DOWN})\b`);
const OTHER = /\bthan\b|\b(?:per|each|every|a (?:day|week|month|year)|times|twice|half|double|dozen|another|left|remain\w*|save[ds]?|tax|tip|interest|commission)\b|\d\s*\/\s*\d/;
const ASKS_BEFORE = /\b(?:original(?:ly)?|regular|at first|used to|last year|initially)\b/;
const ASKS_BOTH = /\bboth\b|\b(?:the|these) (?:two|2) (?:days|weeks|months|years|seasons|games)\b|\bover the (?:two|2)\b|\bfor the (?:two|2)\b/;
const ASKS_AFTER = /\b(?:now|new|final|current|pay|paid|cost|costs|spend|will|after|have)\b/;

type Asked = 'before' | 'after' | 'both';

function askedOf(question: string): Asked | null {
  if (/\b(?:percent|percentage|how much more|how many more|difference)\b/.test(question)) return null;
  if (ASKS_BEFORE.test(question)) return 'before';
  if (ASKS_BOTH.test(question)) return 'both';
  return ASKS_AFTER.test(question) ? 'after' : null;
}

/** The clause (marks ",.;") or sentence (".;") of the amount: from the last mark before it to the next. */
function spanOf(text: string, at: number, marks: string): string {
  const start = Math.max(0, ...[...text.slice(0, at).matchAll(new RegExp(`[${marks}] `, 'g'))].map((m) => (m.index ?? 0) + 2));
  const end = text.slice(at).search(new RegExp(`[${marks}](?: |$)`));
  return text.slice(start, end < 0 ? undefined : at + end).toLowerCase();
}

/** Whether the amount is the one before the change, after it, or unknown. */
function amountIs(text: string, at: number, changeAt: number): Asked | null {
  // "A shirt costs $24 after a 20% discount", "After a 15% increase, the price is $46": after, whatever the verb.
  if (AFTER_CHANGE.test(spanOf(text, at, '.;'))) return 'after';
  const clause = spanOf(text, at, ',.;');
  const before = BEFORE_WORDS.test(clause);
  const after = AFTER_WORDS.test(clause);
  if (before === after) return !before && at < changeAt ? 'before' : null;
  return before ? 'before' : 'after';
}

function read(statement: string): { amount: Exact; factor: Exact; percent: string; is: Asked; asked: Asked; unit: string; question: string } | null {
  const split = splitQuestion(tidyText(statement).replace(OF_PERCENT, (_m, word: string, n: string) => `a ${n}% ${word.toLowerCase()}`));
  if (!split) return null;
  const text = `${split.facts} ${split.question}`;
  const change = CHANGE.exec(text);
  const numbers = [...text.matchAll(/(?<![\w.])\d+(?:\.\d+)?(?![\w.])/g)];
  if (!change || numbers.length !== 2 || OTHER.test(text.toLowerCase()) || (text.match(/%/g) ?? []).length !== 1) return null;
  const amountMatch = numbers.find((m) => !text.slice(m.index ?? 0).startsWith(`${change[2] ?? change[3]}%`));
  const question = split.question.toLowerCase();
  const asked = askedOf(question);
  if (!amountMatch || !asked || (amountMatch.index ?? 0) >= text.length - split.question.length) return null;
  const is = amountIs(split.facts, amountMatch.index ?? 0, change.index);
  const percent = change[2] ?? change[3] ?? '';
  const up = change[1] ? /^(?:increased|raised|went up|rose)$/i.test(change[1]) : new RegExp(`^(?:${UP})$`, 'i').test(change[4] ?? '');
  const part = exact.fraction(percent).div(100);
  const factor = up ? exact.fraction(1).add(part) : exact.fraction(1).sub(part);
  const unit = /^\s*dollars?\b/.test(text.slice((amountMatch.index ?? 0) + amountMatch[0].length)) ? 'dollar' : singular(/^\s*([a-z]+)/.exec(text.slice((amountMatch.index ?? 0) + amountMatch[0].length))?.[1] ?? '');
  if (!is || factor.s <= 0n || factor.equals(0) || (asked === is) || (asked === 'both' && is !== 'before')) return null;
  return { amount: exact.fraction(amountMatch[0]), factor, percent, is, asked, unit, question: split.question };
}

export function solvePercentChange(statement: string): Solved | null {
  const r = read(statement);
  if (!r) return null;
  const before = r.is === 'before' ? r.amount : r.amount.div(r.factor);
  const after = before.mul(r.factor);
  const answer = r.asked === 'before' ? before : r.asked === 'after' ? after : before.add(after);
  // The second way: the amount after, taken back by the same percent, is the amount before.
  if (!after.div(r.factor).equals(before) || answer.s < 0n || answer.equals(0)) return null;
  const factorText = `${show(r.factor)}`;
  const sentence = r.asked === 'before' ? `${show(r.amount)} ÷ ${factorText}` : r.asked === 'after' ? `${show(r.amount)} × ${factorText}` : `${show(r.amount)} + ${show(r.amount)} × ${factorText}`;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: r.question.trim() },
    { kind: 'facts', facts: [`${show(r.amount)} ${r.unit === 'dollar' ? 'dollars' : r.unit} ${r.is === 'before' ? 'before' : 'after'} the change`, `${r.percent}% ${r.factor.compare(1) > 0 ? 'more' : 'less'}: × ${factorText}`] },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'portions' },
    { kind: 'check', statement: `${show(after)} ÷ ${factorText} = ${show(before)}, the amount before the change`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(answer, r.unit) };
}
