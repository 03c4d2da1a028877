import { tidyText } from '../story/words.js';
import { exact, type Exact } from '../math-engine.js';

/**
 * The money someone has before paying for lots, told once: "had $500", "carried $500 to the market",
 * "saved $500", "was given a $50 bill", "paid the cashier $100", "won a $100 gift card", or in the
 * question "change from a $20 bill". The facts come back without it, so every other number is a lot.
 */
const HAVE = String.raw`(?:has|had|have|carried|carries|brought|brings|saved|saves|took|takes|withdrew|withdraws|won|wins|received|receives|(?:was|were|is|are) given|got|gets)`;
const HANDED = String.raw`(?:gave|gives|handed|hands) (?:him|her|them|[a-z]+)|paid (?:the cashier|the clerk|the shopkeeper|with)|pays (?:the cashier|the clerk|the shopkeeper|with)`;
const AMOUNT = String.raw`(?:an? |only |just )?(\d+(?:\.\d+)?)[- ]dollars?(?: bill| gift card| note)?`;
/** "two $20 bills", "one $50 bill": a count of bills. */
const BILLS = String.raw`(\d+) (\d+)[- ]dollars? (?:bills?|notes?)`;
const IN_FACTS = new RegExp(String.raw`\b(?:${HAVE}|${HANDED}|with|budget (?:of|was|is)) (?:${BILLS}|${AMOUNT})(?=[ ,.;!?]|$)`, 'gi');
const IN_QUESTION = new RegExp(String.raw`\b(?:from|out of|with|for) (?:an? |her |his |their )?(\d+(?:\.\d+)?)(?:[- ]dollars?)(?: bill| note)?\b`, 'i');

export interface MoneyStart { value: Exact; facts: string; fromFacts: boolean }

/** The one starting amount and the facts without it, or null when there is none or more than one. */
export function moneyStart(facts: string, question: string): MoneyStart | null {
  const tidy = tidyText(facts);
  const told = [...tidy.matchAll(IN_FACTS)];
  const asked = IN_QUESTION.exec(tidyText(question).toLowerCase());
  if (told.length + (asked ? 1 : 0) !== 1) return null;
  if (asked?.[1]) return { value: exact.fraction(asked[1]), facts: tidy, fromFacts: false };
  const [found] = told;
  const value = found?.[1] && found[2] ? exact.fraction(found[1]).mul(exact.fraction(found[2])) : found?.[3] ? exact.fraction(found[3]) : null;
  if (!found || !value) return null;
  const at = found.index ?? 0;
  const without = found[0].replace(/\s*(?:an? |only |just )?(?:\d+ )?\d+(?:\.\d+)?[- ]dollars?(?: bills?| gift card| notes?)?/, ' money');
  return { value, fromFacts: true, facts: `${tidy.slice(0, at)}${without}${tidy.slice(at + found[0].length)}` };
}
