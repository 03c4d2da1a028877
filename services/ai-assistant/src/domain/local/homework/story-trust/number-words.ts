import { CARDINAL_WORD, cardinalValue } from '../../text/cardinals.js';

/**
 * Numbers written in words ("sixty-eight", "one hundred twenty", "sixteen"): their full values, so a
 * solution that read only a piece of one ("eight" of "sixty-eight") or skipped it can be caught.
 */
const PHRASE = new RegExp(`\\b(?:${CARDINAL_WORD})(?:(?:[- ]|\\s+and\\s+)(?:${CARDINAL_WORD}))*\\b`, 'gi');

/** Number phrases of more than one word, and single words above twelve: the ones a reader may split or skip. */
export function writtenNumbers(text: string): Array<{ phrase: string; value: number }> {
  return [...text.matchAll(PHRASE)]
    .map((m) => ({ phrase: m[0], value: cardinalValue(m[0]) }))
    .filter((n): n is { phrase: string; value: number } => n.value !== null && (/[- ]/.test(n.phrase) || n.value > 12));
}

/** Every such number is in the solution's number sentence at its full value (a skipped one may have mattered). */
export function numberWordsRead(statement: string, numbers: readonly number[]): boolean {
  return writtenNumbers(statement).every((n) => numbers.includes(n.value));
}
