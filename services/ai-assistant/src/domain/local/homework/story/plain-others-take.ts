import { THING_WORDS } from './people-words.js';
/**
 * Someone taking another person's things, told as the owner's loss, the form the readers know:
 * - "Todd ate 14 of Sara's cupcakes" → "Sara lost 14 cupcakes to Todd";
 * - "Todd ate 14 out of the 38 cupcakes that Sara baked" → "Sara baked 38 cupcakes and lost 14
 *   cupcakes to Todd"; "Mike took 23 of Dan's 32 marbles" → "Dan had 32 marbles and lost 23 marbles to Mike";
 * - "Fred took 23 marbles from Sara" → "Sara lost 23 marbles to Fred";
 * - "Todd ate 14 of them" / "14 of her cupcakes" / "23 of the green ones", when the story names one
 *   owner (the only other person) of one kind of such things; "her" only when the story called the owner so before.
 * Only verbs of taking away are read, and only when the question does not ask about the taker (what
 * Todd has after eating is no loss of his).
 */
const NAME = '[A-Z][a-z]+';
/** The one who takes: a name, or a relative named by whose ("her father"). */
const TAKER = `(?:${NAME}|[Hh](?:is|er) (?:father|mother|mom|dad|brother|sister|friend|son|daughter|cousin))`;
const TAKE = '(?:borrowed|borrows|took|takes|take|took away|takes away|ate|eats|eat|removed|removes|remove|stole|steals|steal|bought|buys|buy|purchased|purchases|picked|picks|plucked|plucks|grabbed|grabs|consumed|consumes|devoured|devours)';
const NUM = String.raw`\d+(?:\.\d+)?`;
const OUT_OF = new RegExp(String.raw`\b(${TAKER}) (${TAKE}) (${NUM}) (?:out )?of the (${NUM}) (${THING_WORDS}) (?:that|which) (${NAME}) (had|has|[a-z]+ed|grew|made|caught|bought|found|got)\b`, 'g');
const OF_OWNERS = new RegExp(String.raw`\b(${TAKER}) (${TAKE}) (${NUM}) of (${NAME})'s (?:(${NUM}) )?(${THING_WORDS})(?= from\b|[,.?!]| and\b| if\b| before\b| then\b|$)`, 'g');
const OF_THEM = new RegExp(String.raw`\b(${TAKER}) (${TAKE}) (${NUM}) (?:out )?of (?:them|these|those|the ([a-z]+) ones|(?:his|her) (${THING_WORDS}))(?= from\b|[,.?!]| and\b| if\b| before\b| then\b|$)`, 'g');
const FROM = new RegExp(String.raw`\b(${TAKER}) (${TAKE}) (${NUM}) (${THING_WORDS}) from (${NAME})(?=[,.?!]| and\b| if\b| before\b| then\b|$)`, 'g');
// para-while: a taker that is no person of the story ("Rabbits", "the birds", "a deer") or a name, and a bare count of the owner's things.
const BARE_TAKER = String.raw`(?:(?:[Tt]he|[Ss]ome|[Aa]|[Aa]n) [a-z]+|(?!(?:He|She|They|It|We|You|I|There|The|This|That|These|Those|Then)\b)[A-Z][a-z]+)`;
const BARE = new RegExp(String.raw`(^|[.!?]\s+|, (?:and |but |then )?)(${BARE_TAKER}) (?:(?:then|later|also|ravenously|quickly)\s)?(${TAKE}) (${NUM}) (${THING_WORDS})(?=[,.!?]|$)`, 'g');
const HAVING = new RegExp(String.raw`\b(${NAME}) (?:(?:once|originally|initially|already|first) )?(?:has|had|have|owns|owned|baked|made|grew|picked|collected|bought|caught|got|received|found|saved|gathered|harvested)\s+(${NUM}) (${THING_WORDS})\b`, 'g');

/** "ate" → "lost", "eats" → "loses", "eat" → "lose": the owner's loss in the taker's tense. */
function lossOf(verb: string): string {
  const word = verb.split(' ')[0]!;
  if (/^(?:borrows|takes|eats|removes|steals|buys|purchases|picks|plucks|grabs|consumes|devours)$/.test(word)) return 'loses';
  return /^(?:take|eat|remove|steal|buy)$/.test(word) ? 'lose' : 'lost';
}

/** The one owner of things the story tells before the act, with the things, or null. */
function soleOwner(before: string, kind: string | undefined): { owner: string; things: string } | null {
  const owned = [...before.matchAll(HAVING)].map((m) => ({ owner: m[1]!, things: m[3]! }));
  // "32 green marbles and 38 violet marbles": the kind named picks one of them.
  const fitting = kind ? owned.filter((o) => o.things.split(' ')[0] === kind) : owned;
  const owners = new Set(owned.map((o) => o.owner));
  const kinds = new Set(fitting.map((o) => o.things));
  const also = [...before.matchAll(/\band (\d+(?:\.\d+)?) ([a-z]+(?: [a-z]+)?)/g)].filter((m) => !kind || m[2]!.split(' ')[0] === kind);
  if (owners.size !== 1 || kinds.size !== 1 || (!kind && also.length > 0)) return null;
  return { owner: [...owners][0]!, things: [...kinds][0]! };
}

/** The words that show the story already called someone "he" or "she". */
const SAME_PERSON: Record<string, RegExp> = { his: /\b(?:he|him|his|himself)\b/i, her: /\b(?:she|her|hers|herself)\b/i };

const LEFT_ASKED = /\b(?:left|remain|remains|remained|remaining)\b/;
const asksAbout = (question: string, taker: string): boolean => new RegExp(`\\b${taker}\\b`).test(question);

export function plainOthersTake(story: string): string {
  // The asked part only: "If Leo takes 12 from Nia, how many does Nia have?" asks about Nia.
  const question = /\b(?:how (?:many|much)|what|which)\b[^.?!]*\?\s*$/i.exec(story)?.[0] ?? '';
  if (!question) return story;
  return story
    .replace(OUT_OF, (all, taker: string, verb: string, part: string, whole: string, things: string, owner: string, had: string) =>
      (taker === owner || asksAbout(question, taker) ? all : `${owner} ${had} ${whole} ${things} and ${lossOf(verb)} ${part} ${things} to ${taker}`))
    .replace(OF_OWNERS, (all, taker: string, verb: string, part: string, owner: string, whole: string | undefined, things: string) => {
      if (taker === owner || asksAbout(question, taker)) return all;
      const loss = lossOf(verb);
      const told = whole ? `${owner} ${loss === 'lost' ? 'had' : 'has'} ${whole} ${things} and ${loss}` : `${owner} ${loss}`;
      return `${told} ${part} ${things} to ${taker}`;
    })
    .replace(FROM, (all, taker: string, verb: string, part: string, things: string, owner: string) =>
      (taker === owner || asksAbout(question, taker) ? all : `${owner} ${lossOf(verb)} ${part} ${things} to ${taker}`))
    .replace(BARE, (all, start: string, taker: string, verb: string, part: string, things: string, at: number, text: string) => {
      const before = text.slice(0, at);
      if (!LEFT_ASKED.test(question) || asksAbout(question, taker.replace(/^\S+ /, '')) || asksAbout(before, taker)) return all;
      const sole = soleOwner(before, undefined);
      if (!sole || sole.owner === taker || sole.things !== things) return all;
      return `${start}${sole.owner} ${lossOf(verb)} ${part} ${things} to ${taker.replace(/^(?:The|Some|A|An) /, (w) => w.toLowerCase())}`;
    })
    .replace(OF_THEM, (all, taker: string, verb: string, part: string, kind: string | undefined, theirs: string | undefined, at: number, text: string) => {
      if (asksAbout(question, taker)) return all;
      const before = text.slice(0, at);
      const sole = soleOwner(before, kind ?? theirs?.split(' ')[0]);
      // "his cupcakes" may be the taker's own when the story told of him before.
      if (!sole || asksAbout(before, taker) || sole.owner === taker || (theirs && theirs !== sole.things && !theirs.endsWith(sole.things.split(' ').pop()!))) return all;
      // "Tom had 20 apples. Ann ate 4 of her apples": "her" may be Ann's own; it is the owner's only when the story already called the owner so.
      const possessive = /\bof (his|her) /.exec(all)?.[1];
      if (possessive && !SAME_PERSON[possessive]!.test(before)) return all;
      return `${sole.owner} ${lossOf(verb)} ${part} ${sole.things} to ${taker}`;
    });
}
