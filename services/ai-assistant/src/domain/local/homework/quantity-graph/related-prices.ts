import { exact, type Exact, showDecimal as show } from '../math-engine.js';
import { singular } from '../story/words.js';
import { MULTIPLIER, readMultiplier, readNumber } from './multipliers.js';

/**
 * Prices told through another price (gsm-prices): "a pack of chocolate costs the same as 4 lollipops",
 * "a pair of jeans costs twice as much", "the briefcase costs 5 times as much as the pen", "a drink is
 * 1 dollars more than a popcorn". Each is worked out from the price it names (or, named by none, the
 * price told just before it in the same sentence) and said again as an outright price ("a pack of
 * chocolate costs 8 dollars"), so the price list reads it. Works on tidied text with digits ("$2" is
 * "2 dollars"); null when a relation names a price the story does not tell.
 */
const STOP = String.raw`(?!(?:costs?|is|was|are|were|and|the|as|than|for|at|each|twice|half|that|which|who|has|had|have|buys?|bought|purchased?|orders?|ordered|he|she|they|it|we|i|you)\b)`;
const THING = String.raw`${STOP}[a-z][a-z'&-]*(?: ${STOP}[a-z][a-z'&-]*){0,3}`;
const START = String.raw`(?:^|[.,;:!?] |\band |\bif |\bwhile |\bwhereas |\b(?:buys?|bought|purchased?|purchases|orders?|ordered) )(?:(?:a|an|1|one|each|every|the) )?`;
const VERB = String.raw`(?:(?:that |which )?(?:costs?|is|was|are|were)(?: only)?|for)`;
const ONE = String.raw`(?:a|an|the|1|one|each)`;
const END = String.raw`(?=[,.;!?]|$)`;
const TOLD_END = String.raw`(?=[,.;!?]|$| and\b| while\b| whereas\b)`;

export interface RelatedPrice { thing: string; base: string; factor: Exact; offset: Exact; value: Exact }

const name = (phrase: string): string => phrase.toLowerCase().split(' ').map(singular).join(' ');

/** The outright prices of a text: "a lollipop costs 2 dollars", "shirts are 10 dollars each". */
function outright(text: string): Array<{ thing: string; value: Exact; at: number }> {
  // gsm-money: "the pencil cost her 8 dollars" names who paid between the verb and the price.
  const told = new RegExp(String.raw`${START}(${THING}) (?:${VERB}(?: (?:him|her|them|me|us))?|sells? for|at) (\d+(?:\.\d+)?) dollars(?: each)?${TOLD_END}`, 'gi');
  // gsm-money: "He paid 16 dollars for the ticket": the money first, then the one thing it bought.
  const paid = new RegExp(String.raw`\b(?:paid|pays|spent|spends) (\d+(?:\.\d+)?) dollars (?:for|on) (?:a|an|the|his|her|their) (${THING})${TOLD_END}`, 'gi');
  return [...[...text.matchAll(told)].map((m) => ({ thing: name(m[1] ?? ''), value: exact.fraction(m[2] ?? '0'), at: m.index ?? 0 })),
    ...[...text.matchAll(paid)].map((m) => ({ thing: name(m[2] ?? ''), value: exact.fraction(m[1] ?? '0'), at: m.index ?? 0 }))].sort((a, b) => a.at - b.at);
}

const FORMS: Array<{ pattern: RegExp; read: (m: RegExpExecArray) => { factor: Exact | null; offset: Exact; base: string | undefined } }> = [
  // "costs twice as much (as a pen)", "is half the price of the pencil"
  { pattern: new RegExp(String.raw`${START}(${THING}) (?<verb>${VERB}) (${MULTIPLIER}) (?:as much|as expensive|the (?:price|cost))(?: (?:as|of) ${ONE} (${THING}))?${END}`, 'gi'),
    read: (m) => ({ factor: readMultiplier(m[3] ?? ''), offset: exact.fraction(0), base: m[4] }) },
  // "costs the same as 4 lollipops", "has the same cost as 2 snickers"
  { pattern: new RegExp(String.raw`${START}(${THING}) (?<verb>(?:that |which )?(?:costs?|has|had))(?: the same as| the same (?:cost|price) as| as much as) (\d+|a|an|one) (${THING})${END}`, 'gi'),
    read: (m) => ({ factor: /^\d+$/.test(m[3] ?? '') ? readNumber(m[3] ?? '') : exact.fraction(1), offset: exact.fraction(0), base: m[4] }) },
  // "is 3 dollars more than a shirt", "costs 2 dollars less"
  { pattern: new RegExp(String.raw`${START}(${THING}) (?<verb>${VERB}) (\d+(?:\.\d+)?) dollars? (more|less)(?: than ${ONE} (${THING}))?${END}`, 'gi'),
    read: (m) => ({ factor: exact.fraction(1), offset: exact.fraction(m[3] ?? '0').mul(m[4]?.toLowerCase() === 'less' ? -1 : 1), base: m[5] }) },
];

/** The text with every price told through another said as an outright price, and those prices. */
export function relatedPricesAsValues(text: string): { text: string; related: RelatedPrice[] } | null {
  let said = text;
  const related: RelatedPrice[] = [];
  for (let round = 0; round < 4; round++) {
    let changed = false;
    for (const form of FORMS) {
      for (const m of [...said.matchAll(form.pattern)]) {
        const { factor, offset, base } = form.read(m);
        const known = outright(said);
        const sentenceStart = Math.max(said.lastIndexOf('. ', m.index ?? 0), 0);
        // Named by none: the price told just before it in its own sentence.
        const before = known.filter((k) => k.at < (m.index ?? 0) && k.at >= sentenceStart).pop();
        const baseName = base ? name(base) : before?.thing;
        const found = known.filter((k) => k.thing === baseName || (base !== undefined && k.thing.endsWith(` ${baseName}`)));
        if (!factor || !baseName || found.length !== 1 || factor.equals(0)) continue;
        const value = factor.mul(found[0]!.value).add(offset);
        if (value.s < 0n || value.equals(0) || value.mul(100).d !== 1n) return null;
        const thing = m[1] ?? '';
        related.push({ thing: name(thing), base: found[0]!.thing, factor, offset, value });
        // The relation's words after its verb become the price: "a dryer that costs 130 dollars".
        const verbAt = m[0].indexOf(` ${m.groups?.verb ?? ''} `, m[0].indexOf(thing) + thing.length - 1);
        if (verbAt < 0 || !m.groups?.verb) return null;
        said = said.replace(m[0], `${m[0].slice(0, verbAt)} ${/^(?:has|had)$/.test(m.groups.verb) ? 'costs' : m.groups.verb} ${show(value)} dollars`);
        changed = true;
      }
    }
    if (!changed) break;
  }
  // A relation left unread (its price never told) leaves the story unread.
  return FORMS.some((f) => new RegExp(f.pattern.source, 'i').test(said)) ? null : { text: said, related };
}
