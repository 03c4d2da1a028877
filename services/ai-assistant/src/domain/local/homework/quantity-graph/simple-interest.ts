import { exact, plain, type Exact, showDecimal as show } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { tidyText } from '../story/words.js';
import { showAnswer } from '../story/wording.js';
import { digits } from './read-rates.js';

/**
 * Interest on one amount ("You deposit $70 in an account that pays an annual interest rate of 3%. How
 * much simple interest would you earn in 2.5 years?"): interest = amount × rate × years. Over more than
 * a year the interest is simple only when the story says so (otherwise it may be compounded); a rate per
 * month, a second amount or any other number declines. Checked a second way: the interest divided by the
 * amount and the years gives back the rate.
 */
const RATE = /(\d+(?:\.\d+)?) ?(?:%|percent\b)/g;
const YEARS = /\b(?:for|in|after|over) (\d+(?:\.\d+)?|a|1) years?\b|\b(?:for|in|after|over) (\d+(?:\.\d+)?) of a year\b/;
const NOT_SIMPLE = /\b(?:month|monthly|months|week|day|compound\w*|each year|every year|per month|withdraw\w*|adds?|additional|more|less|than|half|twice|payment|loaned|fee|balance)\b/;
const ASKS_INTEREST = /^how much (?:simple )?interest\b/;
const ASKS_TOTAL = /^how much (?:money )?(?:will|would|does|did|is|was) (?:[a-z]+ ){1,3}?(?:have|owe|be worth|pay back|in (?:the|her|his|their) (?:account|bank))\b/;

interface Interest { amount: Exact; rate: Exact; years: Exact; total: boolean }

function read(statement: string): Interest | null {
  const text = digits(tidyText(statement)).toLowerCase().replace(/\bone year\b/g, '1 year');
  const question = text.slice(Math.max(text.lastIndexOf('. ', text.lastIndexOf('?')), -1) + 1).trim();
  if (!/\binterest\b/.test(text) || NOT_SIMPLE.test(text)) return null;
  const total = ASKS_TOTAL.test(question);
  if (!ASKS_INTEREST.test(question) && !total) return null;
  const dollars = [...text.matchAll(/(\d+(?:\.\d+)?) dollars/g)];
  const rates = [...text.matchAll(RATE)];
  const years = YEARS.exec(text);
  const numbers = text.match(/(?<![\w.])\d+(?:\.\d+)?/g) ?? [];
  const yearValue = years ? exact.fraction(years[1] === 'a' ? '1' : (years[1] ?? years[2] ?? '0')) : null;
  if (dollars.length !== 1 || rates.length !== 1 || !yearValue || yearValue.equals(0)) return null;
  if (numbers.length !== 2 + (years?.[1] === 'a' ? 0 : 1)) return null;
  // Over more than a year, only interest the story calls simple is never compounded.
  if (yearValue.compare(1) > 0 && !/\bsimple\b/.test(text)) return null;
  return { amount: exact.fraction(dollars[0]?.[1] ?? '0'), rate: exact.fraction(rates[0]?.[1] ?? '0').div(100), years: yearValue, total };
}

export function solveSimpleInterest(statement: string): Solved | null {
  const found = read(statement);
  if (!found) return null;
  const { amount, rate, years, total } = found;
  const interest = amount.mul(rate).mul(years);
  const answer = total ? amount.add(interest) : interest;
  const again = Number(plain.evaluate(`${show(amount)} * ${show(rate)} * ${show(years)}`));
  if (interest.equals(0) || !interest.div(amount).div(years).equals(rate) || Math.abs(again - Number(interest.valueOf())) > 1e-9 || answer.mul(100).d !== 1n) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: statement.slice(statement.lastIndexOf('.', statement.lastIndexOf('?')) + 1).trim() },
    { kind: 'facts', facts: [`amount: $${show(amount)}`, `rate: ${show(rate.mul(100))}% a year`, `time: ${show(years)} years`] },
    { kind: 'number-sentence', sentence: `${show(amount)} × ${show(rate)} × ${show(years)}${total ? ` + ${show(amount)}` : ''} = ?`, schema: 'interest' },
    { kind: 'percent-to-decimal', percent: show(rate.mul(100)), decimal: show(rate) },
    { kind: 'percent-of', decimal: show(rate), whole: show(amount), result: show(amount.mul(rate)) },
    { kind: 'operation', operator: '*', left: show(amount.mul(rate)), right: show(years), result: show(interest), after: show(interest), why: 'only' },
    ...(total ? [{ kind: 'operation', operator: '+', left: show(amount), right: show(interest), result: show(answer), after: show(answer), why: 'only' } as const] : []),
    { kind: 'check', statement: `${show(interest)} ÷ ${show(amount)} ÷ ${show(years)} = ${show(rate)}, the rate again`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(answer, 'dollar') };
}
