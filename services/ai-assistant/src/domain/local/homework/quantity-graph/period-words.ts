/**
 * The times a story tells its amounts at ("on Monday", "in April", "yesterday", "the next day",
 * "last week"): each is one period with a name, so "half as many on Tuesday" and "than on Monday"
 * can say which amount they build on. Lower-case text only.
 */
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];
const SPANS = 'day|week|month|year|night|morning|afternoon|evening|weekend|hour|season|game|round';

/** "may" is a month only after "in", "of" or "and" (a list of months): "she may buy" is not May. */
const NAMED = `${DAYS.join('|')}|${MONTHS.filter((m) => m !== 'may').join('|')}|(?<=\\b(?:in|of|and) )may|yesterday|today|tonight|tomorrow`;
const SPAN = `(?:the )?(?:(?:${ORDINALS.join('|')}|next|following|last|this|previous) (?:${SPANS})|(?:morning|afternoon|evening))`;
/** One period as a story writes it, with its preposition. */
export const PERIOD = `(?:(?:on|in|during|for|over) )?(?:the |a )?(?:${NAMED}|${SPAN})`;

const PERIOD_AT = new RegExp(`(?:^|(?<=[\\s,]))${PERIOD}(?=$|[\\s,])`, 'g');

/** Every period phrase of a clause, with where it stands. */
export function periodsIn(clause: string): { text: string; index: number }[] {
  return [...clause.matchAll(PERIOD_AT)].map((m) => ({ text: m[0], index: m.index ?? 0 }));
}

/** The name of a period without its preposition: "on monday" → "monday", "the next day" → "next day". */
export function periodName(text: string): string {
  return text.replace(/^(?:(?:on|in|during|for|over) )?(?:the |a )?/, '').trim();
}

/** "next day" after "first day" is the second day; after "monday", tuesday. Null when it cannot be told. */
function successor(previous: string, span: string): string | null {
  const day = DAYS.indexOf(previous);
  if (day >= 0 && span === 'day') return DAYS[(day + 1) % 7] ?? null;
  const month = MONTHS.indexOf(previous);
  if (month >= 0 && span === 'month') return MONTHS[(month + 1) % 12] ?? null;
  if (previous === 'yesterday' && span === 'day') return 'today';
  if (previous === 'today' && span === 'day') return 'tomorrow';
  if (previous === `last ${span}`) return `this ${span}`;
  if (previous === `this ${span}`) return `next ${span}`;
  const ordinal = new RegExp(`^(${ORDINALS.join('|')}) ${span}$`).exec(previous);
  const next = ordinal ? ORDINALS[ORDINALS.indexOf(ordinal[1] ?? '') + 1] : undefined;
  return next ? `${next} ${span}` : null;
}

/** A period told relative to the one before ("the next month") resolved to its own name, or null. */
export function resolvePeriod(name: string, previous: string | null): string | null {
  const relative = new RegExp(`^(?:next|following) (${SPANS})$`).exec(name);
  if (!relative) return name;
  return previous ? successor(previous, relative[1] ?? '') : null;
}

/** "in the 3 days", "over two weeks", "in April and May": what the question says it adds up. */
export function askedPeriods(question: string): { count: number | null; names: string[] } {
  const count = new RegExp(`\\b(?:in|over|during|for|on) (?:the|these|those|all) (?:past )?(\\d+) (?:${SPANS})s\\b|\\b(?:in|over|during|for) (\\d+) (?:${SPANS})s\\b`).exec(question);
  const names = periodsIn(question).map((p) => periodName(p.text));
  return { count: count ? Number(count[1] ?? count[2]) : null, names };
}
