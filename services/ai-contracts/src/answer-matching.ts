/**
 * Shared so that lessons-quiz grades fill-in-the-blank retries with the same rules the AI checks use.
 */
/**
 * Tolerant comparison of a student's free-text answer with the accepted answers, and parsing of
 * the numbers shown in options ("1,250 yards", "3/4", "25%", "x = 4"). Shared by every provider.
 */

export interface DisplayedNumber {
  value: number;
  isPercent: boolean;
}

const NUMBER_PATTERN =
  /^([-+]?)(?:(\d+)\s+(\d+)\s*\/\s*(\d+)|(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d*\.\d+|\d+)(?:\s*\/\s*(\d+(?:\.\d+)?))?)\s*(%|percent\b)?/i;

/** Reads the number a text starts with (after an optional "x =" or currency sign), else null. */
export function parseDisplayedNumber(text: string): DisplayedNumber | null {
  const cleaned = text.trim().replace(/^[a-z]\s*=\s*/i, '').replace(/^\$/, '').replace(/^([-+])\$/, '$1');
  const match = NUMBER_PATTERN.exec(cleaned);
  if (!match || match[0].trim() === '' || match[0].trim() === '-' || match[0].trim() === '+') return null;
  const [, sign, whole, mixedTop, mixedBottom, plain, denominator, percent] = match;
  const magnitude = whole !== undefined
    ? Number(whole) + Number(mixedTop) / Number(mixedBottom)
    : Number((plain ?? '').replace(/,/g, '')) / (denominator === undefined ? 1 : Number(denominator));
  if (!Number.isFinite(magnitude)) return null;
  return { value: sign === '-' ? -magnitude : magnitude, isPercent: percent !== undefined };
}

/** True when the whole text is a number (with an optional unit word or percent sign). */
export function isPurelyNumeric(text: string): boolean {
  const cleaned = text.trim().replace(/^[a-z]\s*=\s*/i, '');
  return /^[-+]?\$?[\d.,\s/]+\s*(%|percent)?\s*[a-z°/²³\s]*\.?$/i.test(cleaned) && parseDisplayedNumber(text) !== null;
}

export function numbersClose(a: number, b: number, tolerance = 1e-6): boolean {
  return Math.abs(a - b) <= Math.max(tolerance, 1e-9 * Math.max(Math.abs(a), Math.abs(b)));
}

/** Lower-case, drop articles, punctuation and extra whitespace: "The  Mitochondria." → "mitochondria". */
export function normalizeAnswerText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\b(the|a|an)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function numericallyEqual(given: DisplayedNumber, accepted: DisplayedNumber): boolean {
  if (numbersClose(given.value, accepted.value)) return true;
  // 25% = 0.25 "where sensible": exactly one side written as a percentage.
  if (given.isPercent === accepted.isPercent) return false;
  const asFraction = (n: DisplayedNumber): number => (n.isPercent ? n.value / 100 : n.value);
  return numbersClose(asFraction(given), asFraction(accepted));
}

/** Case, whitespace, punctuation and number-format tolerant; 0.5 = 1/2 = .50, 1,000 = 1000. */
export function isAnswerCorrect(given: string, acceptedAnswers: readonly string[]): boolean {
  const givenText = normalizeAnswerText(given);
  if (givenText === '') return false;
  const givenNumber = isPurelyNumeric(given) ? parseDisplayedNumber(given) : null;
  return acceptedAnswers.some((accepted) => {
    if (normalizeAnswerText(accepted) === givenText) return true;
    const acceptedNumber = isPurelyNumeric(accepted) ? parseDisplayedNumber(accepted) : null;
    return givenNumber !== null && acceptedNumber !== null && numericallyEqual(givenNumber, acceptedNumber);
  });
}
