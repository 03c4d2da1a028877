/**
 * Paraphrases of a plain story (ParaMAWPS) said back in the wording the readers know, each a
 * phrasing a teacher would name:
 * - two facts joined by ", then": "A drawer had 27 pencils, then Nancy put 45 more in it." is two
 *   sentences, "… pencils. Then Nancy put 45 more in it.";
 * - a fact and a question joined by ", and if" or ", so if": "Emily got 18 candies, and if she eats 9
 *   each day, how many days …?" tells the fact in a sentence of its own, then asks "If she eats …?";
 * - a price said with a hyphen: "How many 2-dollar games can he buy?" is "How many 2 dollar games …";
 * - a count told as "the number of": "The number of blue balloons held by Joan is 40 and by Melanie is
 *   41." is "Joan has 40 blue balloons and Melanie has 41 blue balloons."; "The number of apples
 *   picked by Mike was 7" is "Mike picked 7 apples"; "The number of trees in the park is 25" is
 *   "There are 25 trees in the park". (The number a named owner "has" is read in `plain-having.ts`.)
 * - a rate said after its passive verb: "8 puppies are adopted each day" (or "per day", "daily") is
 *   "8 puppies a day are adopted";
 * - a part of the one amount told, said in the passive in the same sentence: "Sara had 43 pumpkins,
 *   but 23 of them were eaten by rabbits." is "Sara had 43 pumpkins. 23 pumpkins were eaten by
 *   rabbits." (only with one amount before it: "27 songs and 42 videos … 11 of them" stays);
 * - what a container already held, told in a clause of the change: "Linda tosses 7 more caps into a
 *   box that already holds 7 caps." is "Linda tosses 7 more caps into a box. The box already holds 7
 *   caps.";
 * - an amount added "to the 57 she had": "Janet adds 95 apples to the 57 she had earlier." is "Janet had
 *   57 apples. Janet adds 95 apples.";
 * - "extra" said another way in a question: "How many excess flowers did she pick?" is "How many
 *   extra flowers …".
 */
import { capitalize } from './words.js';

const SUBJECT = String.raw`(?:[A-Z][a-z]+|he|she|they|it|we|I)`;
const THEN = new RegExp(String.raw`, (?:and )?then (${SUBJECT}) `, 'g');
const AND_IF = /^([A-Z][^?]*?[a-z0-9]), (?:and|so) if ([^?]*?, (?:how|what)\b[^?]*\?)$/;
const HYPHEN_PRICE = /\b(\d+(?:\.\d+)?)-(dollar|cent)\b/g;

function breakSentence(sentence: string): string {
  const andIf = AND_IF.exec(sentence);
  const joined = andIf ? `${andIf[1]}. If ${andIf[2]}` : sentence;
  return joined.replace(THEN, (_all, subject: string) => `. Then ${subject} `);
}

/** Facts joined by ", then" or to a question by ", and if", told one sentence at a time. */
export function plainClauseBreaks(story: string): string {
  return story.split(/(?<=[.!?])\s+(?=[A-Z0-9$])/).map(breakSentence).join(' ');
}

/** "2-dollar games" as "2 dollar games", after the questions of a fewest or most read the hyphen. */
export function plainHyphenPrice(story: string): string {
  return story.replace(HYPHEN_PRICE, '$1 $2');
}

const START = String.raw`(^|[.!?]\s+|\b[Ii]f\s+|, and\s+)`;
const THINGS = String.raw`((?:(?!that\b|of\b)[a-z]+ ){0,2}(?!that\b|of\b)[a-z]+)`;
const COUNT = String.raw`(\d+(?:\.\d+)?)`;
/** What follows a count told as "the number of": the clause ends there. */
const ENDS = String.raw`(?=\s*(?:[.,;!?]|$|\bbut\b|\band\b))`;
const BY = new RegExp(String.raw`${START}([Tt]he) (?:total )?(?:number|amount|count|quantity) of ${THINGS} (owned|held|[a-z]+ed|grown|caught|eaten|made|sold|found|taken|given|won|bought|drawn|thrown) by ([A-Z][a-z]+(?: and [A-Z][a-z]+)?) (is|was) ${COUNT}(?:,? and by ([A-Z][a-z]+) (?:is|was) ${COUNT})?${ENDS}`, 'g');
// "The total number of students in the class is 260" is a whole of parts (a ratio's, say): left as it was.
const IN_PLACE = new RegExp(String.raw`${START}([Tt]he) (?:number|count) of ${THINGS} ((?:in|on|at) (?:the|a|his|her|their|[A-Z][a-z]+'s) [a-z]+(?: [a-z]+)?) (is|was) ${COUNT}${ENDS}`, 'g');
const PARTICIPLE: Readonly<Record<string, string>> = { grown: 'grew', eaten: 'ate', taken: 'took', given: 'gave', drawn: 'drew', thrown: 'threw' };
const HAVING = /^(?:owned|held)$/;

function byOwner(start: string, the: string, things: string, verb: string, owner: string, be: string, count: string, other?: string, otherCount?: string): string {
  const past = be === 'was';
  const act = HAVING.test(verb) ? (past ? 'had' : / and /.test(owner) ? 'have' : 'has') : (PARTICIPLE[verb] ?? verb);
  const who = the === 'The' ? capitalize(owner) : owner;
  const second = other && otherCount ? ` and ${other} ${act} ${otherCount} ${things}` : '';
  return `${start}${who} ${act} ${count} ${things}${second}`;
}

/** "The number of apples picked by Mike was 7" → "Mike picked 7 apples"; "… in the park is 25" → "There are 25 … in the park". */
export function plainNumberIs(story: string): string {
  return story
    .replace(BY, (_all, start: string, the: string, things: string, verb: string, owner: string, be: string, count: string, other?: string, otherCount?: string) =>
      byOwner(start, the, things, verb, owner, be, count, other, otherCount))
    .replace(IN_PLACE, (_all, start: string, the: string, things: string, place: string, be: string, count: string) =>
      `${start}${the === 'The' ? 'There' : 'there'} ${be === 'was' ? 'were' : 'are'} ${count} ${things} ${place}`);
}

const PERIOD: Readonly<Record<string, string>> = { daily: 'day', weekly: 'week', hourly: 'hour', monthly: 'month', yearly: 'year', annually: 'year' };
const RATE_AFTER = /\b(\d+(?:\.\d+)? [a-z]+) (are|is|were|was|will be|get|gets|got) ([a-z]+(?:ed|en|ld|ght)(?: (?:out|up|away|off|over))?) (?:(?:each|every|per|a) (day|week|hour|month|year|minute)|(daily|weekly|hourly|monthly|yearly|annually))\b/g;

/** "8 puppies are adopted each day" → "8 puppies a day are adopted". */
export function plainRateAfterVerb(story: string): string {
  return story.replace(RATE_AFTER, (_all, amount: string, be: string, verb: string, period?: string, adverb?: string) =>
    `${amount} a ${period ?? PERIOD[adverb!]!} ${be} ${verb}`);
}

const PART_PASSIVE = /^([^.?!]*?\b\d+(?:\.\d+)? ((?:[a-z]+ )?[a-z]+s)\b[^.?!\d]*?),? (?:but|and|yet|however,?) (\d+(?:\.\d+)?) of (?:them|those|these|(?:the|those|these|his|her|their) [a-z]+(?: [a-z]+)?) ((?:were|was|are|is|had been|have been|got) [a-z]+(?:ed|en)\b[^?]*[.!])$/;

function partPassive(sentence: string): string {
  const found = PART_PASSIVE.exec(sentence);
  if (!found || (found[1]!.match(/\d+(?:\.\d+)?/g) ?? []).length !== 1) return sentence;
  const [, whole, things, part, rest] = found;
  const head = things!.split(' ').at(-1)!;
  const named = new RegExp(String.raw`^(?:them|those|these|(?:the|those|these|his|her|their) (?:[a-z]+ )?${head})$`);
  const ofWhat = /of ((?:the|those|these|his|her|their) [a-z]+(?: [a-z]+)?|them|those|these) /.exec(sentence)?.[1] ?? '';
  return named.test(ofWhat) ? `${whole}. ${part} ${things} ${rest}` : sentence;
}

/** "Sara had 43 pumpkins, but 23 of them were eaten by rabbits." → "… 43 pumpkins. 23 pumpkins were eaten by rabbits." */
export function plainPartPassive(story: string): string {
  return story.split(/(?<=[.!?])\s+(?=[A-Z0-9$])/).map(partPassive).join(' ');
}

const EXTRA_ASKED = /\b([Hh]ow many) (?:excess|excessive|superfluous|surplus) (?=[a-z]+[^.!?]*\?)/g;

/** "How many excess flowers did she pick?" → "How many extra flowers did she pick?" */
export function plainExtraAsked(story: string): string {
  return story.replace(EXTRA_ASKED, '$1 extra ');
}

const ALREADY_HELD = /^(.*\b(?:into|to|in|onto|on) (?:a|the) ([a-z]+)) that (?:already )?(holds|has|had|contains|held|contained) (\d+(?:\.\d+)? [a-z]+(?: (?!originally|already|before)[a-z]+)?)(?: originally| already| before)?\.$/;

/** "… into a box that already holds 7 caps." → "… into a box. The box already holds 7 caps." */
export function plainAlreadyHeld(story: string): string {
  return story.split(/(?<=[.!?])\s+(?=[A-Z0-9$])/).map((sentence) => {
    const found = ALREADY_HELD.exec(sentence);
    return found ? `${found[1]!}. The ${found[2]!} already ${found[3]!} ${found[4]!}.` : sentence;
  }).join(' ');
}

const ADDED_TO_HAD = /^([A-Z][a-z]+) (adds|added|puts|put|gets|got|receives|received|buys|bought|finds|found) (\d+(?:\.\d+)?) ((?:[a-z]+ )?[a-z]+s) to the (\d+(?:\.\d+)?)(?: \4)? (?:that )?(?:he|she|they) (?:already )?(had|has|have|owned|owns)(?: (?:earlier|before|already|at first|initially|originally))?([.?])?$/;

/** "Janet adds 95 apples to the 57 she had earlier." → "Janet had 57 apples. Janet adds 95 apples." */
export function plainAddedToHad(story: string): string {
  return story.split(/(?<=[.!?])\s+(?=[A-Z0-9$])/).map((sentence) => {
    const found = ADDED_TO_HAD.exec(sentence.replace(/[.]$/, ''));
    if (!found) return sentence;
    const [, who, verb, added, things, had, have] = found;
    const owned = /^(?:had|owned)$/.test(have!) ? 'had' : 'has';
    return `${who!} ${owned} ${had!} ${things!}. ${who!} ${verb!} ${added!} ${things!}.`;
  }).join(' ');
}
