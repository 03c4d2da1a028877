import { exact, type Exact } from '../math-engine.js';

/**
 * One numbered part's clause as an equation: told outright ("The first bell takes 50 pounds of bronze"), or through
 * other parts: a multiple ("twice as much", "5 times as much as the first day", "doubles", "4 times as many hops as
 * the second"), a fraction ("a third of the apples picked in the first hour"), or more or less ("17 more oranges in
 * the second bucket", "6 inches less than the sum of the first two"). Without a part named, the comparison is with
 * the one just before. The clause must hold exactly the one number it is read by.
 */
export interface PartEquation {
  k: number;
  /** part k = factor × (sum of the parts in refs) + offset; outright when refs is empty. */
  factor: Exact;
  refs: number[];
  offset: Exact;
  unit: string | null;
}

export const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];
export const ORDINAL = String.raw`(?:${ORDINALS.join('|')})`;

/** The clause boundaries of a sentence: commas and the words that join two clauses. */
const BOUNDARY = /\s*,\s*(?:and\s+|while\s+|but\s+)?|\s+(?:and|while|but|whereas)\s+(?=(?:in\s+|on\s+|for\s+|at\s+)?the\s+|\d)/gi;
/** A mention that names the part a clause is about (not one it is compared with: "than the first", "of the second"). */
const DEFINING = new RegExp(String.raw`(?<!\b(?:than|as|of|from|with|to)\s+(?:(?:in|on|at|for)\s+)?)\bthe\s+(${ORDINAL})\b(?!\s+\d)`, 'gi');

/**
 * Each part's clauses, by ordinal: the text from its clause's start to the next part's clause; a part told again
 * at the start of a sentence ("If the first warehouse has 400 boxes") gets a second clause. Sentences that tell no
 * part are returned as `rest`.
 */
export function partClauses(facts: string): { clauses: Array<{ k: number; text: string }>; rest: string } | null {
  const clauses: Array<{ k: number; text: string }> = [];
  const rest: string[] = [];
  for (const sentence of facts.split(/(?<=[.!?;])\s+/)) {
    // A part named again after it was told ("picked in the first hour") is a comparison, not a new clause.
    const told = new Set(clauses.map((c) => c.k));
    const mentions = [...sentence.matchAll(DEFINING)].filter((m) => {
      const k = ORDINALS.indexOf(m[1]!.toLowerCase()) + 1;
      return told.has(k) && m.index! > 0 ? false : (told.add(k), true);
    });
    if (mentions.length === 0) {
      rest.push(sentence);
      continue;
    }
    const starts = mentions.map((m, i) => {
      const before = [...sentence.matchAll(BOUNDARY)].filter((b) => b.index! < m.index! && (i === 0 || b.index! > mentions[i - 1]!.index!));
      return i === 0 ? 0 : before.length ? before.at(-1)!.index! : -1;
    });
    if (starts.some((s) => s < 0)) return null;
    for (const [i, m] of mentions.entries()) {
      const text = sentence.slice(starts[i]!, i + 1 < starts.length ? starts[i + 1] : undefined).replace(/^[\s,]*(?:and|while|but|whereas)?\s*/i, '');
      clauses.push({ k: ORDINALS.indexOf(m[1]!.toLowerCase()) + 1, text });
    }
  }
  return { clauses, rest: rest.join(' ') };
}

const FRACTIONS: ReadonlyArray<[RegExp, string]> = [
  [/\b(?:one|a|1)[- ]half\b|\bhalf\b/gi, '1/2'], [/\b(?:one|a|1)[- ]third\b/gi, '1/3'], [/\b(?:one|a|1)[- ](?:quarter|fourth)\b/gi, '1/4'],
  [/\b(?:two|2)[- ]thirds\b/gi, '2/3'], [/\b(?:three|3)[- ](?:quarters|fourths)\b/gi, '3/4'],
];
const MULTIPLES: ReadonlyArray<[RegExp, string]> = [[/\btwice\b|\bdoubles?\b|\bdoubled\b/gi, '2 times'], [/\bthrice\b|\btriples?\b|\btripled\b/gi, '3 times']];
const NUMBER = String.raw`(\d+(?:\.\d+)?|\d+\/\d+)`;
const MORE = /^(?:more|extra|longer|higher|heavier|older|bigger|larger|taller)$/i;
const LESS = /^(?:fewer|less|shorter|lower|lighter|younger|smaller)$/i;
const UNREAD = /%|\bpercent\b|\bper\b|\beach\b|\bevery\b|\btimes\s+(?:a|an|per|each|every)\b/i;

/** Fractions and multiples in words as numbers; money as "N dollars" ("$18", "350$"). */
function words(clause: string): string {
  return [...FRACTIONS, ...MULTIPLES].reduce((text, [shape, as]) => text.replace(shape, as), clause)
    .replace(/\$\s*(\d+(?:\.\d+)?)|(?<![\d.])(\d+(?:\.\d+)?)\s*\$/g, (_m, a: string | undefined, b: string | undefined) => `${a ?? b} dollars`);
}

/** "blood cells" → "cells", "pounds of" → "pounds", "pages long" → "pages": the word an amount counts. */
export function headNoun(words: string): string {
  const [first, second] = words.toLowerCase().split(/\s+/);
  return second && !/^(?:of|in|on|at|for|to|from|with|by|a|an|the|and|or|than|more|less|fewer|long|wide|tall|high|deep|old|each|per|every|is|are|was|were|do|does|did|has|have|had|will|would|can|could|it|he|she|they|this|that|today|yesterday|now)$/.test(second) && /(?:s|ies)$/.test(second) ? second : first!;
}

export function partEquation(clause: string, k: number, ordinals: string[] = ORDINALS): PartEquation | null {
  const said = words(clause).replace(new RegExp(String.raw`\bthe\s+${ORDINAL}(?:\s+[a-z]+)?`, 'i'), ' ');
  if (UNREAD.test(said)) return null;
  // The part it is compared with: "the first (dog)", "the sum of the first 2"; none: the part just before.
  const named = [...said.matchAll(new RegExp(String.raw`\b(?:the\s+sum\s+of\s+)?the\s+(${ORDINAL})(?:\s+(\d))?(?:\s+[a-z]+)?`, 'gi'))];
  if (named.length > 1) return null;
  const ref = named[0];
  const upTo = ref ? ordinals.indexOf(ref[1]!.toLowerCase()) + 1 : k - 1;
  const summed = ref?.[2] ? Number(ref[2]) : 0;
  if (ref && ((summed && (upTo !== 1 || summed < 2)) || (!summed && /\bsum\b/i.test(ref[0])))) return null;
  const refs = summed ? Array.from({ length: summed }, (_, i) => i + 1) : [upTo];
  const rest = ref ? said.replace(ref[0], ' REF ') : said;
  const numbers = rest.match(/\d+(?:\.\d+)?(?:\/\d+)?/g) ?? [];
  if (numbers.length !== 1) return null;
  const n = exact.fraction(numbers[0]!);
  const related = upTo >= 1 && !refs.includes(k);
  const through = (factor: Exact, offset: Exact, unit: string | null = null): PartEquation => ({ k, factor, refs, offset, unit });
  const zero = exact.fraction(0);

  if (new RegExp(String.raw`${NUMBER}\s+times\b`, 'i').test(rest)) return related && !/\btimes\s+(?:more|less|fewer)\b/i.test(rest) ? through(n, zero) : null;
  if (new RegExp(String.raw`(\d+\/\d+)\s+(?:of|as\s+(?:much|many|long|far|tall|high|heavy)|the\s+(?:time|amount|number|size|length|distance|cost|price))\b`, 'i').test(rest)) return related ? through(n, zero) : null;
  const offset = new RegExp(String.raw`${NUMBER}\s+(?:([a-z]+)\s+)?([a-z]+)\b`, 'i').exec(rest);
  const [unitWord, direction] = offset ? (MORE.test(offset[3]!) || LESS.test(offset[3]!) ? [offset[2] ?? null, offset[3]!] : [null, offset[2] ?? '']) : [null, ''];
  if (MORE.test(direction) || LESS.test(direction)) return related ? through(exact.fraction(1), MORE.test(direction) ? n : n.neg(), unitWord) : null;
  // Told outright: one number and its unit, compared with nothing.
  const outright = new RegExp(String.raw`(?:^|\s)${NUMBER}\s+([a-z]+(?:\s+[a-z]+)?)`, 'i').exec(rest);
  if (!outright || /\b(?:than|as|times)\b/i.test(rest) || ref || numbers[0]!.includes('/') || /^(?:more|less|fewer|times)\b/i.test(outright[2]!)) return null;
  return { k, factor: zero, refs: [], offset: n, unit: headNoun(outright[2]!) };
}
