/**
 * Plain forms of the repeats grade-school problems say in words, rewritten before any reader sees the
 * story: "twice a week" is "2 times a week", "once a day" is "1 time a day", "thrice daily" is "3 times
 * a day". Only a repeat tied to a period is rewritten: "twice as many" stays a multiple. "Every
 * morning" is "every day" when the story tells no other time of day.
 */
const PERIOD = String.raw`(?:second|minute|hour|day|night|week|month|year|weekday|weekend)`;
const REPEAT_WORD: Record<string, string> = { once: '1 time', twice: '2 times', thrice: '3 times' };
const REPEAT = new RegExp(String.raw`\b(once|twice|thrice)(,?\s+)(an?|per|each|every)\s+(${PERIOD})\b`, 'gi');
const ADVERB_PERIOD: Record<string, string> = { hourly: 'hour', daily: 'day', nightly: 'night', weekly: 'week', monthly: 'month', yearly: 'year' };
const REPEAT_ADVERB = /\b(once|twice|thrice)\s+(hourly|daily|nightly|weekly|monthly|yearly)\b/gi;

const repeatWord = (word: string): string => REPEAT_WORD[word.toLowerCase()]!;

// "every morning … in the evening" is twice a day, and "every morning on weekdays" not every day.
const TIME_OF_DAY = /\b(?:morning|afternoon|evening|night)s?\b/gi;
const EVERY_TIME_OF_DAY = /\b(every|each) (?:morning|afternoon|evening|night)\b/gi;

function onceADay(story: string): string {
  const times = new Set([...story.matchAll(TIME_OF_DAY)].map((m) => m[0].toLowerCase().replace(/s$/, '')));
  return times.size === 1 && !/\b(?:weekday|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/i.test(story) ? story.replace(EVERY_TIME_OF_DAY, '$1 day') : story;
}

export function plainGsm(story: string): string {
  return onceADay(story)
    .replace(REPEAT, (_all, word: string, gap: string, per: string, period: string) => `${repeatWord(word)}${gap}${per} ${period}`)
    .replace(REPEAT_ADVERB, (_all, word: string, adverb: string) => `${repeatWord(word)} a ${ADVERB_PERIOD[adverb.toLowerCase()]!}`);
}
