import { tag } from '../../text/nlp.js';

/**
 * Words that say a story over lots does more than add them up (or take them from an amount): a
 * comparison, a part or percent of something, a discount, a profit, an average, a rate per day
 * that repeats, a loss, a sharing out, a condition. Readers of lots decline when one is there.
 */
export const NOT_A_LOT = new RegExp([
  String.raw`\b(?:more|less|fewer|than|discount|percent|half|twice|double|triple|third|quarter|fourth|fifth|average|instead|except|other|extra|plus|minus|same|lost|only|not|n't|each other|if|round|trip|every|per day|a day|a week|a month|a year|profit|as many|as much|or|first|cost to|costs? (?:him|her|them))\b`,
  String.raw`\b(?:\d+|a|an|the) off\b|\boff (?:of |the |all |his |her |their |each |every )`,
  String.raw`%`,
].join('|'));

/** Buying and selling in one story is a profit, not a sum; so is any word above. */
export function notALot(text: string): boolean {
  const lower = text.toLowerCase();
  return NOT_A_LOT.test(lower) || (/\b(?:buy|buys|bought)\b/.test(lower) && /\b(?:sell|sells|sold)\b/.test(lower));
}

const BOUGHT = /\b(?:buys?|bought|orders?|ordered|purchases?|purchased|gets?|got|sells?|sold|picks? up|picked up)\b/;

/**
 * "bought 3 notebooks at $4 each and a lamp": a thing in the list of what was bought or sold that
 * has no number (count or price) is a lot of unknown cost. Takes tidied text with digits.
 */
export function unpricedItem(facts: string, read: readonly string[] = []): boolean {
  return facts.toLowerCase().split(/(?<=[.!?;])\s+/).some((sentence) => {
    const verb = [...sentence.matchAll(new RegExp(BOUGHT, 'g'))].pop();
    if (!verb) return false;
    const items = sentence.slice((verb.index ?? 0) + verb[0].length).replace(/[.!?;]+$/, '').split(/,\s*(?:and\s+)?|\s+and\s+/);
    // The list ends where a new verb starts ("… and filled it with treats").
    const end = items.findIndex((item) => ['VERB', 'AUX'].includes(tag(item.trim())[0]?.pos ?? ''));
    const list = items.slice(0, end < 0 ? items.length : end).map((item) => item.trim()).filter(Boolean);
    // Only a list that starts with a counted or priced thing is a list of lots ("to buy some things" is not);
    // an item the reading counted ("a can of juice" matched to its price) is read.
    return /\d/.test(list[0] ?? '') && list.some((item) => !/\d/.test(item) && !read.some((r) => r.startsWith(item)));
  });
}

/**
 * "The cost of an adult ticket is $12", "a child ticket is $8": the price of one thing of a kind, said
 * as a price, not as something bought once. How many were bought the story tells elsewhere (often in
 * words: "parents", "a family of four"), so a reader that counts it once must decline.
 */
const PRICE_OF_ONE = /(?:^|[.;,!?]\s+|\band\s+|\b(?:cost|price) of\s+)(?:an?|one|each)\s+(?:[a-z-]+\s+){0,2}?[a-z-]+\s+(?:is|was|costs?|sells? for)\s+\$\s?\d/;
export const priceOfOneOfAKind = (facts: string): boolean => PRICE_OF_ONE.test(facts.toLowerCase());
