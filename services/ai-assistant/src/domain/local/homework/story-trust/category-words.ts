/**
 * asdiv-lost: a question may name the kind of every thing bought ("How much did Mary spend on clothing?" after "$13.04 on
 * a shirt and $12.27 on a jacket"). The kind covers the purchases only when every amount of money the story tells was
 * spent on one of its members; a shirt and a book are not clothing, so that question still declines.
 */
const KINDS: ReadonlyArray<{ asked: RegExp; member: RegExp }> = [
  {
    asked: /^(?:clothing|clothes)$/,
    member: /\b(?:t-?shirts?|shirts?|jackets?|shorts|pants|jeans|trousers|dress|dresses|skirts?|socks|shoes|sweaters?|sweatshirts?|coats?|hats?|caps?|scarf|scarves|gloves|mittens|boots|sneakers|belts?|hoodies?|blouses?|vests?|pajamas|swimsuits?|uniforms?)$/,
  },
];

/** Every "$N on/for a thing" of the story, the thing's words; null when some amount of money is not spent on a thing. */
function thingsBought(story: string): string[] | null {
  const amounts = story.match(/\$\s*\d[\d,]*(?:\.\d+)?/g) ?? [];
  const things = [...story.matchAll(/\$\s*\d[\d,]*(?:\.\d+)?\s+(?:on|for)\s+(?:a |an |the |some |new |one |two |\d+ )?([a-z-]+(?: [a-z-]+)?)(?=\s*(?:[,.;]|and\b|$))/g)].map((m) => m[1]!);
  return amounts.length >= 2 && things.length === amounts.length ? things : null;
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
