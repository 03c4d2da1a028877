/**
 * A list of kinds whose last item is told with "more": "4 pages of reading homework, 7 pages of math
 * homework and 19 more pages of biology homework" adds 19 pages of a kind not told before, so the 19
 * is the biology pages, not 19 added to some earlier amount: "more" is dropped. Only when every item
 * counts the same thing "of" a kind, the kind after "more" is new to the list, and nothing is compared
 * ("than" in the sentence keeps it all).
 */
const ITEM = String.raw`(\d+(?:\.\d+)?) ([a-z]+) of ([a-z]+(?: [a-z]+)?)`;
const LIST = new RegExp(String.raw`${ITEM}, ${ITEM} and (\d+(?:\.\d+)?) more ([a-z]+) of ([a-z]+(?: [a-z]+)?)(?=[.,?!]|$)`, 'g');

export function plainListedMore(story: string): string {
  return story.split(/(?<=[.?!])\s+/).map((sentence) => (/\bthan\b/i.test(sentence) ? sentence : sentence.replace(LIST, (all: string, ...m: string[]) => {
    const [, unitA, kindA, , unitB, kindB, count, unitC, kindC] = m as [string, string, string, string, string, string, string, string, string];
    const sameThing = unitA === unitB && unitB === unitC;
    return sameThing && kindC !== kindA && kindC !== kindB ? all.replace(` ${count} more ${unitC} of`, ` ${count} ${unitC} of`) : all;
  }))).join(' ');
}
