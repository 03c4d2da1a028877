/**
 * gsm-rates: the days of the week a daily amount is told for, said as a count the rate readers know:
 * "7 hours each day during weekdays and 8 hours each day during weekends" is "7 hours each day for 5
 * days a week and 8 hours each day for 2 days a week"; "12 laps every afternoon, Monday through
 * Friday" is "12 laps every day for 5 days a week"; "From Sunday to Thursday, she sleeps 6 hours a
 * night" is "she sleeps 6 hours a day for 5 days a week". Only a stretch of the sentence that is told
 * per day ("a day", "each night", "every morning", "every weekday") is rewritten; a single day named
 * anywhere else in the story ("On Tuesday she jogged 5 minutes more"), "the weekend" (a total over it,
 * or a day of it?) or a told period that is not per day leaves the whole story as told.
 */
const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const DAY = String.raw`(?:sun|mon|tues|wednes|thurs|fri|satur)days?`;
const RANGE = new RegExp(String.raw`(?:from |every |each )?(${DAY}) (?:to|through|thru|until) (${DAY})`);
const PAIR = new RegExp(String.raw`(?:on |every |each )?(${DAY}) and (${DAY})`);
const WEEKDAYS = /(?:(?:on|during|over) (?:the )?weekdays|(?:every|each) weekday|(?:every|each) day during (?:the )?weekdays)(?: only)?/;
const WEEKENDS = /(?:(?:on|during|over) (?:the )?weekends|(?:every|each) weekend day|on each (?:weekend day|day of the weekend))(?: only)?/;
const PHRASE = new RegExp(String.raw`(?:,\s*)?\b(?:${WEEKDAYS.source}|${WEEKENDS.source}|${RANGE.source}|${PAIR.source})\b`, 'gi');
const PER_DAY = /\b(?:a|per|each|every) (?:day|night|morning|afternoon|evening)\b|\b(?:daily|nightly)\b/i;
const OTHER_DAY = new RegExp(String.raw`\b(?:${DAY}|weekdays?|weekends?|school days?|workdays?|(?:other|remaining) days|rest of the week)\b`, 'i');
// "5 nights a week": a sentence that tells its own days a week needs no phrase.
const OWN_COUNT = /\b\d+ (?:days|nights) (?:a|per|each) week\b/i;

const dayIndex = (day: string): number => DAYS.indexOf(day.toLowerCase().replace(/s$/, ''));

/** How many days of the week the phrase names; null when it is not one of the shapes. */
function daysNamed(phrase: string): number | null {
  const text = phrase.replace(/^,\s*/, '').toLowerCase();
  if (new RegExp(`^${WEEKDAYS.source}$`).test(text)) return 5;
  if (new RegExp(`^${WEEKENDS.source}$`).test(text)) return 2;
  const range = new RegExp(`^${RANGE.source}$`).exec(text);
  if (range?.[1] && range[2]) return ((dayIndex(range[2]) - dayIndex(range[1]) + 7) % 7) + 1;
  const pair = new RegExp(`^${PAIR.source}$`).exec(text);
  if (pair?.[1] && pair[2] && dayIndex(pair[1]) !== dayIndex(pair[2])) return 2;
  return null;
}

/** "every afternoon", "a night", "nightly": the per-day word of a stretch said with "day". */
const dayWorded = (stretch: string): string =>
  stretch.replace(/\b(a|per|each|every) (?:night|morning|afternoon|evening)\b/gi, '$1 day').replace(/\bdaily\b|\bnightly\b/gi, 'a day');

/** One sentence: every day phrase replaced in place (a fronted one moved last); null when any stretch is not per day. */
function sentenceWithCounts(sentence: string): string | null {
  const found = [...sentence.matchAll(PHRASE)];
  // "a 30-minute commute every day" beside a weekend told apart is a weekday's: no other per-day stretch.
  if (found.length === 0) return PER_DAY.test(sentence) && !OWN_COUNT.test(sentence) ? null : sentence;
  const fronted = found.length === 1 && found[0]!.index === 0 && sentence.charAt(found[0]![0].length) === ',';
  if (fronted) {
    const days = daysNamed(found[0]![0]);
    const rest = sentence.slice(found[0]![0].length).replace(/^,\s*/, '');
    // "On Mondays and Wednesdays, she eats 2 … and on the other days …": only a sentence of one stretch.
    if (!days || !PER_DAY.test(rest) || /,|\band\b/.test(rest)) return null;
    const body = dayWorded(rest).replace(/([.!?]?)\s*$/, ` for ${days} days a week$1`);
    return body.charAt(0).toUpperCase() + body.slice(1);
  }
  let out = '';
  let at = 0;
  for (const match of found) {
    const days = daysNamed(match[0]);
    const stretch = sentence.slice(at, match.index);
    const ownEvery = /^(?:,\s*)?(?:every|each)\b/i.test(match[0]);
    if (!days || (!PER_DAY.test(stretch) && !ownEvery)) return null;
    out += `${dayWorded(stretch).trimEnd()}${ownEvery && !PER_DAY.test(stretch) ? ' every day' : ''} for ${days} days a week`;
    at = (match.index ?? 0) + match[0].length;
  }
  return out + sentence.slice(at);
}

export function plainWeekDays(story: string): string {
  if (!PHRASE.test(story)) return story;
  PHRASE.lastIndex = 0;
  const sentences = story.split(/(?<=[.!?])\s+/);
  const rewritten = sentences.map(sentenceWithCounts);
  if (rewritten.some((s) => s === null)) return story;
  const text = rewritten.join(' ').replace(/ {2,}/g, ' ');
  return OTHER_DAY.test(text) ? story : text;
}
