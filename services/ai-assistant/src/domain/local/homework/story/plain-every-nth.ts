/**
 * asdiv-mawps: "every 6th day" is "every 6 days": a repeat told by its place in the count of periods
 * says how many periods pass between two turns, so the readers of common multiples read one form.
 * Only periods of time are rewritten ("every 100th caller" counts people, and stays as told).
 */
const EVERY_NTH = /\bevery (\d+)(?:st|nd|rd|th) (day|week|month|year|hour|minute)\b/gi;

export const plainEveryNth = (story: string): string => story.replace(EVERY_NTH, (_, n: string, period: string) => `every ${n} ${period}${n === '1' ? '' : 's'}`);
