import { CARDINAL_WORD, readCardinals } from './cardinals.js';
import { oneIsAmount } from './one-as-amount.js';

/**
 * Every number of a text written as digits, so each quantity reader reads one notation: "sixty-eight
 * shells" → "68 shells", "one hundred and twenty" → "120", "a hundred" → "100", "a dozen eggs" →
 * "12 eggs", "1,050" → "1050", ".5" → "0.5", "2.5 million" → "2500000". Words that are not plain
 * counts stay words: fractions ("two-thirds", "one and a half"), ordinals ("twenty-first"), "one" as a
 * pronoun, selector or setting ("the red one", "One of the boys", "One day,").
 */

const RUN = new RegExp(String.raw`\b(?:(an?)\s+)?((?:${CARDINAL_WORD})(?:(?:\s+and\s+|\s*-\s*|\s+)(?:${CARDINAL_WORD}))*)\b`, 'gi');
/**
 * A fraction or an ordinal written on from the number: "two-thirds", "one and a half", "three quarters
 * of", "twenty-first"; "seven quarters" are coins.
 */
const PART_AFTER = /^(?:[\s-]+(?:halves|half|thirds?|fourths?|quarters?(?=\s+of\b)|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?|hundredths?)\b|\s+and\s+an?\s+(?:half|third|quarter)\b|-(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)\b)/i;

function runAsDigits(text: string, runStart: number, article: string, run: string): string {
  const parts = run.split(/(\s+and\s+|\s*-\s*|\s+)/);
  const words = parts.filter((_, i) => i % 2 === 0);
  const joins = parts.filter((_, i) => i % 2 === 1);
  // "a hundred", "a thousand": the article is the count.
  const counted = article !== '' && /^(?:hundred|thousand|million|billion)$/i.test(words[0] ?? '');
  const shift = counted ? 1 : 0;
  const read = readCardinals(counted ? ['one', ...words] : words, counted ? [' ', ...joins] : joins);
  const endOf = (word: number): number => runStart + parts.slice(0, 2 * word + 1).join('').length;
  let articleKept = article;
  for (const cardinal of read) {
    const [from, to] = [Math.max(0, cardinal.from - shift), cardinal.to - shift];
    const begin = from === 0 ? runStart : endOf(from - 1) + (joins[from - 1] ?? '').length;
    const lone = to - from === 1 && !(counted && from === 0) ? (words[from] ?? '').toLowerCase() : '';
    if (PART_AFTER.test(text.slice(endOf(to - 1))) || lone === 'hundred') continue;
    if (lone === 'one' && !oneIsAmount(text.slice(0, begin), text.slice(endOf(to - 1)))) continue;
    parts[2 * from] = String(cardinal.value);
    for (let i = 2 * from + 1; i <= 2 * (to - 1); i++) parts[i] = '';
    if (counted && from === 0) articleKept = '';
  }
  return `${articleKept}${parts.join('')}`;
}

/** "1,050" → "1050", ".5" → "0.5", "2.5 million" → "2500000". */
function plainDigits(text: string): string {
  return text
    .replace(/(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d]|,\d)/g, (m) => m.replace(/,/g, ''))
    .replace(/(?<![\w.])\.(\d)/g, '0.$1')
    .replace(/\b(\d+(?:\.\d+)?)\s+(hundred|thousand|million|billion)\b(?!s)/gi, (_m, n: string, scale: string) => {
      const factor = { hundred: 100, thousand: 1000, million: 1e6, billion: 1e9 }[scale.toLowerCase()] ?? 1;
      return String(Number((Number(n) * factor).toFixed(6)));
    });
}

/** Words after "dozen" that make it a price's unit or a vague amount, not a count of things. */
const NOT_COUNTED = String.raw`(?!\s*(?:[.,;:?!]|$|and\b|or\b|for\b|at\b|per\b|each\b|is\b|was\b|are\b|were\b|to\b))`;
const DOZEN_AFTER_PRICE = String.raw`(?<!\b(?:per|each|every|the|dollars?|cents?)\s+)`;

/** "a dozen eggs" → "12 eggs", "3 dozen cookies", "3 dozens of cookies" → "36 cookies", "half a dozen" → "6"; "$2 a dozen" stays. */
function dozens(text: string): string {
  return text
    .replace(/\b(\d+)\s+dozens\s+of\s+(?!the\b|them\b|those\b|these\b)/gi, (_m, n: string) => `${Number(n) * 12} `)
    .replace(new RegExp(String.raw`${DOZEN_AFTER_PRICE}\bhalf an? dozen\b${NOT_COUNTED}`, 'gi'), '6')
    .replace(new RegExp(String.raw`${DOZEN_AFTER_PRICE}\b(an?|\d+(?:\.\d+)?)\s+dozen\b${NOT_COUNTED}`, 'gi'), (_m, n: string) => String(/^an?$/i.test(n) ? 12 : Number(n) * 12));
}

/**
 * One measure said in two units is one amount, not two: "2 dollars and 50 cents" → "2.50 dollars", "$3 and
 * 5 cents" → "$3.05", "4 hours and 30 minutes" → "4.5 hours" (only when the minutes make an exact decimal).
 */
function money(text: string): string {
  const cents = (c: string): string => c.padStart(2, '0');
  return text
    .replace(/\b(\d+) (hours?|minutes?) and (\d{1,2}) (minutes?|seconds?)\b/gi, (m, whole: string, big: string, part: string, small: string) => {
      const fits = /^hour/i.test(big) === /^minute/i.test(small) && (Number(part) * 100) % 60 === 0 && Number(part) < 60;
      return fits ? `${Number(whole) + Number(part) / 60} ${big.replace(/s?$/, 's')}` : m;
    })
    .replace(/\$(\d+) and (\d{1,2}) cents?\b/gi, (_m, d: string, c: string) => `$${d}.${cents(c)}`)
    .replace(/\b(\d+) dollars? and (\d{1,2}) cents?\b/gi, (_m, d: string, c: string) => `${d}.${cents(c)} dollars`);
}

export function writeNumbersAsDigits(text: string): string {
  let out = '';
  let last = 0;
  const plain = plainDigits(text);
  for (const match of plain.matchAll(RUN)) {
    const at = match.index ?? 0;
    const run = match[2] ?? '';
    const article = match[0].slice(0, match[0].length - run.length);
    out += plain.slice(last, at) + runAsDigits(plain, at + article.length, article, run);
    last = at + match[0].length;
  }
  return money(dozens(out + plain.slice(last)));
}
