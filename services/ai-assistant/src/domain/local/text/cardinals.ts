/**
 * Cardinal numbers written in words, read the way English composes them: "sixty-eight", "twenty one",
 * "one hundred twenty", "one hundred and twenty", "one hundred-twenty", "two thousand five",
 * "fifteen hundred". A run that does not continue one number ("four and five") gives several numbers.
 */

const SMALL: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const SCALES: Record<string, number> = { thousand: 1000, million: 1_000_000, billion: 1_000_000_000 };

/** Every word a cardinal is written with, for building patterns. */
export const CARDINAL_WORD = [...Object.keys(SMALL), ...Object.keys(TENS), 'hundred', ...Object.keys(SCALES)].join('|');

export interface Cardinal {
  value: number;
  /** Index of the first and one past the last word of the run that it was read from. */
  from: number;
  to: number;
}

interface State { total: number; group: number; hundred: boolean; scale: number; zero: boolean }

const start = (): State => ({ total: 0, group: 0, hundred: false, scale: Infinity, zero: false });

/** The state after one more word, or null when the word does not continue this number. */
function next(state: State, word: string, joinedByAnd: boolean, first: boolean): State | null {
  const small = SMALL[word] ?? TENS[word];
  const lastTwo = state.group % 100;
  // "and" joins only what follows a hundred or a thousand: "one hundred and twenty", not "four and five".
  if (joinedByAnd && (small === undefined || (!state.hundred && state.scale === Infinity) || lastTwo !== 0)) return null;
  if (state.zero) return null;
  if (small !== undefined) {
    if (first) return { ...state, group: small, zero: small === 0 };
    const afterTens = small < 10 && small > 0 && lastTwo >= 20 && lastTwo % 10 === 0 && !joinedByAnd;
    const fresh = lastTwo === 0 && (state.group > 0 || state.total > 0);
    return afterTens || fresh ? { ...state, group: state.group + small } : null;
  }
  if (word === 'hundred') {
    // "hundred-twenty" (no count before it) is a hundred; "twenty one hundred" is not read.
    if (first) return { ...state, group: 100, hundred: true };
    return state.group > 0 && state.group < 100 && !state.hundred ? { ...state, group: state.group * 100, hundred: true } : null;
  }
  const scale = SCALES[word];
  if (scale === undefined || first || state.group === 0 || scale >= state.scale) return null;
  return { total: state.total + state.group * scale, group: 0, hundred: false, scale, zero: false };
}

/**
 * Reads a run of number words (already split into words and the joins between them: " ", "-",
 * " and ") into cardinals, each as long as it can be. A bare scale word is no number ("thousand").
 */
export function readCardinals(words: readonly string[], joins: readonly string[]): Cardinal[] {
  const out: Cardinal[] = [];
  let from = 0;
  while (from < words.length) {
    let state = start();
    let to = from;
    while (to < words.length) {
      const word = (words[to] ?? '').toLowerCase();
      const andJoin = to > from && /\band\b/i.test(joins[to - 1] ?? '');
      const moved = next(state, word, andJoin, to === from);
      if (!moved) break;
      state = moved;
      to++;
    }
    if (to === from) {
      from++;
      continue;
    }
    // "one hundred and" never ends a number: a trailing "and" word was not taken, so nothing to undo.
    out.push({ value: state.total + state.group, from, to });
    from = to;
  }
  return out;
}

/** A whole phrase as one cardinal ("one hundred and twenty" → 120); null when it is not exactly one. */
export function cardinalValue(phrase: string): number | null {
  const parts = phrase.trim().toLowerCase().split(/(\s+and\s+|\s*-\s*|\s+)/);
  const words = parts.filter((_, i) => i % 2 === 0);
  const joins = parts.filter((_, i) => i % 2 === 1);
  const read = readCardinals(words, joins);
  return read.length === 1 && read[0]?.from === 0 && read[0].to === words.length ? read[0].value : null;
}

/**
 * Every cardinal phrase of a text written as digits, where the pattern `after` (a lookahead) allows it:
 * "two hours later" → "2 hours later" with after = "(?=\\s+hours?)"; a phrase that is no one number stays as written.
 */
export function cardinalsAsDigits(text: string, after = ''): string {
  return text.replace(new RegExp(`\\b(?:${CARDINAL_WORD})(?:[- ](?:${CARDINAL_WORD}))*\\b${after}`, 'gi'), (w) => String(cardinalValue(w) ?? w));
}
