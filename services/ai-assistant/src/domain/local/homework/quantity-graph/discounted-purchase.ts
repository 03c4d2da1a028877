import { exact, plain, showDecimal, type Exact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { agreesAgain, sentencesOf, solveBillChange } from './bill-change.js';

/**
 * A percent off the whole purchase (gsm-steps): "James buys 6 t-shirts for $20 each. He gets 50% off.
 * How much did he pay?" The story is read again without the discount ("… for $20 each. How much did he
 * pay?"), by every reader and check, and the percent is taken off that total: 120 × (100 − 50)% = 60.
 * The discount must be the story's only percent, told on its own (its own sentence, "for 50% off" after
 * the purchase, or "If she gets a 40% discount," before the question) with no condition or other number;
 * the rest must name one price only, so the discount cannot belong to one item of several; the question
 * must ask what was paid. Checked a second way: the total less the discount, worked out in floating point.
 */
const PERCENT = /(\d+(?:\.\d+)?)\s*(?:%|percent\b)/gi;
const A_PERCENT = /\d\s*(?:%|percent\b)/i;
export const NUMBER_WORD = /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|fifty|hundred|dozen|half|twice|double)\b/i;
const DISCOUNT = String.raw`(?:an?\s+)?(\d+(?:\.\d+)?)\s*(?:%|percent)\s+(?:off|discount)`;
/** "for 50% off", "at a 20% discount", "with a 25% discount" right after the purchase. */
const TACKED_ON = new RegExp(String.raw`(),?\s+(?:for|at|with)\s+${DISCOUNT}(?=\s*[.,])`, 'i');
/** What the discount is on or for: everything bought, "each kilogram" of the asked thing, or a reason ("for buying in bulk"). */
const TARGET = String.raw`(?:\s+on\s+(?:it|them|everything|all of it|the (?:whole|total|entire) [a-z]+|(?:his|her|their) (?:whole |entire |total )?(?:purchase|order|bill)|each ([a-z]+)(?: of [a-z]+)?))?(?:\s+for\s+[a-z ]+)?`;
/** "He gets a 30% discount." "They got 20% off." "She has a 10% discount." */
const OWN_SENTENCE = new RegExp(String.raw`^(he|she|they|i|we|[a-z]+)\s+(?:gets?|got|receives?|received|has|had|is given|was given|were given)\s+${DISCOUNT}${TARGET}\s*[.!]$`, 'i');
/** gsm-prices: "The garden center was offering 10% off all purchases.": a seller's discount on everything bought there. */
const STOREWIDE = new RegExp(String.raw`^()(?:the|a|an)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:is|was|are|were)\s+(?:offering|giving|having)\s+${DISCOUNT}?\s*(?:off\s+|on\s+)?(?:all (?:purchases|items)|everything|every purchase)\s*[.!]$`, 'i');
/** "If he gets a 40% discount, how much …" */
const IF_LEAD = new RegExp(String.raw`^if\s+(he|she|they|i|we|[a-z]+)\s+(?:gets?|got|would get|receives?|received|has|had)\s+${DISCOUNT}${TARGET}\s*,\s*`, 'i');
/** Words that make a discount depend on something, or belong to one part of a purchase. */
export const CONDITIONED = /\b(?:if|when|only|more|over|above|exceed\w*|least|first|next|after|before|additional|extra|another|also|further|group|every|members?|seniors?|students?|child\w*|adults?|repeat|coupon|but)\b/i;
const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The story without its one discount, and the percent; null when the discount is not told plainly. */
export function withoutDiscount(story: string): { rest: string; percent: Exact; everything: boolean } | null {
  const percents = [...story.matchAll(PERCENT)];
  if (percents.length !== 1) return null;
  const sentences = sentencesOf(story);
  const at = sentences.findIndex((s) => A_PERCENT.test(s));
  const told = sentences[at];
  const question = sentences[sentences.length - 1];
  if (at < 0 || !told || !question || !question.endsWith('?')) return null;
  const last = at === sentences.length - 1;
  const tacked = !last ? TACKED_ON.exec(told) : null;
  const storewide = !last ? STOREWIDE.exec(told) : null;
  const own = !last ? OWN_SENTENCE.exec(told) ?? storewide : null;
  const lead = last ? IF_LEAD.exec(told) : null;
  const match = own ?? lead ?? tacked;
  if (!match?.[2] || CONDITIONED.test(match[0].replace(/^if\s+/i, '')) || NUMBER_WORD.test(match[0])) return null;
  // Who gets it: a pronoun, or a name the story told before.
  const who = match[1] ?? '';
  if (match !== tacked && match !== storewide && !/^(?:he|she|they|i|we)$/i.test(who) && !sentences.slice(0, at).some((s) => new RegExp(String.raw`\b${who}\b`).test(s))) return null;
  // "on each kilogram": only a unit of the thing the question asks about.
  const each = match[3];
  if (each && !question.toLowerCase().includes(each.replace(/s$/, ''))) return null;
  const kept = own ? '' : lead ? capitalized(told.slice(match[0].length)) : told.replace(match[0], '');
  // A tacked-on discount leaves its sentence a purchase of its own; nothing else of it may be a number.
  if (/\d/.test(own ? told.replace(match[0], '') : lead ? match[0].replace(match[2], '') : '')) return null;
  const rest = [...sentences.slice(0, at), kept, ...sentences.slice(at + 1)].filter(Boolean).join(' ');
  const percent = exact.fraction(match[2]);
  return percent.compare(0) > 0 && percent.compare(100) < 0 ? { rest, percent, everything: match === storewide } : null;
}

/** The purchase read without its discount by `solve`, then the discount taken off; or null. */
export function solveDiscountedPurchase(story: string, solve: (story: string) => Solved | null): Solved | null {
  const found = withoutDiscount(story);
  if (!found) return null;
  const p = showDecimal(found.percent);
  // A discount on all purchases is on every price told, so the purchase may have several.
  return solveBillChange(story, found.rest, !found.everything, solve, {
    apply: (total) => total.mul(exact.fraction(100).sub(found.percent)).div(100),
    // Second way: the discount worked out on its own and taken from the total, in floating point.
    checkedAgain: (total, answer) => agreesAgain(Number(plain.evaluate(`${total.valueOf()} - ${total.valueOf()} * ${found.percent.valueOf()} / 100`)), answer),
    facts: (t) => [`The purchase comes to $${t} before the discount.`, `The discount takes ${p}% off.`],
    sentence: (t) => `${t} − ${t} × ${p}% = ?`,
    schema: 'percent-change',
    check: (t, a) => `the discount ${t} × ${p}% taken from ${t} leaves ${a}`,
  });
}
