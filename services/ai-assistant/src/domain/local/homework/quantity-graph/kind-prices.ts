/**
 * Prices per kind of person (gsm-prices): "Tickets are $12 for adults and $8 for children", "the
 * tickets for children cost $7", "The price of an adult ticket is $15", "children's meals are $4 each"
 * are said as priced things ("adult ticket costs 12 dollars", "child ticket costs 8 dollars"), and the
 * people counted ("A family of 2 adults and 3 children") as one such thing each ("2 adult tickets").
 * A person count is read so only when every priced kind is one kind of person with one thing (tickets)
 * and every priced kind has its people counted: "Mary takes her 3 children; tickets are $2 for adults"
 * leaves Mary's own ticket untold, so the whole story is declined (null). Works on tidied, lower-case
 * text with digits, where "$12" is "12 dollars".
 */
const KINDS: Array<[string, string]> = [
  ['adult', String.raw`adults?`],
  ['child', String.raw`child|children|childrens|kids?`],
  ['senior', String.raw`senior citizens?|seniors?`],
  ['student', String.raw`students?`],
  ['teenager', String.raw`teenagers?|teens?`],
];
const KIND = String.raw`(?:senior citizens?|seniors?|adults?|childrens?|children|child|kids?|students?|teenagers?|teens?)(?:'s|s'|’s|')?(?![a-z])`;
const ITEM = String.raw`(entrance fee|admission fee|ticket|pass|meal|admission|buffet|fare|entry)(?:s|es)?`;
const MONEY = String.raw`(\d+(?:\.\d+)? dollars)`;
const BE = String.raw`(?:costs?|is|are|was|were)`;
const AN = String.raw`(?:an? |the |each |one |every )?`;

/** "children's" → "child", "senior citizens" → "senior". */
export function kindOf(word: string): string | null {
  const bare = word.replace(/(?:'s|s'|’s|')$/, '');
  return KINDS.find(([, forms]) => new RegExp(`^(?:${forms})$`).test(bare))?.[0] ?? null;
}

const priced = (kind: string, item: string, money: string): string => `${kindOf(kind) ?? kind} ${item} costs ${money}`;

/** The price sentences said as "adult ticket costs 12 dollars". */
function kindPriceWords(text: string): string {
  return text
    // "children's tickets", "the adult buffet": the kind before the thing.
    .replace(new RegExp(String.raw`\b(${KIND}) ${ITEM}\b`, 'g'), (_m, kind: string, item: string) => `${kindOf(kind) ?? kind} ${item}`)
    // "tickets are 12 dollars for adults and 8 dollars for children", "admission is 5 dollars per adult".
    .replace(new RegExp(String.raw`\b(?:the )?(?:(?:price|cost) of (?:an? |the )?)?${ITEM}(?: prices?| costs?)? ${BE} ${MONEY} (?:for|per) ${AN}(${KIND})((?:(?:,|;| and|, and) \d+(?:\.\d+)? dollars (?:for|per) ${AN}${KIND})+)?`, 'g'),
      (_m, item: string, money: string, kind: string, rest: string | undefined) => [priced(kind, item, money),
        ...[...(rest ?? '').matchAll(new RegExp(String.raw`${MONEY} (?:for|per) ${AN}(${KIND})`, 'g'))].map((r) => priced(r[2] ?? '', item, r[1] ?? ''))].join(', '))
    // "the tickets for children cost 7 dollars", "the ticket price for adults is 26 dollars".
    .replace(new RegExp(String.raw`\b(?:the )?${ITEM}(?: prices?| costs?)? (?:for|of) ${AN}(${KIND}) ${BE} ${MONEY}`, 'g'),
      (_m, item: string, kind: string, money: string) => priced(kind, item, money))
    // "the price of an adult ticket is 15 dollars" (after the first rewrite: "adult ticket").
    .replace(new RegExp(String.raw`\b(?:the )?(?:price|cost)s? (?:of|for) ${AN}(adult|child|senior|student|teenager) ${ITEM} ${BE} ${MONEY}`, 'g'),
      (_m, kind: string, item: string, money: string) => priced(kind, item, money));
}

const PRICED = /\b(adult|child|senior|student|teenager) (entrance fee|admission fee|ticket|pass|meal|admission|buffet|fare|entry) (?:costs?|is|are|was|were) \d/g;
const PEOPLE = new RegExp(String.raw`(?<![\d.])(\d+|an?) (?:(?!of |more |fewer |less |other |times |as )[a-z]+ )?(${KIND})\b(?! (?:ticket|pass|meal|admission|buffet|fare|entry|entrance fee))`, 'g');

/** A question about some of the people only ("How much do the children pay?"). */
export const asksAKind = (question: string): boolean => new RegExp(String.raw`\b${KIND}`).test(question.toLowerCase());

/**
 * The text with kinds' prices said as priced things and the people counted as things bought (people: true);
 * the text unchanged when no price is per kind of person; null when people are counted but a priced kind is not.
 */
export function kindPricesAsItems(text: string): { text: string; people: boolean } | null {
  const said = kindPriceWords(text);
  const prices = [...said.matchAll(PRICED)];
  if (prices.length === 0) return { text, people: false };
  const items = new Set(prices.map((p) => p[2]));
  const kinds = new Set(prices.map((p) => p[1]));
  const counted = new Set<string>();
  const bought = said.replace(PEOPLE, (whole, count: string, word: string) => {
    const kind = kindOf(word);
    // "2 young children": the kind's own word, or one describing word before it.
    if (!kind || !kinds.has(kind) || items.size !== 1) return whole;
    counted.add(kind);
    return `${count} ${kind} ${[...items][0]}${/^(?:an?|1)$/.test(count) ? '' : 's'}`;
  });
  if (counted.size === 0) return { text: said, people: false };
  return [...kinds].every((k) => k !== undefined && counted.has(k)) ? { text: bought, people: true } : null;
}
