import { CARDINAL_WORD } from '../../text/cardinals.js';
import { eachSentence } from './order-clauses.js';
import { singular } from './words.js';

/**
 * Facts told inside the question's own noun, said first as a sentence of their own so that every
 * reader sees them as a fact of the story:
 * - a price: "How many 5 dollar toys could he buy?" is "Each toy costs 5 dollars. How many toys could
 *   he buy?" (only with a verb of buying);
 * - a group's size: "How many cases of 12 boxes does she need?", "How many 7-file folders …?", "How many
 *   boxes with 3 cupcakes each …?" tell "Each case has 12 boxes." before "How many cases …?";
 * - the price of one bought thing when the question asks the price of several of the same: "She bought
 *   an ice cream cone for 99 cents. How much would 2 ice cream cones cost?" is "Each ice cream cone
 *   costs 99 cents. …".
 * "bucks" are dollars.
 */
const AUX = String.raw`can|could|will|would|did|does|do|should|must|might|may|is|are|was|were`;
const NUMBER = String.raw`\d+(?:\.\d+)?|${CARDINAL_WORD}`;
/** One or two words naming plural things, never an auxiliary: "toys", "video games". */
const THINGS = String.raw`(?:(?!(?:${AUX})\b)[a-z]+ )?(?!(?:${AUX})\b)[a-z]+s`;

/** A price asks what can be bought ("could he buy"), never what was bought ("did he buy"), which the story must tell. */
const CAN = 'can|could|will|would|should|might|may';
const PRICED = new RegExp(String.raw`^How many (${NUMBER})[- ](dollar|cent)s? (${THINGS}) ((?:${CAN})\b[^?]*\b(?:buy|afford|purchase|get)\b[^?]*\?)$`, 'i');
const GROUPS_OF = new RegExp(String.raw`^How many ([a-z]+s) of (${NUMBER}) (${THINGS}) ((?:${AUX})\b[^?]*\?)$`);
const HYPHENED = new RegExp(String.raw`^How many (\d+)-([a-z]+) ([a-z]+s) ((?:${AUX})\b[^?]*\?)$`);
const WITH_EACH = new RegExp(String.raw`^How many ([a-z]+s),? (?:each )?(?:with|containing|holding|having) (?:exactly )?(${NUMBER}) (${THINGS}) (?:in )?each(?: one)?,? ((?:${AUX})\b[^?]*\?)$`);
/** Units of time or measure size no group: "How many 3-hour shifts" is left as it was. */
const NOT_THINGS = /^(?:second|minute|hour|day|week|month|year|inch|foot|feet|yard|mile|meter|metre|gram|pound|ounce|liter|litre|cup|gallon|quart|percent|dollar|cent|time)s?$/;

const plural = (word: string): string => (/(?:s|x|ch|sh)$/.test(word) ? `${word}es` : /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`);
const singularPhrase = (things: string): string => things.split(' ').map((w, i, all) => (i === all.length - 1 ? singular(w) : w)).join(' ');
const BUCKS = new RegExp(String.raw`\b(\d+(?:\.\d+)?|(?:${CARDINAL_WORD})(?:-(?:${CARDINAL_WORD}))?) bucks\b`, 'gi');
const one = (number: string): boolean => /^(?:1|one)$/i.test(number);

/** Money someone has: "had 83 dollars", "saved up $4", "received another 11 dollars"; a price paid ("a game for $47") is none. */
const MONEY_HAD = new RegExp(String.raw`\b(?:has|have|had|saved|earned|earns|received|receives|got|gets|won|given|made|makes|collected)\b(?: [a-z]+){0,3} (?:\$\s*\d|(?:\d[\d.,]*|(?:${CARDINAL_WORD})(?:-(?:${CARDINAL_WORD}))?) (?:dollars?|cents?|bucks)\b)`, 'i');

function pricedThings(sentence: string, story: string): string | null {
  const m = PRICED.exec(sentence);
  if (!m || !MONEY_HAD.test(story.replace(sentence, ''))) return null;
  const [, n, unit, things, rest] = m as unknown as [string, string, string, string, string];
  return `Each ${singularPhrase(things)} costs ${n} ${unit.toLowerCase()}${one(n) ? '' : 's'}. How many ${things} ${rest}`;
}

function groupSize(sentence: string): string | null {
  const told = (group: string, n: string, things: string, rest: string): string | null =>
    NOT_THINGS.test(singular(things.split(' ').at(-1)!)) || NOT_THINGS.test(group) || one(n) ? null : `Each ${singular(group)} has ${n} ${things}. How many ${group} ${rest}`;
  const of = GROUPS_OF.exec(sentence) ?? WITH_EACH.exec(sentence);
  if (of) return told(of[1]!, of[2]!, of[3]!, of[4]!);
  const hyphened = HYPHENED.exec(sentence);
  return hyphened ? told(hyphened[3]!, hyphened[1]!, plural(hyphened[2]!), hyphened[4]!) : null;
}

/** "Mrs. Hilt bought an ice cream cone for 99 cents." before "How much would 2 ice cream cones cost?" */
const BOUGHT_ONE = /^(?:[A-Z][a-z]+\.? )?(?:[A-Z][a-z]+|He|She|They|I|We) (?:bought|buys|purchased|purchases|got|gets) (?:a|an|one) ([a-z]+(?: [a-z]+){0,2}) for (\$\d+(?:\.\d+)?|\d+(?:\.\d+)? (?:dollars|cents))\.$/;
const ASKS_SEVERAL = /\bHow much (?:would|will|do|does|did) (\d+) ([a-z]+(?: [a-z]+){0,2}) cost\?$/;

function boughtOnePrice(story: string): string {
  const asked = ASKS_SEVERAL.exec(story);
  if (!asked) return story;
  const thing = singularPhrase(asked[2]!);
  return eachSentence(story, (sentence) => {
    const bought = BOUGHT_ONE.exec(sentence);
    return bought && bought[1] === thing ? `Each ${thing} costs ${bought[2]}.` : sentence;
  });
}

/**
 * "If the cost of each stamp remains the same, how much would 4 stamps cost?": an assumption that tells
 * no number, the question read without it.
 */
const SAME_AS_TOLD = /(^|[.!?]\s+)If the (?:cost|price) of (?:each|one|a|an|every) [a-z]+ (?:remains|stays|is) the same, (how|what)\b/g;

export function plainAskedFacts(story: string): string {
  const dollars = story.replace(BUCKS, '$1 dollars').replace(SAME_AS_TOLD, (_all, start: string, asked: string) => `${start}${asked.charAt(0).toUpperCase()}${asked.slice(1)}`);
  return boughtOnePrice(eachSentence(dollars, (sentence) => (sentence.endsWith('?') ? pricedThings(sentence, dollars) ?? groupSize(sentence) ?? sentence : sentence)));
}
