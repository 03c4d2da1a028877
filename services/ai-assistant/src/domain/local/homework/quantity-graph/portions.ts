import { exact, type Exact } from '../math-engine.js';

/**
 * Portions as a story writes them ("half", "a third", "two-fifths", "3/4", "40%", "25 percent") and
 * what a portion is taken of: what there is now ("of what is left", "of the remaining birds"), the
 * amount just named ("of that", "twice as many"), or a thing named again ("of them", "of the pens"),
 * which is what there is now only while nothing has changed yet; later it is ambiguous.
 */
const COUNTS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
const PARTS: Record<string, number> = { half: 2, halve: 2, third: 3, quarter: 4, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };
const PART = '(?:half|halves|thirds?|quarters?|fourths?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?)';

/** The words of a portion, for building patterns (no groups inside). */
export const FRACTION = String.raw`(?:(?:a|one|two|three|four|five|six|seven|eight|nine)[ -]${PART}|half|\d+\/\d+|\d+(?:\.\d+)? ?(?:%|percent\b))`;

/** "a third" → 1/3, "two-fifths" → 2/5, "3/4" → 3/4, "40%" → 2/5; null for "a thirds" or "5/4". */
export function readFraction(text: string): Exact | null {
  const t = text.trim().toLowerCase();
  if (t === 'half') return exact.fraction(1, 2);
  const percent = /^(\d+(?:\.\d+)?) ?(?:%|percent)$/.exec(t);
  if (percent?.[1]) return exact.fraction(percent[1]).div(100);
  const slash = /^(\d+)\/(\d+)$/.exec(t);
  if (slash) return Number(slash[2]) === 0 || Number(slash[1]) >= Number(slash[2]) ? null : exact.fraction(Number(slash[1]), Number(slash[2]));
  const worded = /^([a-z]+)[ -]([a-z]+?)(s?)$/.exec(t);
  const [count, part] = [COUNTS[worded?.[1] ?? ''], PARTS[worded?.[2] ?? '']];
  if (!worded || !count || !part || count >= part || (count === 1) !== (worded[3] === '')) return null;
  return exact.fraction(count, part);
}

/** What a portion is taken of. */
export type Referent = 'current' | 'previous' | 'named';

/** "what's left", "the remaining birds", "the rest of the money", "the money he had left". */
const CURRENT = String.raw`what(?:'s| is| was)? (?:left|remaining|remains|remained)(?: of (?:it|them|the [a-z]+))?|what (?:he|she|they|it|we) (?:has|had|have|now has|now have)(?: left)?|the (?:remaining|remainder|rest|leftover)(?: [a-z]+){0,2}?|(?:his|her|their|its) (?:remaining|leftover)(?: [a-z]+)?|the (?:[a-z]+ )?(?:[a-z]+ )(?:that|which)? ?(?:he|she|they|it|we) (?:has|had|have) left|the (?:[a-z]+ )?left|what remains|the rest`;
const PREVIOUS = String.raw`that(?: amount| number| many| much| money| sum)?|this (?:amount|number|sum)|those`;
/** "her cookies", "his money": what that person has at that moment. */
const OWNED = String.raw`(?:her|his|their) (?!remaining\b|leftover\b)(?:[a-z]+ ){0,2}?[a-z]+`;
const NAMED = String.raw`them|it|(?:the|its) (?:[a-z]+ ){0,2}?[a-z]+`;

export interface Portion { fraction: Exact; of: Referent; at: number; length: number; ref: string }

const PORTION = new RegExp(`\\b(${FRACTION})(?: (?:of )?(?:(${CURRENT})|(${PREVIOUS})|(${OWNED})|(${NAMED})))?(?=$|[ ,.;])`, 'g');
/** "Of the remaining ones, he loses half down a sewer" → "he loses half of the remaining ones down a sewer". */
export function unfront(clause: string): string {
  const m = new RegExp(`^of ((?:the|what|those|these) [a-z' ]+?),? ((?:he|she|they|we|i|it) [a-z ]*?)\\b(${FRACTION})\\b(.*)$`).exec(clause);
  return m ? `${m[2]}${m[3]} of ${m[1]}${m[4]}` : clause;
}

/** "gave half to her brother", "ate half", "40% are blue": a bare portion ends its phrase. */
const BARE_END = /^(?:$|[,.;]| (?:to|away|and|in|on|for|into|down|out|are|were|is|was|have|has|had)\b)/;

/** Every portion phrase of a clause, in order. */
export function readPortions(clause: string): Portion[] {
  const text = clause.toLowerCase();
  const out: Portion[] = [];
  for (const m of text.matchAll(PORTION)) {
    const fraction = readFraction(m[1] ?? '');
    const bare = !m[2] && !m[3] && !m[4] && !m[5];
    if (!fraction || (bare && !BARE_END.test(text.slice((m.index ?? 0) + m[0].length)))) return [];
    // "gave half to her brother": a bare portion is of the amount the sentence is about, like "of them".
    out.push({ fraction, of: m[2] || m[4] ? 'current' : m[3] ? 'previous' : 'named', at: m.index ?? 0, length: m[0].length, ref: m[2] ?? m[3] ?? m[4] ?? m[5] ?? '' });
  }
  return out;
}

/** "twice as many", "half as much", "three times as many": a multiple of the amount just named. */
export const AS_MANY = new RegExp(`\\b(twice|double|triple|thrice|half|${FRACTION}|(?:\\d+(?:\\.\\d+)?|two|three|four|five) times) as (?:many|much)\\b`);

export function readAsMany(clause: string): Exact | null {
  const m = AS_MANY.exec(clause.toLowerCase());
  if (!m?.[1]) return null;
  const word = m[1];
  const fixed: Record<string, number> = { twice: 2, double: 2, triple: 3, thrice: 3 };
  if (fixed[word]) return exact.fraction(fixed[word]);
  const times = /^(\S+) times$/.exec(word);
  if (times?.[1]) return /^\d/.test(times[1]) ? exact.fraction(times[1]) : exact.fraction(COUNTS[times[1]] ?? 0);
  return readFraction(word);
}
