/**
 * How many of a smaller unit one larger unit holds, for the readers that convert units. Only fixed
 * conversions are listed: a month's days and a working week's days are never guessed here.
 */
export const UNIT_CONVERSIONS: ReadonlyArray<readonly [big: string, small: string, count: number]> = [
  ['year', 'month', 12], ['year', 'week', 52], ['week', 'day', 7], ['year', 'day', 365], ['day', 'hour', 24], ['hour', 'minute', 60], ['minute', 'second', 60],
  ['mile', 'foot', 5280], ['yard', 'foot', 3], ['foot', 'inch', 12], ['kilometer', 'meter', 1000], ['meter', 'centimeter', 100],
  ['gallon', 'quart', 4], ['quart', 'pint', 2], ['pint', 'cup', 2], ['liter', 'milliliter', 1000],
  ['pound', 'ounce', 16], ['kilogram', 'gram', 1000], ['dollar', 'cent', 100],
];

export const TIME_UNITS = ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'] as const;
export const LENGTH_UNITS = ['inch', 'foot', 'yard', 'mile', 'centimeter', 'meter', 'kilometer'] as const;

/** How many `small` one `big` holds, directly listed; null when the table has no such pair. */
export function conversionFactor(big: string, small: string): number | null {
  if (big === small) return 1;
  return UNIT_CONVERSIONS.find(([b, s]) => b === big && s === small)?.[2] ?? null;
}
