/**
 * Shapes of English that state a quantity in a way the story schemas do not model. A story with one
 * of them is declined as a whole, whichever solver would read it: each names what it does not handle.
 */
const WEEKDAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekday|weekend)s?';
const ORDINAL = '(?:half|halves|thirds?|fourths?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?|twelfths?|quarters?)';

export const STATEMENT_GUARDS: ReadonlyArray<{ name: string; declines: RegExp }> = [
  // "About how much did each box weigh?": an estimate, not the exact quotient.
  { name: 'estimate', declines: /\b(?:about|approximately|roughly) (?:how|what)\b|\bestimate[ds]?\b|\bto the nearest\b|\bround(?:ed)? (?:to|up|down|off)\b/i },
  // "the greatest number of identical kits with none left over", "when will they ring together again": gcd / lcm.
  { name: 'common-divisor', declines: /(?=[^]*\b(?:identical|equal|same)\b)(?=[^]*\bleft ?over\b)|(?=[^]*\b(?:greatest|largest) (?:possible )?number of\b)(?=[^]*\b(?:identical|equal|same|left ?over)\b)/i },
  { name: 'common-multiple', declines: /\b(?:again|next)\b[^.?]*\b(?:together|at the same time|simultaneously)\b|\b(?:together|at the same time)\b[^.?]*\bagain\b/i },
  // "For every 5 students that voted for candy, 2 voted for popcorn": a ratio.
  { name: 'ratio', declines: /\bfor every \d|\bratio\b|\bin the ratio\b|\d+ ?: ?\d+ ratio/i },
  // "Cindy and Dan have the same number of stickers": an equality between unknown amounts.
  { name: 'same-amount', declines: /(?:^|[.!?]\s)(?![^.!?]*\b(?:each|every|per)\b)[^.!?]*\bthe same (?:number|amount|quantity)\b/i },
  // "sold one-fourth of the slices": a fraction word joined by a hyphen ("one-third as many as", "one-third of Ann's" are a relation's multiplier).
  { name: 'fraction-word', declines: new RegExp(`\\b(?:a|one|two|three|four|five|six|seven|eight|nine|ten)-${ORDINAL}\\b(?! as (?:many|much)\\b| of [A-Z][a-z]+(?:'s|’s)\\b)|\\b(?:one|two|three|four|five|six|seven|eight|nine) ${ORDINAL} of\\b`, 'i') },
  // "Tom can paint it in 6 hours, Jerry in 3. How long working together?": rates of work add, times do not.
  { name: 'joint-work', declines: /(?=[^]*\bin \d+(?:\.\d+)? (?:hours?|minutes?|days?|weeks?|seconds?)\b[^]*\bin \d+(?:\.\d+)? (?:hours?|minutes?|days?|weeks?|seconds?)\b)(?=[^]*\bhow (?:long|many (?:hours|minutes|days|weeks|seconds))\b[^?]*\b(?:together|both|at the same time)\b[^?]*\?\s*$|[^]*\b(?:together|both)\b[^?.]*,\s*how (?:long|many (?:hours|minutes|days|weeks|seconds))\b)/i },
  // "every Monday and Tuesday", "every day that starts with T": some days of each week, not all seven.
  { name: 'some-weekdays', declines: new RegExp(`(?=[^]*\\bweeks?\\b)(?:\\b(?:every|each) ${WEEKDAY}\\b|\\bon ${WEEKDAY.replace('s?', 's')}\\b|\\bdays? that (?:starts?|begins?|ends?)\\b|\\bevery (?:other|second|third) day\\b)`, 'i') },
];

/** The name of the first shape the statement has that no schema models; null when none. */
export function unmodelledShape(statement: string): string | null {
  return STATEMENT_GUARDS.find((guard) => guard.declines.test(statement))?.name ?? null;
}

/**
 * "About how many kids are in Lawrence County?" after two counts: a sum or difference of whole numbers is
 * exact, and the exact number is the answer the sets and the teacher expect. The question is read as
 * "How many …" only when "about how many / much" is the statement's one unread shape (never "estimate",
 * "round", "to the nearest"); null otherwise.
 */
const ABOUT_HOW = /\b(?:about|approximately|roughly) (how (?:many|much))\b/i;
export function aboutHowAsExact(statement: string): string | null {
  const unread = STATEMENT_GUARDS.filter((guard) => guard.declines.test(statement));
  if (unread.length !== 1 || unread[0]!.name !== 'estimate' || !ABOUT_HOW.test(statement)) return null;
  const plain = statement.replace(ABOUT_HOW, (_, how: string) => how).replace(/(^|[.?!]\s+)how\b/g, (_, start: string) => `${start}How`);
  return unmodelledShape(plain) === null ? plain : null;
}

/** A number sentence of whole numbers added and taken away only ("91676 - 61619 = ?"): exact, nothing to round. */
export const wholeSumsOnly = (sentences: readonly string[]): boolean =>
  sentences.length > 0 && sentences.every((s) => /^[\d\s+\-()]+=\s*\?$/.test(s));
