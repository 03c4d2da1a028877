import { exact, plain, showDecimal, type Exact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { tidyText } from '../story/words.js';
import { showAnswer } from '../story/wording.js';
import { agreesAgain, paidTotal, sentencesOf } from './bill-change.js';
import { oneSpender } from './one-spender.js';
import { splitQuestion } from './split-question.js';

/**
 * gsm-money: the money still needed for a purchase. "Emir wants to buy a dictionary that costs $5, a dinosaur
 * book that costs $11, and a children's cookbook that costs $5. He has saved $19 from his allowance. How much
 * more money does Emir need to buy all three books?" The money had is told in one sentence of its own and set
 * aside; the rest, asked "How much will Emir spend?", is read by every reader and check (a price list, prices
 * through others, kinds of people); what is needed is that bill less the money had: 21 − 19 = 2. Only one
 * person's money; money coming in any other way (earning, selling, a gift, a rate) declines, and so does money
 * had that already covers the bill. Checked a second way: the money had and the answer give the bill back.
 */
const WHO = String.raw`(he|she|they|i|we|[A-Z][a-z]+)`;
/** "He has saved $19 from his allowance.", "Jack has $40.", "Rose already has $7.10.", "She has $28 saved." */
const HAVE = new RegExp(String.raw`^${WHO} (?:already |only |currently )?(?:has|have|had)(?: already| only| currently)?(?: saved)? (\d+(?:\.\d+)?) dollars(?: saved)?(?: so far)?(?: from (?:his|her|their) [a-z]+)?\.$`);
const NEED = /^how much more (?:money )?(?:does|do|will|would) (he|she|they|i|we|[a-z]+) need(?: to (?:buy|pay for|get|afford) (?:(?:all|the|these|those|both) (?:\d+ )?)?[a-z' -]+)?$/;
/** Money that comes in any other way, or prices that repeat: the bill is not the whole story. */
const OTHER_MONEY = /\b(?:earn\w*|sell\w*|sold|receiv\w*|gift|gives?|gave|given|allowance|wage|salary|per (?:week|month|day|hour)|each (?:week|month|day)|every|weekly|monthly|daily|save|saves|saving|saved|borrow\w*|loan|lend|lent|owe\w*|discount|off|percent|tax|tip|half|twice|left|change|back|already|has|had|have)\b|%/i;

/** The money had, the story without it asked what is spent, and who; null unless told once, plainly. */
export function withoutMoneyHad(story: string): { rest: string; had: Exact } | null {
  const split = splitQuestion(story.replace(/\s+/g, ' ').trim());
  const asked = split ? NEED.exec(tidyText(split.question).toLowerCase().replace(/[?.!]+\s*$/, '').trim()) : null;
  if (!split || !asked) return null;
  const sentences = sentencesOf(split.facts);
  const had = sentences.map((s) => HAVE.exec(tidyText(s)));
  const at = had.findIndex(Boolean);
  const found = had[at];
  if (!found || had.filter(Boolean).length !== 1) return null;
  const rest = sentences.filter((_s, i) => i !== at);
  if (rest.length === 0 || OTHER_MONEY.test(rest.join(' '))) return null;
  const who = asked[1] === 'he' || asked[1] === 'she' || asked[1] === 'they' ? asked[1] : (/\b([A-Z][a-z]+)\b/.exec(split.question.replace(/^How\b/, ''))?.[1] ?? found[1] ?? '');
  return { rest: [...rest, `How much will ${who} spend?`].join(' '), had: exact.fraction(found[2] ?? '0') };
}

export function solveMoneyShort(story: string, solve: (story: string) => Solved | null): Solved | null {
  const found = oneSpender(story) ? withoutMoneyHad(story) : null;
  const read = found ? paidTotal(found.rest, solve) : null;
  if (!found || !read || read.total.compare(found.had) <= 0) return null;
  const need = read.total.sub(found.had);
  // Second way: the money had and the answer give the bill back, in floating point.
  if (!agreesAgain(Number(plain.evaluate(`${need.valueOf()} + ${found.had.valueOf()}`)), read.total)) return null;
  const [t, h, a] = [showDecimal(read.total), showDecimal(found.had), showDecimal(need)];
  return {
    kind: 'word-problem',
    steps: [
      ...read.paid.steps,
      { kind: 'facts', facts: [`The purchase comes to $${t}.`, `$${h} is had already.`] },
      { kind: 'number-sentence', sentence: `${t} − ${h} = ?`, schema: 'money-left' },
      { kind: 'check', statement: `${a} + ${h} gives the ${t} of the purchase back`, holds: true },
    ],
    answer: showAnswer(need, 'dollar'),
  };
}
