import { tag } from '../../text/nlp.js';
import { singular } from './read-story.js';

/**
 * Equal groups said another way, rewritten into the plain form the readers know:
 * - "15 dogs and each of them had 5 puppies" is "15 dogs and each dog had 5 puppies";
 * - "If each of the 124 students brings 3 stars" is "If there are 124 students and each student brings
 *   3 stars";
 * - "9 tables, each of which had 7 women" is "9 tables. Each table had 7 women".
 */
const NUM = String.raw`(?:\d+(?:\.\d+)?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const THINGS = String.raw`((?:[a-z]+ ){0,2}?[a-z]+s)`;
const EACH_OF_THEM = new RegExp(String.raw`\b(${NUM}) ${THINGS}\b([^.?!]*?)\beach of them (\w+) (\d)`, 'g');
const EACH_OF_THE = new RegExp(String.raw`(^|[.!?]\s+|\b[Ii]f )[Ee]ach of the (${NUM}) ${THINGS} (\w+)\b`, 'g');
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
  return ['VERB', 'AUX'].includes(tokens[2]?.pos ?? '');
}

function eachOfThem(text: string): string {
  return text.replace(EACH_OF_THEM, (all: string, count: string, things: string, between: string, verb: string, digit: string) =>
    isVerb(things, verb) ? `${count} ${things}${between}each ${one(things)} ${verb} ${digit}` : all);
}

function eachOfThe(text: string): string {
  return text.replace(EACH_OF_THE, (all: string, start: string, count: string, things: string, verb: string) => {
    if (!isVerb(things, verb) || /^(?:of|in|on|at|with|that|who|which)$/.test(verb)) return all;
    const be = PAST.test(verb) ? 'were' : 'are';
    const there = /^[.!?]|^$/.test(start.trim()) ? 'There' : 'there';
    return `${start}${there} ${be} ${count} ${things} and each ${one(things)} ${verb}`;
  });
}

export function plainGroups(story: string): string {
  const groups = eachOfThe(eachOfThem(story));
  return groups.replace(EACH_OF_WHICH, (_all, count: string, things: string, verb: string, digit: string) => `${count} ${things}. Each ${one(things)} ${verb} ${digit}`);
}
