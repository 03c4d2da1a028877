/**
 * Words that say a story over lots does more than add them up (or take them from an amount): a
 * comparison, a part or percent of something, a discount, a profit, an average, a rate per day
 * that repeats, a loss, a sharing out, a condition. Readers of lots decline when one is there.
 */
export const NOT_A_LOT = new RegExp([
  String.raw`\b(?:more|less|fewer|than|discount|percent|half|twice|double|triple|third|quarter|fourth|fifth|average|instead|except|other|extra|plus|minus|same|lost|only|not|n't|each other|if|round|trip|every|per day|a day|a week|a month|a year|profit|as many|as much|cost to|costs? (?:him|her|them))\b`,
  String.raw`\b(?:\d+|a|an|the) off\b|\boff (?:of |the |all |his |her |their |each |every )`,
  String.raw`%`,
].join('|'));

/** Buying and selling in one story is a profit, not a sum; so is any word above. */
export function notALot(text: string): boolean {
  const lower = text.toLowerCase();
  return NOT_A_LOT.test(lower) || (/\b(?:buy|buys|bought)\b/.test(lower) && /\b(?:sell|sells|sold)\b/.test(lower));
}
