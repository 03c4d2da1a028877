/**
 * Years as blanks: "In _____, Parliament passed the Townshend Acts." The other options are years the
 * lesson names for other events, then years a few apart, never a year of the same sentence.
 */
const YEAR = /(?<![\d.,$£€-])\b(1[0-9]{3}|20[0-9]{2})\b(?![\d%,.]\d|s\b|[-–]\d)/g;

export function yearsIn(sentence: string): string[] {
  return [...new Set([...sentence.matchAll(YEAR)].map((m) => m[1] ?? ''))].filter(Boolean);
}

export const isYear = (phrase: string): boolean => /^(?:1[0-9]{3}|20[0-9]{2})$/.test(phrase);

/** Three wrong years: the lesson's other years first, then the answer moved by a few years. */
export function yearDistractors(answer: string, sentence: string, lessonYears: readonly string[], pick: <T>(items: readonly T[]) => T[]): string[] {
  const inSentence = new Set(yearsIn(sentence));
  const others = pick(lessonYears.filter((y) => !inSentence.has(y) && y !== answer));
  const near = [-10, -5, -3, 3, 5, 10].map((d) => String(Number(answer) + d)).filter((y) => !inSentence.has(y) && !lessonYears.includes(y));
  return [...others, ...pick(near)].slice(0, 3);
}
