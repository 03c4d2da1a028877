/**
 * para-order: "a total of N things" said of one owner's or one place's first amount is that amount,
 * said the plain way:
 * - "Tom found a total of 7 seashells, but 4 were broken." → "Tom found 7 seashells, but 4 were broken.";
 * - "There were a total of 12 members on the team." → "There were 12 members on the team.";
 * - "A total of 2 puppies were in the shelter before …" → "There were 2 puppies in the shelter before …";
 * - "out of a total of 39 bananas", "from a total of 80 files" → "out of 39 bananas", "from 80 files".
 * A total stays a total where it sums something: after an amount already told (the parts or a rate
 * come first), over two owners or "they", or with its parts listed after it ("a total of 69 books,
 * which consists of 32 …", "a total of 36 pennies and 31 nickels", "respectively").
 */
const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
const THINGS = String.raw`${NUMBER} [a-z]+(?: [a-z]+)?`;
/** One owner: a name, "Mrs. Hilt", "he", "she", "I"; never "Ann and Ben" or "they". */
const OWNER = String.raw`(?:(?:Mr|Mrs|Ms|Dr)\. )?(?!(?:They|The|These|Those|We|You|It|This|That|Both|All|Each|Every|Some|Together|Their)\b)[A-Z][a-z]+|[Hh]e|[Ss]he|I`;
const VERB = String.raw`[a-z]+(?: up)?`;
const OWNED = new RegExp(String.raw`(^|[.!?]\s+|,\s+)((?<!\band\s+)(?:${OWNER}) (?:(?:also|then|once|initially|originally) )?${VERB}) a total of (?=${THINGS})`, 'g');
const THERE = /(^|[.!?]\s+|,\s+)([Tt]here (?:is|are|was|were)) a total of (?=\d)/g;
const FRONTED = new RegExp(String.raw`(^|[.!?]\s+)A total of (${THINGS}) (were|was) (?=(?:in|on|at|inside) )`, 'g');
const OUT_OF = /\b(out of|from) a total of (?=\d)/g;

/** The parts of a total listed after it: "…, which consists of 32", "… and 31 nickels", "including 3 …". */
const PARTS_AFTER = /[:;—]|\b(?:which|including|includes?|included|consisting|consists?|comprising|made up of|with|of which|respectively|split|divided|shared|among|between|together|combined|in all|altogether|each|per|every)\b|\band (?:\$?\d|a number|some|several)/;
/** A sentence's clause after the matched words, to its end. */
const restOf = (text: string, from: number): string => /^[^.?!]*/.exec(text.slice(from))?.[0] ?? '';

/**
 * "picked up a total of 1576 pieces of trash. She picked up 344 pieces of trash in the classrooms.":
 * the same things told again later, not as a change ("34 more puppies", "95 fewer whistles"), are a
 * part of the total, which stays.
 */
function partToldLater(text: string, from: number): boolean {
  const words = new RegExp(String.raw`^${NUMBER} ([a-z]+)(?: ([a-z]+))?`).exec(text.slice(from));
  if (!words) return true;
  // "30 marbles in a jar", "7 red marbles": the thing is one of the two words after the number.
  const nouns = words.slice(1).filter((w): w is string => !!w && !/^(?:in|on|at|of|for|to|from|with|were|was|are|is|and|but|that|which)$/.test(w));
  // "4 puppies a day are adopted": a rate, no part of the total.
  const later = text.slice(from).split(/(?<=[.!?])\s+/).filter((sentence) => !sentence.trim().endsWith('?') && !/\b(?:each|per|every|a (?:day|week|month|year|minute|hour))\b/.test(sentence)).join(' ');
  return nouns.some((noun) => {
    const told = new RegExp(String.raw`(?<!\b(?:another|additional|extra|further) )\b${NUMBER} (?!(?:more|fewer|less|additional|extra)\b)(?:[a-z]+ ){0,3}?${noun}\b(?! (?:more|fewer|less)\b)`, 'g');
    return [...later.matchAll(told)].length > 1;
  });
}

function firstAmount(text: string, at: number, length: number): boolean {
  const rest = restOf(text, at + length);
  return !/\d/.test(text.slice(0, at)) && !PARTS_AFTER.test(rest) && !/\?/.test(text.slice(at).split(/(?<=[.!?])\s/)[0] ?? '')
    && !partToldLater(text, at + /a total of |A total of /.exec(text.slice(at))!.index + 'a total of '.length);
}

export function plainTotalOf(story: string): string {
  const drop = (pattern: RegExp) => (text: string): string => text.replace(pattern, (all: string, start: string, lead: string, at: number) =>
    (firstAmount(text, at, all.length) ? `${start}${lead} ` : all));
  const fronted = (text: string): string => text.replace(FRONTED, (all: string, start: string, things: string, be: string, at: number) =>
    (firstAmount(text, at, all.length) ? `${start}There ${be} ${things} ` : all));
  return [drop(OWNED), drop(THERE), fronted].reduce((text, rewrite) => rewrite(text), story).replace(OUT_OF, '$1 ');
}
