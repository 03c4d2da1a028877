/**
 * The units a story measures in, by kind of measure: "how far" asks for a length, "the total weight"
 * for a weight. A question asked by its measure is answered in the one unit of that kind the story
 * uses; a story with two units of the kind ("1 hour and 30 minutes") has no one unit to answer in.
 */
export type MeasureKind = 'length' | 'weight' | 'time' | 'volume';

/** Each unit's plural (or the abbreviation, which has none) by its singular, per kind. */
const UNITS: Record<MeasureKind, Record<string, string>> = {
  length: { mile: 'miles', kilometer: 'kilometers', meter: 'meters', centimeter: 'centimeters', millimeter: 'millimeters', foot: 'feet', inch: 'inches', yard: 'yards', km: 'km', cm: 'cm', mm: 'mm', ft: 'ft' },
  weight: { pound: 'pounds', ton: 'tons', ounce: 'ounces', gram: 'grams', kilogram: 'kilograms', kg: 'kg', lb: 'pounds', lbs: 'pounds' },
  time: { second: 'seconds', minute: 'minutes', hour: 'hours', day: 'days', week: 'weeks', month: 'months', year: 'years' },
  volume: { cup: 'cups', gallon: 'gallons', liter: 'liters', quart: 'quarts', pint: 'pints', teaspoon: 'teaspoons', tablespoon: 'tablespoons' },
};
const PLURAL_OF: Record<string, string> = { feet: 'foot', inches: 'inch', lbs: 'lbs' };
/** "daily", "hourly": a rate per one unit of time said in one word. */
const ADVERB_UNIT: Record<string, string> = { daily: 'day', hourly: 'hour', weekly: 'week', monthly: 'month', yearly: 'year' };

function singularUnit(word: string): string {
  const lower = word.toLowerCase();
  return PLURAL_OF[lower] ?? (lower.length > 3 && lower.endsWith('s') ? lower.slice(0, -1) : lower);
}

/** Every unit word of the kind the story names after a number or in a rate ("per hour", "a day", "each day", "4-hour"). */
function unitsNamed(story: string, kind: MeasureKind): Set<string> {
  const found = new Set<string>();
  const units = UNITS[kind];
  const named = /(?:\d[\d,]*(?:\.\d+)?|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|a|an|per|each|every))[\s-]+([a-z]+)\b/gi;
  for (const match of story.matchAll(named)) {
    const unit = singularUnit(match[1]!);
    if (unit in units) found.add(unit);
  }
  if (kind === 'time') for (const word of story.toLowerCase().match(/\b(?:daily|hourly|weekly|monthly|yearly)\b/g) ?? []) found.add(ADVERB_UNIT[word]!);
  // "mph": miles per hour.
  if (/\bmph\b/i.test(story) && (kind === 'length' || kind === 'time')) found.add(kind === 'length' ? 'mile' : 'hour');
  return found;
}

/** The plural of the one unit of the kind the story uses, or null when it uses none or several. */
export function storyUnit(story: string, kinds: readonly MeasureKind[]): string | null {
  const units = kinds.flatMap((kind) => [...unitsNamed(story, kind)].map((unit) => UNITS[kind][unit]!));
  return units.length === 1 ? units[0]! : null;
}

/** Whether the text names another unit of the kinds ("What is the distance in kilometers?" of a story in meters). */
export function namesOtherUnit(text: string, unit: string, kinds: readonly MeasureKind[]): boolean {
  const all = kinds.flatMap((kind) => Object.entries(UNITS[kind]));
  return (text.toLowerCase().match(/[a-z]+/g) ?? []).some((word) => all.some(([one, many]) => (word === one || word === many) && many !== unit));
}
