/**
 * mawps-bins: rates and counts told loosely, said in the form the rate readers know.
 * - "3 hours, each day, for 5 days": the commas around the period change nothing ("3 hours each day
 *   for 5 days").
 * - "A vase can hold 5 flowers … how many vases": the capacity of one container, when the question
 *   counts those containers, is so many for each one ("Each vase can hold 5 flowers").
 * - "rode the ferris wheel 5 times and the bumper cars 4 times … each ride cost 7 tickets": each time
 *   one rode is one ride ("took 5 rides on the ferris wheel and 4 rides on the bumper cars"), only
 *   when the rate is told for each ride.
 * - "28 boys and 4 girls … split into groups of 4": a group size said with "of" and no thing after it,
 *   when every thing the story counts is people, is so many people in each group (one counted thing is
 *   `plain-groups-of.ts`'s).
 */
const PERIOD = '(?:day|week|month|year|night|morning|evening|afternoon|weekend|hour|minute|session|lesson|game|class)';
const COMMA_EACH = new RegExp(String.raw`\b(\d+(?:\.\d+)? [a-z]+), ((?:each|every|per|a) ${PERIOD}), (for \d+ ${PERIOD}s?)\b`, 'gi');

export const plainCommaEach = (story: string): string => story.replace(COMMA_EACH, (_, amount: string, each: string, span: string) => `${amount} ${each} ${span}`);

const CAPACITY = /(^|[.!?]\s+)An? ([a-z]+) (can hold|holds|can carry|carries|can fit|fits|can seat|seats) (\d+)\b/g;

export function plainEachCapacity(story: string): string {
  return story.replace(CAPACITY, (all: string, start: string, box: string, verb: string, n: string) => {
    // Only a question that counts the containers themselves reads the capacity as one for each of them.
    const asked = new RegExp(String.raw`\bhow many ${box}(?:e?s)\b`, 'i').test(story);
    return asked ? `${start}Each ${box} ${verb} ${n}` : all;
  });
}

const RIDES = /\b(rode|rides|ride|went on) (the [a-z]+(?: [a-z]+)?) (\d+) times\b((?:,? (?:and )?the [a-z]+(?: [a-z]+)? \d+ times\b)*)/g;
// A price for every ride, not for the rides on one of them ("each ride on the ferris wheel").
const PER_RIDE = /\b(?:each|every|per|a) ride\b(?! (?:on|at|of|in)\b)/i;

export function plainRidesTimes(story: string): string {
  if (!PER_RIDE.test(story)) return story;
  return story.replace(RIDES, (_, verb: string, first: string, n: string, more: string) => {
    const took = /^ride/.test(verb) ? verb.replace('ride', 'take') : 'took';
    const rest = more.replace(/(,? (?:and )?)(the [a-z]+(?: [a-z]+)?) (\d+) times\b/g, (_m, join: string, place: string, m: string) => `${join}${m} ${m === '1' ? 'ride' : 'rides'} on ${place}`);
    return `${took} ${n} ${n === '1' ? 'ride' : 'rides'} on ${first}${rest}`;
  });
}

const GROUPS_OF = /\b(in|into) (groups|teams) of (\d+)(?=\s*(?:[.,?!]|and\b|then\b|how\b))/g;
const COUNTED = /\b\d+(?:\.\d+)? ([a-z]+)\b/g;
const PEOPLE = /^(?:boys|girls|students|kids|children|men|women|adults|players|members|people|teachers|parents|campers|friends|guests)$/;

export function plainPeopleGroupsOf(story: string): string {
  const things = new Set([...story.replace(GROUPS_OF, '').matchAll(COUNTED)].map((m) => m[1]!));
  if (things.size < 2 || ![...things].every((t) => PEOPLE.test(t))) return story;
  return story.replace(GROUPS_OF, (_, into: string, groups: string, size: string) => `${into} ${groups} with ${size} people in each ${groups.slice(0, -1)}`);
}

export const plainLooseRates = (story: string): string => plainPeopleGroupsOf(plainRidesTimes(plainEachCapacity(plainCommaEach(story))));
