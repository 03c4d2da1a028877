/**
 * Plain forms of the repeats grade-school problems say in words, rewritten before any reader sees the
 * story: "twice a week" is "2 times a week", "once a day" is "1 time a day", "thrice daily" is "3 times
 * a day". Only a repeat tied to a period is rewritten: "twice as many" stays a multiple.
 */
const PERIOD = String.raw`(?:second|minute|hour|day|night|week|month|year|weekday|weekend)`;
const REPEAT_WORD: Record<string, string> = { once: '1 time', twice: '2 times', thrice: '3 times' };
const REPEAT = new RegExp(String.raw`\b(once|twice|thrice)(,?\s+)(an?|per|each|every)\s+(${PERIOD})\b`, 'gi');
const ADVERB_PERIOD: Record<string, string> = { hourly: 'hour', daily: 'day', nightly: 'night', weekly: 'week', monthly: 'month', yearly: 'year' };
const REPEAT_ADVERB = /\b(once|twice|thrice)\s+(hourly|daily|nightly|weekly|monthly|yearly)\b/gi;

const repeatWord = (word: string): string => REPEAT_WORD[word.toLowerCase()]!;

export function plainGsm(story: string): string {
  return story
    .replace(REPEAT, (_all, word: string, gap: string, per: string, period: string) => `${repeatWord(word)}${gap}${per} ${period}`)
    .replace(REPEAT_ADVERB, (_all, word: string, adverb: string) => `${repeatWord(word)} a ${ADVERB_PERIOD[adverb.toLowerCase()]!}`);
}
