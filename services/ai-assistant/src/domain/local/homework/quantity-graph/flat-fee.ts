import { exact, plain, showDecimal, type Exact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { agreesAgain, sentencesOf, solveBillChange } from './bill-change.js';
import { CONDITIONED, NUMBER_WORD } from './discounted-purchase.js';

/**
 * A flat fee on top of a bill (gsm-prices): "Darla needs to pay $4/watt of electricity for 300 watts,
 * plus a $150 late fee. How much does she pay in total?" The story is read again without the fee, by every
 * reader and check, and the fee is added once: 4 × 300 + 150 = 1350. The fee must be the story's only fee,
 * told plainly ("plus a $150 late fee", "There is a $100 pet fee.", "He also pays a $15 service fee."), never
 * per thing or per period ("a $5 fee per ticket", "a monthly fee") and never on a condition; the question must
 * ask what was paid. Checked a second way: the answer less the fee gives the bill back, in floating point.
 */
const WHO = String.raw`(he|she|they|i|we|[a-z]+)`;
const FEE = String.raw`an?\s+(?:\w+\s+)?\$\s?(\d+(?:\.\d+)?)(?:\s+[a-z-]+){0,2}?\s+fee`;
/** "…, plus a $150 late fee." at the end of a sentence of the bill. */
const TACKED_ON = new RegExp(String.raw`,?\s+plus\s+${FEE}(?=\s*[.!]$)`, 'i');
/** "There is a $100 pet fee." "He also pays a $15 service fee." "She is charged a $10 booking fee." */
const OWN_SENTENCE = new RegExp(String.raw`^(?:there\s+is\s+(?:also\s+)?()|${WHO}\s+(?:also\s+)?(?:(?:has|have|had|needs?|needed) to\s+|must\s+)?(?:pays?|paid|(?:is|was|are|were|gets?|got) charged)\s+(?:also\s+)?)${FEE}\s*[.!]$`, 'i');
/** A fee that repeats or depends on something is not one flat amount. */
const NOT_FLAT = /\b(?:each|every|per|a (?:day|week|month|year|night|person|ticket)|an hour|daily|weekly|monthly|yearly|annual|hourly|nightly)\b|\//i;

/** The story without its one flat fee, and the fee; null when it is not told plainly. */
export function withoutFlatFee(story: string): { rest: string; fee: Exact } | null {
  if (/%|\bpercent\b/i.test(story) || (story.match(/\bfees?\b/gi) ?? []).length !== 1) return null;
  const sentences = sentencesOf(story);
  const at = sentences.findIndex((s) => /\bfee\b/i.test(s));
  const told = sentences[at];
  if (at < 0 || !told || at === sentences.length - 1) return null;
  const own = OWN_SENTENCE.exec(told);
  const tacked = own ? null : TACKED_ON.exec(told);
  const match = own ?? tacked;
  const amount = own ? own[3] : tacked?.[1];
  if (!match || !amount || CONDITIONED.test(match[0].replace(/\balso\b/gi, '')) || NUMBER_WORD.test(match[0]) || NOT_FLAT.test(match[0])) return null;
  const who = own?.[2];
  if (who && !/^(?:he|she|they|i|we)$/i.test(who) && !sentences.slice(0, at).some((s) => new RegExp(String.raw`\b${who}\b`).test(s))) return null;
  const kept = own ? '' : told.replace(match[0], '');
  const rest = [...sentences.slice(0, at), kept, ...sentences.slice(at + 1)].filter(Boolean).join(' ');
  const fee = exact.fraction(amount);
  return fee.compare(0) > 0 ? { rest, fee } : null;
}

/** The bill read without its flat fee by `solve`, then the fee added once; or null. */
export function solveFlatFee(story: string, solve: (story: string) => Solved | null): Solved | null {
  const found = withoutFlatFee(story);
  if (!found) return null;
  const f = showDecimal(found.fee);
  return solveBillChange(story, found.rest, false, solve, {
    apply: (total) => total.add(found.fee),
    // Second way: what was paid less the fee gives the bill back, in floating point.
    checkedAgain: (total, answer) => agreesAgain(Number(plain.evaluate(`${answer.valueOf()} - ${found.fee.valueOf()}`)), total),
    facts: (t) => [`The bill comes to $${t} before the fee.`, `The fee adds $${f} once.`],
    sentence: (t) => `${t} + ${f} = ?`,
    schema: 'priced-items',
    check: (t, a) => `${a} − ${f} gives the bill ${t} back`,
  });
}
