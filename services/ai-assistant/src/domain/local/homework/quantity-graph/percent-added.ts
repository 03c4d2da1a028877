import { exact, plain, showDecimal, type Exact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { agreesAgain, sentencesOf, solveBillChange } from './bill-change.js';
import { CONDITIONED, NUMBER_WORD } from './discounted-purchase.js';

/**
 * A tip or a tax on the whole bill (gsm-steps): "Mark hires a singer for 3 hours at $15 an hour. He then
 * tips the singer 20%. How much did he pay?" The story is read again without the percent, by every reader
 * and check, and the percent is added to that total: 45 + 45 × 20% = 54. The percent must be the story's
 * only one, told in its own sentence by the payer, on the whole bill (no "each", no one thing named, no
 * condition); the question must ask what was paid ("in total", "after the tip" allowed). Checked a second
 * way: the total times (100 + percent) / 100, in floating point.
 */
const WHO = String.raw`(he|she|they|i|we|[a-z]+)`;
const N = String.raw`(\d+(?:\.\d+)?)\s*(?:%|percent)`;
const WHOLE = String.raw`(?:\s+on\s+(?:everything|it|them|the (?:whole |entire |total )?(?:order|bill|meal|purchase|total|cost)|(?:his|her|their) (?:whole |entire )?(?:order|bill|meal|purchase)))?`;
/** "He then tips the singer 20%." "She gives a 20% tip." "He also has to pay 10% tax on everything." */
const TIPS = new RegExp(String.raw`^${WHO}\s+(?:then\s+|also\s+)?tip(?:s|ped)?\s+(?:the|his|her|their)\s+[a-z]+\s+${N}${WHOLE}\s*[.!]$`, 'i');
const GIVES = new RegExp(String.raw`^${WHO}\s+(?:then\s+|also\s+)?(?:(?:has|have|had) to\s+)?(?:gives?|gave|leaves?|left|adds?|added|pays?|paid)\s+(?:an?\s+)?${N}\s+(tip|gratuity|tax|sales tax)${WHOLE}\s*[.!]$`, 'i');
const ASIDE = /\s+(?:after (?:the |a )?(?:tip|tax)|including (?:the )?(?:tip|tax)|in total|in all|altogether)(?=\?$)/i;
const TOTAL_ASKED = /^what (?:is|was|will be) the total (?:cost|amount (?:he|she|they) paid)\?$/i;

/** The story without its one tip or tax, and the percent; null when it is not told plainly. */
export function withoutPercentAdded(story: string): { rest: string; percent: Exact } | null {
  if ((story.match(/\d\s*(?:%|percent\b)/gi) ?? []).length !== 1) return null;
  const sentences = sentencesOf(story);
  const told = sentences.map((s) => TIPS.exec(s) ?? GIVES.exec(s));
  const at = told.findIndex(Boolean);
  const match = told[at];
  if (!match?.[2] || at === sentences.length - 1) return null;
  // gsm-prices: "He also has to pay 10% tax on everything": "also" adds the tax to the bill, no condition.
  if (CONDITIONED.test(match[0].replace(/\balso\s+/i, '')) || NUMBER_WORD.test(match[0]) || /\b(?:each|every|per)\b/i.test(match[0])) return null;
  const who = match[1] ?? '';
  if (!/^(?:he|she|they|i|we)$/i.test(who) && !sentences.slice(0, at).some((s) => new RegExp(String.raw`\b${who}\b`).test(s))) return null;
  const question = (sentences.at(-1) ?? '').replace(ASIDE, '').replace(TOTAL_ASKED, 'How much did they pay?');
  const rest = [...sentences.slice(0, at), ...sentences.slice(at + 1, -1), question].join(' ');
  const percent = exact.fraction(match[2]);
  return percent.compare(0) > 0 && percent.compare(100) <= 0 ? { rest, percent } : null;
}

/** The bill read without its tip or tax by `solve`, then the percent added; or null. */
export function solvePercentAdded(story: string, solve: (story: string) => Solved | null): Solved | null {
  const found = withoutPercentAdded(story);
  if (!found) return null;
  const p = showDecimal(found.percent);
  return solveBillChange(story, found.rest, false, solve, {
    apply: (total) => total.mul(exact.fraction(100).add(found.percent)).div(100),
    // Second way: the bill times (100 + percent) / 100, in floating point.
    checkedAgain: (total, answer) => agreesAgain(Number(plain.evaluate(`${total.valueOf()} * (100 + ${found.percent.valueOf()}) / 100`)), answer),
    facts: (t) => [`The bill comes to $${t} before the percent.`, `The percent adds ${p}% of it.`],
    sentence: (t) => `${t} + ${t} × ${p}% = ?`,
    schema: 'percent-change',
    check: (t, a) => `${t} × (100 + ${p})% gives ${a} again`,
  });
}
