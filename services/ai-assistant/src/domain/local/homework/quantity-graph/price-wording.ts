/**
 * Price wordings said as rates, so the measure reader pairs each price with its count: "$2.50/pound"
 * is "$2.50 per pound", "apiece" is "each", "2 packets of rice each at $20" is "at $20 each", and
 * "453 cakes at $12" prices every cake ("at" a price names the price of one; "for $12" may be the
 * whole lot's, so it is left as written and a count without its rate declines). Works on tidied
 * text, where "$12" is "12 dollars".
 */
const MONEY = String.raw`\d+(?:\.\d+)? (?:dollars|cents)`;
const PER_AFTER = String.raw`(?! ?(?:each|per|a|an|every|for|apiece|\/)\b)(?![\d/])`;

export function pricesAsRates(tidy: string): string {
  return tidy
    .replace(new RegExp(String.raw`(${MONEY}) ?\/ ?([a-z]+)\b`, 'g'), '$1 per $2')
    .replace(/\b(?:apiece|a piece)\b(?! of\b)/g, 'each')
    .replace(new RegExp(String.raw`\beach at (${MONEY})\b`, 'g'), 'at $1 each')
    // Only a count, its thing (no number, no comma) and "at" before the price: "5 books at $20".
    .replace(new RegExp(String.raw`(?<=(?<![\d.])\d+(?:\.\d+)? [a-z][a-z' -]*? )at (${MONEY})\b${PER_AFTER}`, 'g'), 'at $1 each');
}
