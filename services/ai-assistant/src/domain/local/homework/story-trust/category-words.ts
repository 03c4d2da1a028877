/**
 * asdiv-lost: a question may name the kind of every thing bought ("How much did Mary spend on clothing?" after "$13.04 on
 * a shirt and $12.27 on a jacket"). The kind covers the purchases only when every amount of money the story tells was
 * spent on one of its members; a shirt and a book are not clothing, so that question still declines. Toys and fruits too
 * (para-combine), and a thing may be told before its price ("bought a ball for $5.71 and marbles for $6.59").
 */
const KINDS: ReadonlyArray<{ asked: RegExp; member: RegExp }> = [
  {
    asked: /^(?:clothing|clothes)$/,
    member: /\b(?:t-?shirts?|shirts?|jackets?|shorts|pants|jeans|trousers|dress|dresses|skirts?|socks|shoes|sweaters?|sweatshirts?|coats?|hats?|caps?|scarf|scarves|gloves|mittens|boots|sneakers|belts?|hoodies?|blouses?|vests?|pajamas|swimsuits?|uniforms?)$/,
  },
  // para-combine: "$5.71 on a football and $6.59 on marbles … spent on toys", "grapes for $12.08 and cherries for $9.85 … on fruits"
  {
    asked: /^toys?$/,
    member: /\b(?:marbles|balls?|footballs?|basketballs?|baseballs?|soccer balls?|skateboards?|dolls?|kites?|puzzles?|yo-?yos?|action figures?|plush toys?|stuffed animals?|teddy bears?|legos?|lego sets?|toy cars?|toy trains?|trucks?|robots?|board games?|jump ropes?|frisbees?|spinning tops?)$/,
  },
  {
    asked: /^fruits?$/,
    member: /\b(?:grapes|cherries|apples?|bananas?|oranges?|pears?|peaches|plums?|strawberries|blueberries|raspberries|berries|watermelons?|melons?|mangos|mangoes|mango|pineapples?|lemons?|limes?|kiwis?|apricots?)$/,
  },
];

/** Every "$N on/for a thing" of the story, the thing's words; null when some amount of money is not spent on a thing. */
function thingsBought(story: string): string[] | null {
  const amounts = story.match(/\$\s*\d[\d,]*(?:\.\d+)?/g) ?? [];
  const things = [...story.matchAll(/\$\s*\d[\d,]*(?:\.\d+)?\s+(?:on|for)\s+(?:a |an |the |some |new |one |two |\d+ )?([a-z-]+(?: [a-z-]+)?)(?=\s*(?:[,.;]|and\b|$))/g)].map((m) => m[1]!);
  if (amounts.length >= 2 && things.length === amounts.length) return things;
  // "bought a ball for $5.71 and marbles for $6.59": each thing told before its price, every price once.
  const before = [...story.matchAll(/(?:^|\b(?:bought|buys|buy|purchased|got|and|,)\s+)(?:a |an |the |some |new )?([a-z-]+(?: [a-z-]+)?)\s+for\s+\$\s*\d[\d,]*(?:\.\d+)?(?=\s*(?:[,.;]|and\b|$))/g)].map((m) => m[1]!);
  return amounts.length >= 2 && before.length === amounts.length ? before : null;
}

/** True when the asked word is a kind of thing and every amount the story spends buys one of its members. */
export function kindCoversPurchases(story: string, askedWord: string): boolean {
  const kind = KINDS.find((k) => k.asked.test(askedWord));
  if (!kind) return false;
  const lower = story.toLowerCase();
  const question = /[^.?!]*\?\s*$/.exec(lower)?.[0] ?? '';
  const things = thingsBought(lower.slice(0, lower.length - question.length));
  return things !== null && things.every((t) => kind.member.test(t));
}
