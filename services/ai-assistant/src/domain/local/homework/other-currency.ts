import type { Solved } from './steps.js';

/**
 * Euros and pounds sterling: the readers know money as "$", so "He buys a roast for €17" is read as "$17" and the
 * solution is written back in the student's currency ("€72", "euros"). Only when the story names no currency in
 * words (a weight in pounds next to £ prices would be ambiguous) and uses one symbol alone.
 */
const SYMBOLS: Readonly<Record<string, string>> = { '€': 'euros', '£': 'pounds' };

export function otherCurrency(statement: string): { symbol: string; asDollars: string } | null {
  const symbols = [...new Set(statement.match(/[€£$]/g) ?? [])];
  if (symbols.length !== 1 || symbols[0] === '$' || /\b(?:dollars?|euros?|pounds?|cents?|pence|quid)\b/i.test(statement)) return null;
  const symbol = symbols[0]!;
  // "17€" is written "€17" for the readers.
  return { symbol, asDollars: statement.replace(/(\d+(?:[.,]\d+)?)\s*[€£]/g, `${symbol}$1`).replace(/[€£]\s*/g, '$') };
}

/** The solution written back in the student's currency. */
export function inCurrency(solved: Solved, symbol: string): Solved {
  const word = SYMBOLS[symbol]!;
  const text = JSON.stringify(solved).replace(/\$/g, symbol).replace(/\bdollars\b/g, word).replace(/\bdollar\b/g, word.replace(/s$/, ''));
  return JSON.parse(text) as Solved;
}
