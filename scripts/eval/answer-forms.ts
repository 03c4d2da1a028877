// Answers that are not one number (the `exercises` set): yes/no, a time of day, a list of numbers, an
// option letter. The shown answer agrees when a student reading it would write the set's answer.
const LIST_NUMBER = /-?\d+(?:\.\d+)?(?:\/\d+)?/g;
const TIME = /^(\d{1,2}):(\d{2})\s*([AP]M)$/i;

const numbersOf = (text: string): number[] => (text.match(LIST_NUMBER) ?? []).map((n) => (n.includes('/') ? Number(n.split('/')[0]) / Number(n.split('/')[1]) : Number(n)));
const close = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

/** Two expressions in one letter are the same polynomial (the caller evaluates them, e.g. with mathjs). */
export type SameExpression = (a: string, b: string, variable: string) => boolean;

/** One value per labelled part ("Allen is 15 years old", "10 liters of the 20% solution": percents label); null unless ≥ 2 parts. */
function labelledValues(answer: string): number[] | null {
  const parts = answer.split(/,\s+(?:and\s+)?|\s+and\s+/);
  const values = parts.map((part) => {
    const numbers = [...part.matchAll(/(?<![\d.])(\d+(?:\.\d+)?)(?![\d.]*\s*%)/g)].map((m) => Number(m[1]));
    return numbers.length === 1 && /[a-z]{3,}/i.test(part.replace(/\d/g, '')) ? numbers[0]! : null;
  });
  return parts.length >= 2 && values.every((v) => v !== null) ? (values as number[]) : null;
}

/** null: the expected answer is a single number (the caller compares values). */
export function otherFormAgrees(expected: string, shown: string, sameExpression?: SameExpression): boolean | null {
  const want = expected.trim();
  if (/^(?:true|false)$/i.test(want)) return new RegExp(`^(?:${/^true$/i.test(want) ? 'yes|true' : 'no|false'})\\b`, 'i').test(shown.trim());
  const time = TIME.exec(want);
  if (time) return new RegExp(`\\b${Number(time[1])}:${time[2]}\\s*${time[3]}\\b`, 'i').test(shown);
  if (/^\(?[a-h]\)?$/i.test(want)) return new RegExp(`^\\(?${want.replace(/[()]/g, '')}\\)`, 'i').test(shown.trim());
  if (/^-?[\d./]+(?:\s*,\s*-?[\d./]+)+$/.test(want)) {
    // Only the list itself: "x = -12, x = -8 or x = -1", "2, 5, 283" (a check after "=" or "(" is not part of it).
    const listed = numbersOf(shown.split(/\s(?:because|since|check)\b|[(;]/i)[0]?.replace(/\b[a-z]\s*=\s*/gi, '') ?? '');
    const wanted = numbersOf(want);
    return listed.length === wanted.length && listed.every((n, i) => close(n, wanted[i] ?? NaN));
  }
  // A factored expression: "-(x - 27)**2*(x - 6)" and "−(x − 6)(x − 27)^2" are the same polynomial.
  const letters = new Set(want.match(/[a-z]/gi) ?? []);
  if (letters.size === 1 && sameExpression) return sameExpression(want.replace(/\*\*/g, '^'), shown.replace(/[−–]/g, '-').replace(/([a-z0-9)])\s*\(/gi, '$1*('), [...letters][0] ?? 'x');
  if (!/^-?\d[\d,]*(?:\.\d+)?(?:\/\d+)?$/.test(want)) return want.replace(/\s+/g, '') === shown.trim().replace(/\s+/g, '');
  // "Find their present ages" answered "Allen is 15 years old and Scott is 25 years old", "… in still water and the
  // speed of the current" answered "still water 6 km/h, current 4 km/h": the question asked for several labelled
  // values and the set kept one of them; the answer agrees when that one is among the values.
  const labelled = labelledValues(shown.trim());
  if (labelled) return labelled.some((n) => close(n, Number(want.replace(/,/g, ''))));
  return null;
}
