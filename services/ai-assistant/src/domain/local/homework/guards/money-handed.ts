import type { Solved } from '../steps.js';
import { factsOf, solutionParts } from '../story-trust/solution-parts.js';

/**
 * gsm-wages: "She pays with a $20 bill." or "He gave the cashier $50." tells money handed over, not
 * money spent: a reading that adds the bill to the purchase ("3 × 2 + 20" for "How much did she
 * spend?") answers nothing asked. Only the change, or what is left or given back, is read with the bill.
 */
const CASHIER = String.raw`the (?:cashier|clerk|shopkeeper|waiter|waitress|driver|seller)`;
const BILL = String.raw`(?:(?:a|an|one|\d+)\s+)?\$\s?(\d+(?:\.\d+)?)(?:\s+(?:bills?|notes?))?`;
/** "pays with a $20 bill", "paid the cashier $50", "gave the clerk a $10 bill", "hands over a $20 bill", "paid with a 20-dollar bill". */
const HANDED = new RegExp(String.raw`\b(?:pays?|paid)\s+(?:${CASHIER}\s+)?with\s+${BILL}|\b(?:pays?|paid|gives?|gave|hands?|handed)\s+${CASHIER}\s+${BILL}|\b(?:gives?|gave|hands?|handed)(?:\s+over)?\s+(?:a|an|one|\d+)\s+\$\s?(\d+(?:\.\d+)?)\s+(?:bills?|notes?)|\b(?:pays?|paid)\s+with\s+(?:a|an|one)\s+(\d+(?:\.\d+)?)[- ]dollars?\s+(?:bill|note)\b`, 'gi');
const BILL_ASKED = /\b(?:change|left|back|remain|remaining|return|returned)\b/i;

export function handedMoneySpent(statement: string, solved: Solved): string | null {
  const { facts, question } = factsOf(statement);
  if (BILL_ASKED.test(question)) return null;
  const handed = [...facts.matchAll(HANDED)].map((m) => Number(m[1] ?? m[2] ?? m[3] ?? m[4]));
  const { numbers } = solutionParts(solved);
  return handed.some((n) => numbers.includes(n)) ? 'money handed over read as money spent' : null;
}
