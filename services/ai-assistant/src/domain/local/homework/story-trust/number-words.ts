/**
 * Numbers written in words ("sixty-eight", "one hundred twenty", "sixteen"): their full values, so a
 * solution that read only a piece of one ("eight" of "sixty-eight") or skipped it can be caught.
 */
const UNITS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const WORD = `(?:${[...Object.keys(UNITS), ...Object.keys(TENS), 'hundred', 'thousand'].join('|')})`;
const PHRASE = new RegExp(`\\b${WORD}(?:(?:[- ]|\\s+and\\s+)${WORD})*\\b`, 'gi');

/** The value of one phrase of number words, or null when its words do not make one number. */
export function wordValue(phrase: string): number | null {
  let total = 0;
  let current = 0;
  for (const word of phrase.toLowerCase().split(/[- ]+/).filter((w) => w !== 'and')) {
    if (word === 'hundred') current = (current || 1) * 100;
    else if (word === 'thousand') [total, current] = [total + (current || 1) * 1000, 0];
    else {
      const value = UNITS[word] ?? TENS[word];
      if (value === undefined || (current % 100 !== 0 && current % 10 !== 0) || (current % 100 !== 0 && value >= 10)) return null;
      current += value;
    }
  }
  return total + current;
}

/** Number phrases of more than one word, and single words above twelve: the ones a reader may split or skip. */
export function writtenNumbers(text: string): Array<{ phrase: string; value: number }> {
  return [...text.matchAll(PHRASE)]
    .map((m) => ({ phrase: m[0], value: wordValue(m[0]) }))
    .filter((n): n is { phrase: string; value: number } => n.value !== null && (/[- ]/.test(n.phrase) || n.value > 12));
}

/** Every such number is in the solution's number sentence at its full value (a skipped one may have mattered). */
export function numberWordsRead(statement: string, numbers: readonly number[]): boolean {
  return writtenNumbers(statement).every((n) => numbers.includes(n.value));
}
