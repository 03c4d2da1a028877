import { exact, type Exact } from '../math-engine.js';

/**
 * Numbers and multipliers as a story writes them: "18", "two", "twice", "half", "a third",
 * "two-thirds", "3/4", "2.5 times". Exact fractions, so a chain of them stays exact.
 */
const WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, hundred: 100,
};
const PARTS: Record<string, number> = {
  half: 2, halves: 2, third: 3, thirds: 3, fourth: 4, fourths: 4, quarter: 4, quarters: 4, fifth: 5, fifths: 5,
  sixth: 6, sixths: 6, seventh: 7, sevenths: 7, eighth: 8, eighths: 8, ninth: 9, ninths: 9, tenth: 10, tenths: 10,
};

/** A number written as digits, a fraction or a word; null when it is not one. */
export function readNumber(text: string): Exact | null {
  const t = text.trim().toLowerCase();
  if (/^\d+(?:\.\d+)?$|^\.\d+$/.test(t)) return exact.fraction(t.startsWith('.') ? `0${t}` : t);
  const fraction = /^(\d+)\/(\d+)$/.exec(t);
  if (fraction) return Number(fraction[2]) === 0 ? null : exact.fraction(Number(fraction[1]), Number(fraction[2]));
  const word = WORDS[t];
  return word === undefined ? null : exact.fraction(word);
}

/** The words of a multiplier, for building patterns. */
export const MULTIPLIER = String.raw`(?:twice|double|triple|thrice|half|(?:(?:a|one|two|three)[ -](?:half|third|thirds|fourth|fourths|quarter|quarters|fifth|fifths)|(?:a|an|one|two|three|four|five|six|seven|eight|nine)[ -](?:sixth|sevenths?|eighths?|ninths?|tenths?|sixths|fifths))|\d+\/\d+|(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten) times)`;

/** "twice" → 2, "half" → 1/2, "two-thirds" → 2/3, "2.5 times" → 5/2, "3/4" → 3/4. */
export function readMultiplier(text: string): Exact | null {
  const t = text.trim().toLowerCase();
  if (t === 'twice' || t === 'double') return exact.fraction(2);
  if (t === 'triple' || t === 'thrice') return exact.fraction(3);
  if (t === 'half') return exact.fraction(1, 2);
  const times = /^(\S+) times$/.exec(t);
  if (times?.[1]) return readNumber(times[1]);
  const part = /^(a|an|one|two|three|four|five|six|seven|eight|nine)[ -]([a-z]+)$/.exec(t);
  if (part?.[1] && part[2]) {
    const count = part[1] === 'a' || part[1] === 'an' ? 1 : WORDS[part[1]];
    const denominator = PARTS[part[2]];
    return count && denominator && (count === 1) === !/s$/.test(part[2]) ? exact.fraction(count, denominator) : null;
  }
  return /^\d+\/\d+$/.test(t) ? readNumber(t) : null;
}
