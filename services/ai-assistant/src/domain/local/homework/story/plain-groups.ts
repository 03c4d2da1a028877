import { tag } from '../../text/nlp.js';
import { oneCountedThing } from './plain-groups-of.js';
import { singular } from './words.js';

/**
 * Equal groups said another way, rewritten into the plain form the readers know:
 * - "15 dogs and each of them had 5 puppies" is "15 dogs and each dog had 5 puppies";
 * - "If each of the 124 students brings 3 stars" is "If there are 124 students and each student brings
 *   3 stars";
 * - "9 tables, each of which had 7 women" is "9 tables. Each table had 7 women".
 */
const NUM = String.raw`(?:\d+(?:\.\d+)?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const THINGS = String.raw`((?:[a-z]+ ){0,2}?[a-z]+s)`;
const EACH_OF_THEM = new RegExp(String.raw`\b(${NUM}) ${THINGS}\b([^.?!]*?)\beach (?:one )?of them (\w+) (\d)`, 'g');
// "Each of the 9 tables at a restaurant has 7 women": a place after the things stays with them.
const PLACE = String.raw`((?: (?:at|in|on) (?:a|an|the) [a-z]+)?)`;
const EACH_OF_THE = new RegExp(String.raw`(^|[.!?]\s+|\b[Ii]f )[Ee]ach of the (${NUM}) ${THINGS}${PLACE} (\w+)\b`, 'g');
const EACH_OF_WHICH = new RegExp(String.raw`\b(${NUM}) ${THINGS},? each of (?:which|whom) (has|had|have|contains|contained|held|holds) (\d)`, 'g');
const PAST = /(?:ed|had|was|were|got|held|took|gave|ate|brought|made|sold)$/;

/** "giant stuffed bears" → "giant stuffed bear": what one of the things is called. */
function one(things: string): string {
  const words = things.split(' ');
  return [...words.slice(0, -1), singular(words[words.length - 1] ?? things)].join(' ');
}

/** The word is a verb in "each bear <word>": the phrase before it is the subject. */
function isVerb(things: string, word: string): boolean {
  const tokens = tag(`each ${one(things)} ${word} it`);
  return ['VERB', 'AUX'].includes(tokens[1 + things.split(' ').length]?.pos ?? '');
}

function eachOfThem(text: string): string {
  return text.replace(EACH_OF_THEM, (all: string, count: string, things: string, between: string, verb: string, digit: string) =>
    isVerb(things, verb) ? `${count} ${things}${between}each ${one(things)} ${verb} ${digit}` : all);
}

function eachOfThe(text: string): string {
  return text.replace(EACH_OF_THE, (all: string, start: string, count: string, things: string, place: string, verb: string) => {
    if (!isVerb(things, verb) || /^(?:of|in|on|at|with|that|who|which)$/.test(verb)) return all;
    const be = PAST.test(verb) ? 'were' : 'are';
    const there = /^[.!?]|^$/.test(start.trim()) ? 'There' : 'there';
    return `${start}${there} ${be} ${count} ${things}${place} and each ${one(things)} ${verb}`;
  });
}

/** "How many groups consisting of 8 players can he form?": the size of a group is a fact of its own. */
const GROUP_WORDS = '(groups|teams|packs|packages|sets|piles|bags|boxes|stacks|bundles|bunches|batches)';
const SIZE_ASKED = new RegExp(String.raw`(^|[.!?]\s+|\b[Ii]f ([^.?!]+?), )([Hh]ow many|[Ww]hat is the (?:total )?number of) ${GROUP_WORDS} (?:of|consisting of|comprising(?: of)?|comprised of|containing|made up of) (${NUM}) ([a-z]+s|people)\b`, 'g');

/**
 * "How many groups of 9 can they form?": a size with nothing after it counts the story's one counted thing
 * ("24 cookies … bags of 8"), or people when every thing the story counts is people ("26 boys and 46 girls").
 */
const SIZE_ALONE = new RegExp(String.raw`(\b(?:[Hh]ow many|number of) ${GROUP_WORDS} (?:of|consisting of|comprising(?: of)?|comprised of|containing|made up of) ${NUM})(?=\s+(?:can|could|will|would|should|did|does|do|are|were|is|was|might|may)\b|\s*[?,])`, 'g');
const COUNTED = new RegExp(String.raw`\b${NUM} ([a-z]+)\b`, 'g');

function sizeThingSaid(text: string): string {
  if (!SIZE_ALONE.test(text)) return text;
  SIZE_ALONE.lastIndex = 0;
  const counted = [...text.replace(SIZE_ALONE, '').matchAll(COUNTED)].map((m) => m[1]!);
  const people = counted.length > 0 && counted.every((thing) => new RegExp(`^${PEOPLE}$`).test(thing));
  const thing = oneCountedThing(text) ?? (people ? 'people' : undefined);
  // "3 bags … How many bags of 8?": a story that counts the groups themselves leaves the size unread.
  return thing ? text.replace(SIZE_ALONE, (all: string, asked: string, groups: string) => (counted.includes(groups) ? all : `${asked} ${thing}`)) : text;
}

function groupSizeAsked(text: string): string {
  return text.replace(SIZE_ASKED, (_all, start: string, premise: string | undefined, asks: string, groups: string, size: string, things: string) => {
    const told = premise ? `${start.replace(/[Ii]f .*$/, '')}${premise[0]?.toUpperCase()}${premise.slice(1)}. ` : start;
    return `${told}There are ${size} ${things} in each ${one(groups)}. ${asks[0]?.toUpperCase()}${asks.slice(1)} ${groups}`;
  });
}

/** "Ann, Bo, and Cy share 24 pens equally." → "24 pens are shared equally among 3 people."; "each of them" is then each person. */
const NAMES = String.raw`[A-Z][a-z]+(?:, [A-Z][a-z]+)*,? and [A-Z][a-z]+`;
const NAMED_SHARE = new RegExp(String.raw`(^|[.!?]\s+)(${NAMES}) (?:equally |evenly )?(share|split|divide|shared|divided) (${NUM}) ([a-z]+(?: [a-z]+)?) (?:equally|evenly)\.`, 'g');

function namedShare(text: string): string {
  let shared = false;
  const told = text.replace(NAMED_SHARE, (_all, start: string, names: string, verb: string, amount: string, things: string) => {
    shared = true;
    const be = /ed$/.test(verb) ? 'were' : 'are';
    return `${start}${amount} ${things} ${be} ${verb === 'divide' || verb === 'divided' ? 'divided' : verb === 'split' ? 'split' : 'shared'} equally among ${names.split(/,? and |, /).length} people.`;
  });
  return shared ? told.replace(/\beach of them\b/g, 'each person') : told;
}

/** "How many candies will each of them get?" after "9 friends": the one kind of people counted. */
const PEOPLE = '(people|persons|friends|kids|children|students|pupils|boys|girls|players|members|guests|classmates|workers|siblings|cousins|neighbors|adults|campers|passengers|customers|employees|teammates)';
const COUNTED_PEOPLE = new RegExp(String.raw`\b${NUM} (?:[a-z]+ )?${PEOPLE}\b`, 'g');
const EACH_ASKED = /(\bhow (?:many|much) [^.?!]*?\beach )(?:one )?of them\b/i;

function eachOfThemAsked(text: string): string {
  const kinds = new Set([...text.matchAll(COUNTED_PEOPLE)].map((m) => m[1]));
  const [kind] = [...kinds];
  return kinds.size === 1 && kind ? text.replace(EACH_ASKED, (_all, asked: string) => `${asked}${singular(kind)}`) : text;
}

export function plainGroups(story: string): string {
  const groups = eachOfThemAsked(namedShare(groupSizeAsked(sizeThingSaid(eachOfThe(eachOfThem(story))))));
  return groups.replace(EACH_OF_WHICH, (_all, count: string, things: string, verb: string, digit: string) => `${count} ${things}. Each ${one(things)} ${verb} ${digit}`);
}
