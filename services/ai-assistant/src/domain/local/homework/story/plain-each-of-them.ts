/**
 * para-muldiv: a fact about each of a counted group told through a pronoun, said with "each one" so it is
 * not read as a split: "There are 124 students and each of them crafts 3 stars" → "… and each one crafts 3
 * stars"; "9 children and they each had 2 candies" → "9 children and each one had 2 candies". Only in the
 * facts (never in the question, where "each of them" asks for a share), only right after a counted group
 * in the same sentence, and only when a number follows within two words.
 */
const NUMBER_AFTER = String.raw`(?=(?:[a-z]+ ){1,2}\d)`;
const EACH_OF_THEM = new RegExp(String.raw`(\d+ (?:[a-z-]+ )?(?:[a-z]+s|children|people|men|women)\b[^.?!]*?,? and )(?:each of them|they each) ${NUMBER_AFTER}`, 'g');

const SHARED = /\b(?:shar|split|divid|distribut|equal|even)/i;

/** Where the question starts: the last sentence, or its "how/what" clause after a lead-in. */
function questionStart(story: string): number {
  const last = /[^.?!]*\?\s*$/.exec(story);
  if (!last) return story.length;
  const ask = /(?:^|,\s*)(?:how|what)\b/i.exec(last[0]);
  return last.index + (ask ? ask.index : 0);
}

export function plainEachOfThem(story: string): string {
  const start = questionStart(story);
  const facts = story.slice(0, start);
  // "They share 12 apples and each of them gets 4": a share's "each of them" stays for the readers of shares.
  const sentenceAt = (at: number): string => {
    const begin = Math.max(facts.lastIndexOf('. ', at), facts.lastIndexOf('? ', at), facts.lastIndexOf('! ', at)) + 1;
    const end = facts.slice(at).search(/[.?!](?:\s|$)/);
    return facts.slice(begin, end < 0 ? facts.length : at + end);
  };
  const plain = facts.replace(EACH_OF_THEM, (all, group: string, at: number) => (SHARED.test(sentenceAt(at)) || SHARED.test(all) ? all : `${group}each one `));
  return plain === facts ? story : `${plain}${story.slice(start)}`;
}
