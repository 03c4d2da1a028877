import { CARDINAL_WORD } from './cardinals.js';
import { writeNumbersAsDigits } from './number-words.js';

/**
 * Amounts a text states in words rather than as a count of things, which a reader that only takes
 * numbers would silently leave out: multiples ("twice", "double", "quadruple"), parts ("half", "a
 * third of", "two-fifths", "three quarters"), grouped or vague counts ("a pair of", "a couple of",
 * "dozens", "hundreds of"), repeats ("once a week", "every other day") and deals ("buy one get one").
 * Ordinals that name a position ("the second concert", "on the first day") are not amounts, nor is
 * "one" as a pronoun or selector ("one of them", "the red one"): writeNumbersAsDigits leaves those.
 */

const ORDINAL = String.raw`(?:third|fourth|quarter|fifth|sixth|seventh|eighth|ninth|tenth|twelfth|twentieth|hundredth)`;
const WORD_COUNT = String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten)`;

const PATTERNS: RegExp[] = [
  // Multiples.
  /\b(?:twice|thrice|doubl(?:e[sd]?|ing)|tripl(?:e[sd]?|ing)|quadrupl(?:e[sd]?|ing)|quintupl(?:e[sd]?|ing)|(?:two|three|four|five|ten)fold)\b/gi,
  // Parts: "half", "halfway", "a third of", "two-fifths", "3 eighths", "three quarters of".
  /\bhal(?:f(?:way)?|ves)\b/gi,
  // "7 quarters" are coins; "3 fifths" and "two-thirds" are parts, and "three quarters of" (below).
  new RegExp(String.raw`\b${WORD_COUNT}[\s-]+(?!quarter)${ORDINAL}s?\b|\b\d+[\s-]+(?!quarter)${ORDINAL}s\b`, 'gi'),
  new RegExp(String.raw`\ban?[\s-]+${ORDINAL}(?=\s+of\b|\s*[.,;:?!]|\s*$|\s+(?:to|for|and|as|off|more|less|fewer)\b)|\b(?:${WORD_COUNT}[\s-]+)?quarters?(?=\s+of\b)`, 'gi'),
  /\b(?:thirds|fourths|fifths|sixths|sevenths|eighths|ninths|tenths|hundredths)\b/gi,
  // "1/4 of them": a part written as a fraction, not two counts.
  /(?<![\d.])\d+\s*\/\s*\d+(?![\d.])/g,
  // Grouped and vague counts; "3 pairs of socks" and "$100 each pair" count pairs, "a pair of shoes" is 1 or 2.
  // "scores of people" is many; "he scores 26 points" and "test scores" are no amount.
  /\b(?:dozens?|hundreds|thousands|millions|billions)\b|\bscores(?=\s+of\b)/gi,
  // A priced pair is one lot whatever it holds: "$2 a pair", "a pair of shorts that cost $8".
  new RegExp(String.raw`(?<!\$\s?\d+(?:\.\d+)?\s+)\b(?:an?|the)\s+(?:pair|couple)\b(?!\s+of\s+(?:[a-z-]+\s+){1,3}(?:(?:that|which)\s+)?(?:costs?|for|at|is|was)\s+\$\s?\d)`, 'gi'),
  // Repeats and deals.
  // "once a week", "rang once at noon", "only once." count; "once he gets home" is a time, "he once played" means
  // "some time ago", "at once" is "now".
  /(?<!\b[Aa]t\s+)\b[Oo]nce\b(?=\s+(?:an?\s+(?:second|minute|hour|day|night|week|month|year|time)|every|each|per|more|again|or|at|on|in|during|for|after|before|with|to|daily|weekly)\b|\s*[.,;:?!]|\s*$)|\b[Ee]very\s+(?:other|second|third|fourth|fifth)\b/g,
  /\bbuy\s+(?:1|one)\s+get\s+(?:1|one)\b/gi,
  // A number word left unread (one "one" is left on purpose when it is a pronoun).
  new RegExp(String.raw`\b(?!one\b)(?:${CARDINAL_WORD})\b`, 'gi'),
];

/** The amount words of a text (plain numbers already or still in words), in the order found. */
export function amountWords(text: string): string[] {
  const digits = writeNumbersAsDigits(text);
  const found = PATTERNS.flatMap((pattern) => [...digits.matchAll(pattern)].map((m) => ({ at: m.index ?? 0, word: m[0].toLowerCase() })));
  // Where two patterns find the same words ("two-fifths", "fifths"), the longer reading stands.
  const kept: string[] = [];
  let end = -1;
  for (const f of found.sort((a, b) => a.at - b.at || b.word.length - a.word.length)) {
    if (f.at < end) continue;
    kept.push(f.word);
    end = f.at + f.word.length;
  }
  return kept;
}
