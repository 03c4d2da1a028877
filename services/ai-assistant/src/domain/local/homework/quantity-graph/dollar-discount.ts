import { exact, plain, showDecimal, type Exact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { agreesAgain, sentencesOf, solveBillChange } from './bill-change.js';
import { CONDITIONED, NUMBER_WORD } from './discounted-purchase.js';

/**
 * Dollars off a purchase (gsm-steps): "John books 3 nights at a hotel for $250 a night. He has a $100
 * discount. How much does he pay?" The story is read again without the discount, by every reader and
 * check, and the dollars are taken from that total: 3 × 250 − 100 = 650. The rest must name one price
 * (with two things, "a $1 discount" may be $1 off each); dollars off each thing ("$2 each"), off
 * "every 4 fruits", a percent beside them, or a discount on a condition decline. Checked a second way:
 * the answer plus the discount gives the total back, in floating point.
 */
const WHO = String.raw`(he|she|they|i|we|[a-z]+)`;
const AMOUNT = String.raw`\$\s?(\d+(?:\.\d+)?)`;
/** "He has a $100 discount." "She gets $20 off." "He has a $75 off coupon." "She uses a $5 coupon." */
const OWN_SENTENCE = new RegExp(String.raw`^${WHO}\s+(?:gets?|got|receives?|received|has|had|uses?|used|is given|was given)\s+(?:an?\s+)?${AMOUNT}\s+(?:off\s+coupon|discount|coupon|off)(?:\s+(?:on|off|for)\s+(?:the|his|her|their|it|them|everything)\b[a-z ]*)?\s*[.!]$`, 'i');
/** "He pays with a coupon that gives him $0.35 off." */
const COUPON = new RegExp(String.raw`^${WHO}\s+(?:pays?|paid|uses?|used|has|had)\s+(?:with\s+)?a\s+coupon\s+(?:that\s+(?:gives|gave)\s+(?:him|her|them|me|us)\s+|for\s+)${AMOUNT}(?:\s+off)?\s*[.!]$`, 'i');

/** The story without its one dollar discount, and the dollars; null when the discount is not told plainly. */
export function withoutDollarDiscount(story: string): { rest: string; off: Exact } | null {
  if (/%|\bpercent\b/i.test(story)) return null;
  const sentences = sentencesOf(story);
  const told = sentences.map((s) => OWN_SENTENCE.exec(s) ?? COUPON.exec(s));
  const at = told.findIndex(Boolean);
  const match = told[at];
  if (!match?.[2] || told.filter(Boolean).length !== 1 || at === sentences.length - 1) return null;
  if (CONDITIONED.test(match[0].replace(/\bcoupon\b/gi, '')) || NUMBER_WORD.test(match[0]) || /\b(?:each|every|per|a piece)\b/i.test(match[0])) return null;
  // Who gets it: a pronoun, or a name the story told before.
  const who = match[1] ?? '';
  if (!/^(?:he|she|they|i|we)$/i.test(who) && !sentences.slice(0, at).some((s) => new RegExp(String.raw`\b${who}\b`).test(s))) return null;
  if ((match[0].match(/\d+(?:\.\d+)?/g) ?? []).length !== 1) return null;
  const rest = [...sentences.slice(0, at), ...sentences.slice(at + 1)].join(' ');
  return { rest, off: exact.fraction(match[2]) };
}

/** The purchase read without its dollar discount by `solve`, then the dollars taken off; or null. */
export function solveDollarDiscount(story: string, solve: (story: string) => Solved | null): Solved | null {
  const found = withoutDollarDiscount(story);
  if (!found) return null;
  const d = showDecimal(found.off);
  // One price only, as for a percent off: "a kite for $5.50 and a hat for $4. She got a $1 discount" may be $1 off each.
  return solveBillChange(story, found.rest, true, solve, {
    apply: (total) => (total.compare(found.off) > 0 ? total.sub(found.off) : null),
    // Second way: what was paid and the discount together give the total back, in floating point.
    checkedAgain: (total, answer) => agreesAgain(Number(plain.evaluate(`${answer.valueOf()} + ${found.off.valueOf()}`)), total),
    facts: (t) => [`The purchase comes to $${t} before the discount.`, `The discount takes $${d} off.`],
    sentence: (t) => `${t} − ${d} = ?`,
    schema: 'money-left',
    check: (t, a) => `${a} + ${d} gives the total ${t} back`,
  });
}
