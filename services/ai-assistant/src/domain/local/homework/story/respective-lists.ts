import { tag } from '../../text/nlp.js';
import { GAIN, LOSS } from './change-verbs.js';

/**
 * The two lists a "respectively" pairs: a list of amounts ("13 and 11 plums", "$4, $5, and $6") and
 * a list of as many labels ("Ann and Bo", "a hat and a scarf"), with the words that link them.
 */
export interface Amount { number: string; unit: string }
export interface PairedList { shape: 'people' | 'after' | 'before'; labels: string[]; amounts: Amount[]; link: string; start: number; end: number }

const NUM = String.raw`(?:\$ ?)?\d[\d,]*(?:\.\d+)?`;
const PREPOSITION = String.raw`(?:with|for|on|in|during|from|to|at|by|playing|over)`;
const STOP = String.raw`(?:and|or|of|each|respectively|${PREPOSITION})`;
const WORD = String.raw`(?!${STOP}\b)[a-z]+`;
const ITEM = String.raw`${NUM}(?: ${WORD}){0,2}(?: of ${WORD})?`;
const LIST = String.raw`${ITEM}(?:, ${ITEM})*,? and ${ITEM}`;
const LABEL_WORD = String.raw`(?!(?:and|respectively)\b)[A-Za-z'’-]+`;
const LABEL = String.raw`${LABEL_WORD}(?: ${LABEL_WORD}){0,3}`;
/** "Ann", "her father": a person who does something. */
const PERSON = String.raw`(?:[A-Z][a-z]+|(?:[Hh]er|[Hh]is|[Tt]heir|[Mm]y|[Oo]ur) [a-z]+)`;
/** "her father and mother": the later ones of a family need no "her" of their own. */
const KIN = String.raw`(?:${PERSON}|(?:mother|father|mom|dad|sister|brother|aunt|uncle|grandma|grandpa|grandmother|grandfather|cousin|friend|son|daughter|wife|husband)s?)`;
const PEOPLE = String.raw`${PERSON}(?:, ${KIN})*,? and ${KIN}`;
const LABELS = String.raw`${LABEL}(?:, ${LABEL})*,? and `;

/** Tried in this order: amounts then their things, things then their prices, people then what they did. */
const SHAPES: ReadonlyArray<[PairedList['shape'], RegExp]> = [
  ['after', new RegExp(String.raw`(?<list>${LIST}) (?<link>${PREPOSITION}) (?<labels>${LABELS}${LABEL})`)],
  ['before', new RegExp(String.raw`(?<labels>${LABELS}${LABEL}) (?<link>for|at|costing) (?<list>${LIST})`)],
  ['people', new RegExp(String.raw`(?<labels>${PEOPLE}) (?<link>[a-z]+(?: (?:her|him|them|us|me|it))?) (?<list>${LIST})`)],
];

/** "picked", "gave", "baked": a verb of the past or a word that is a verb after "they". */
// para-while: "Joan and Mary have 9 and 4 apples respectively": having is a verb of the people too.
const isVerb = (word: string): boolean => /^(?:have|has|had|own|owns|owned)$/.test(word) || /^[a-z]{3,}ed$/.test(word) || GAIN.test(word) || LOSS.test(word) || tag(`they ${word} it`)[1]?.pos === 'VERB';
/** "Yesterday, Ann and Bo …": a time said before the people is no one of them. */
const TIME_WORD = /^(?:Yesterday|Today|Tomorrow|Later|Then|Now|Last|This|Next|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Overall|Together|Altogether|Also|However|Recently|Finally)$/;
const split = (list: string): string[] => list.split(/,? and |, /);

/** "13 and 11 plums": the last amount's unit is every amount's; "4 dollars and 50 dollars": each has its own. */
function amounts(list: string): Amount[] | null {
  const items = split(list).map((item) => new RegExp(String.raw`^(${NUM})(?: (.+))?$`).exec(item));
  if (items.some((item) => !item)) return null;
  const units = items.map((item) => item![2] ?? '');
  const shared = units.slice(0, -1).every((unit) => unit === '');
  if (!shared && units.some((unit) => unit === '')) return null;
  return items.map((item, i) => ({ number: item![1]!, unit: shared ? units[units.length - 1]! : units[i]! }));
}

/** The lists of the first shape whose two lists are as long as each other, or null. */
export function pairedList(text: string): PairedList | null {
  for (const [shape, pattern] of SHAPES) {
    const match = pattern.exec(text);
    if (!match) continue;
    const { list = '', labels = '', link = '' } = match.groups!;
    if (shape === 'people' && !isVerb(link.split(' ')[0]!)) continue;
    const found = amounts(list);
    const extra = split(labels).length - (found?.length ?? 0);
    // "Yesterday, Ann and Bo": words before the people are a list item only to the pattern.
    const parts = labels.split(/(,? and |, )/);
    const dropped = shape === 'after' || extra !== 1 || !TIME_WORD.test(parts[0]!) || parts[1] !== ', ' ? '' : `${parts[0]}, `;
    const named = split(labels.slice(dropped.length));
    if (!found || found.length !== named.length) continue;
    // "spent $4 and $6 on a hat and a scarf": prices in one list are read as they are, as one act over the things.
    if (shape === 'after' && found.every((amount) => amount.number.startsWith('$'))) return null;
    const start = match.index + dropped.length;
    return { shape, labels: named, amounts: found, link, start, end: match.index + match[0].length };
  }
  return null;
}
