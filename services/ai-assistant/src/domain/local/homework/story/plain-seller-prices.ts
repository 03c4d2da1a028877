/**
 * gsm-rates: a shop's price list said as what the shop sells, said as the prices themselves, so the
 * readers of price lists do not take the shop's selling and a customer's buying for a profit story:
 * - "A store sells shirts for $12 each and hats for $5 apiece." → "Shirts cost $12 each and hats cost $5 each.";
 * - "The theater sells matinee tickets for $5, evening tickets for $12." → "Matinee tickets cost $5 and evening tickets cost $12.";
 * Only a whole sentence whose subject is a seller (a store, a bakery, a theater …) and whose every item
 * is a thing with one price is rewritten; anything else stays as written.
 */
const SELLER = String.raw`(?:store|shop|bakery|market|supermarket|stand|cafe|restaurant|vendor|theater|theatre|cinema|florist|pharmacy|boutique|deli|diner|salon|center|centre|booth|truck|seller|merchant|dealer|outlet|kiosk|pizzeria|parlor|nursery|grocer|grocery|cafeteria|canteen)`;
const SUBJECT = new RegExp(String.raw`^(?:(?:A|An|The|Her|His|Their|A local|The local) )(?:[A-Za-z'-]+ ){0,3}?${SELLER} (?:sells|sold|offers|charges|charged|has) (.+?)\.$`);
const PRICE = String.raw`\$\d+(?:\.\d{1,2})?`;
const PER = String.raw`(?: (?:each|apiece|a (?:pound|kilogram|gallon|dozen|box|bag|pack)|per (?:pound|kilogram|gallon|dozen|box|bag|pack)))?`;
/** "shirts for $12 each", "matinee tickets at $5". */
const THING_FIRST = new RegExp(String.raw`^((?:[a-z-]+ ){0,2}[a-z-]+s) (?:for|at) (${PRICE}${PER})$`);

// gsm-wages: one thing with its price, "a gold heart necklace at $10", said as "a gold heart necklace costs $10".
const ONE_THING = new RegExp(String.raw`^((?:a|an) (?:[a-z-]+ ){0,3}[a-z-]+) (?:for|at) (${PRICE}(?: each| apiece)?)$`);

function item(text: string): string | null {
  const one = ONE_THING.exec(text);
  if (one) return `${one[1]} costs ${one[2]!.replace(/ (?:each|apiece)$/, '')}`;
  const thing = THING_FIRST.exec(text);
  // "charges $5 for a slice of pie" (the price first) is left as told: the readers of charges know it.
  return thing ? `${thing[1]} cost ${thing[2]!.replace(/ apiece$/, ' each')}` : null;
}

function rewrite(sentence: string): string {
  const list = SUBJECT.exec(sentence)?.[1];
  if (!list) return sentence;
  const parts = list.replace(/\s+/g, ' ').split(/,? and |, /);
  const items = parts.map(item);
  if (items.length === 0 || items.some((i) => i === null)) return sentence;
  const said = items as string[];
  const joined = said.length === 1 ? said[0]! : `${said.slice(0, -1).join(', ')}${said.length > 2 ? ',' : ''} and ${said[said.length - 1]}`;
  return `${joined.charAt(0).toUpperCase()}${joined.slice(1)}.`;
}

export function plainSellerPrices(story: string): string {
  const sentences = story.split(/(?<=[.!?])\s+/);
  const told = sentences.map(rewrite);
  return told.some((s, i) => s !== sentences[i]) ? told.join(' ') : story;
}
