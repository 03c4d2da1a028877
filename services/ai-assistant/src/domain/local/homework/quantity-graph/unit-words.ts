/**
 * Units said short, in the words the unit table converts (`unit-table.ts`): "60 mph" is "60 miles per
 * hour", "1.5 km" is "1.5 kilometers", "30 mins" is "30 minutes"; and one whole unit of time spent said
 * with "a" ("she walks for an hour") is 1 of it, so the chain reads it as a number. A short unit is
 * read only right after a number (or as a speed); "a day" as a rate ("7 berries a day") stays a rate.
 */
const SPEEDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bmph\b|\bmi\/h\b/gi, 'miles per hour'],
  [/\bkm\/h\b|\bkph\b|\bkmph\b/gi, 'kilometers per hour'],
];
const AFTER_NUMBER: ReadonlyArray<readonly [string, string]> = [
  ['km', 'kilometers'], ['kg', 'kilograms'], ['lbs?\\.?', 'pounds'], ['ml', 'milliliters'], ['oz', 'ounces'], ['ft', 'feet'],
  ['cm', 'centimeters'], ['mins?', 'minutes'], ['hrs?', 'hours'], ['secs?', 'seconds'],
];
const SHORT = AFTER_NUMBER.map(([short, long]) => [new RegExp(`(\\d)\\s?${short}(?![\\w/])`, 'gi'), `$1 ${long}`] as const);
const ONE_SPENT = /\b(for|lasts?|lasted|takes?|took) (?:a|an|one) (second|minute|hour|day|week|month|year)\b(?! (?:or|and)\b)/gi;

export function plainUnitWords(text: string): string {
  const spelled = [...SPEEDS, ...SHORT].reduce((out, [short, long]) => out.replace(short, long), text);
  return spelled.replace(ONE_SPENT, '$1 1 $2');
}
