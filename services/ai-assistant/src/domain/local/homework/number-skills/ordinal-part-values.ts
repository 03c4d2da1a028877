import { exact, showReadable, type Exact } from '../math-engine.js';

/**
 * One numbered part's amount, from its clause: told outright ("The first bell takes 50 pounds of bronze"), or
 * through an earlier part: a multiple ("twice as much", "5 times as much as the first day", "doubles"), a fraction
 * ("a third of the apples picked in the first hour"), or more or less ("17 more oranges in the second bucket",
 * "6 inches less than the sum of the first two"). Without a part named, the comparison is with the one just before.
 * The clause must hold exactly the one number it is read by.
 */
export interface PartValue { value: Exact; unit: string | null; work: string; check: string }

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

export function partValue(clause: string, k: number, earlier: Exact[], ordinals: string[]): PartValue | null {
  const ORDINAL = `(?:${ordinals.join('|')})`;
  const said = words(clause).replace(new RegExp(String.raw`\bthe\s+${ORDINAL}(?:\s+[a-z]+)?`, 'i'), ' ');
  if (UNREAD.test(said)) return null;
  // The part it is compared with: "the first (dog)", "the sum of the first 2"; none: the part just before.
  const named = [...said.matchAll(new RegExp(String.raw`\b(?:the\s+sum\s+of\s+)?the\s+(${ORDINAL})(?:\s+(\d))?(?:\s+[a-z]+)?`, 'gi'))];
  if (named.length > 1) return null;
  const ref = named[0];
  const upTo = ref ? ordinals.indexOf(ref[1]!.toLowerCase()) + 1 : k - 1;
  const summed = ref?.[2] ? Number(ref[2]) : 0;
  if (ref && ((summed && (upTo !== 1 || summed < 2)) || (!summed && /\bsum\b/i.test(ref[0])))) return null;
  const parts = summed ? earlier.slice(0, summed) : earlier.slice(upTo - 1, upTo);
  const rest = ref ? said.replace(ref[0], ' REF ') : said;
  const numbers = rest.match(/\d+(?:\.\d+)?(?:\/\d+)?/g) ?? [];
  if (numbers.length !== 1) return null;
  const n = exact.fraction(numbers[0]!);
  const base = parts.length > 0 && (summed ? summed < k : upTo < k) ? parts.reduce((a, b) => a.add(b), exact.fraction(0)) : null;
  const baseShown = summed ? `(${parts.map(showReadable).join(' + ')})` : base ? showReadable(base) : '';
  const comparing = /\b(?:than|as|times)\b/i.test(rest);

  const times = new RegExp(String.raw`${NUMBER}\s+times\b`, 'i').exec(rest);
  if (times && base) {
    if (/\btimes\s+(?:more|less|fewer)\b/i.test(rest)) return null;
    const value = base.mul(n);
    return { value, unit: null, work: `${showReadable(n)} × ${baseShown} = ${showReadable(value)}`, check: `${showReadable(value)} ÷ ${showReadable(n)} = ${showReadable(base)}` };
  }
  const fraction = new RegExp(String.raw`(\d+\/\d+)\s+(?:of|as\s+(?:much|many|long|far|tall|high|heavy)|the\s+(?:time|amount|number|size|length|distance|cost|price))\b`, 'i').exec(rest);
  if (fraction && base) {
    const value = base.mul(n);
    return { value, unit: null, work: `${showReadable(n)} × ${baseShown} = ${showReadable(value)}`, check: `${showReadable(value)} ÷ ${showReadable(n)} = ${showReadable(base)}` };
  }
  const offset = new RegExp(String.raw`${NUMBER}\s+(?:([a-z]+)\s+)?([a-z]+)\b`, 'i').exec(rest);
  const [unitWord, direction] = offset ? (MORE.test(offset[3]!) || LESS.test(offset[3]!) ? [offset[2] ?? null, offset[3]!] : [null, offset[2] ?? '']) : [null, ''];
  if (offset && base && (MORE.test(direction) || LESS.test(direction))) {
    const value = MORE.test(direction) ? base.add(n) : base.sub(n);
    const sign = MORE.test(direction) ? '+' : '−';
    return { value, unit: unitWord, work: `${baseShown} ${sign} ${showReadable(n)} = ${showReadable(value)}`, check: `${showReadable(value)} ${sign === '+' ? '−' : '+'} ${showReadable(n)} = ${showReadable(base)}` };
  }
  // Told outright: one number and its unit, compared with nothing.
  const outright = new RegExp(String.raw`(?:^|\s)${NUMBER}\s+([a-z]+)`, 'i').exec(rest);
  if (!outright || comparing || ref || numbers[0]!.includes('/') || /^(?:more|less|fewer|times)$/i.test(outright[2]!)) return null;
  const told = outright[2] === 'dollars' ? `$${showReadable(n)}` : `${showReadable(n)} ${outright[2]}`;
  return { value: n, unit: outright[2]!, work: told, check: `${told}, as told` };
}
