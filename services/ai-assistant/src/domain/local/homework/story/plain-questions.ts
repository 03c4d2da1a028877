import { tag } from '../../text/nlp.js';
import { beOf, directQuestion, ORDER, thingAndRest, WHAT_IS, type Asked } from './direct-question.js';
import { plainPossessed } from './plain-possessed.js';
import { capitalize } from './words.js';

/**
 * The many ways of asking "how many" said as the plain question the readers know, rewritten in the
 * story's last sentence only (its question):
 * - an order instead of a question: "Determine how many shelves he will need." → "How many shelves
 *   will he need?"; "Calculate the total number of scissors in the drawer now." → "How many scissors
 *   are in the drawer now in total?";
 * - "what is the number of": "What is the number of crayons that each of them will get?" → "How many
 *   crayons will each of them get?"; "What was the total amount of money he earned?" → "How much
 *   money did he earn in total?";
 * - the question word last: "The total number of pens that Ann and Bo have, is what?" → "How many
 *   pens do Ann and Bo have in total?".
 * A "total" of the old wording stays as "in total". Anything this cannot turn round is left alone.
 */
// "the greatest number of" stays: it asks for a common factor or multiple, not a count of the story.
const TOTAL = String.raw`(?:(?<now>new|current|final|present|resulting) )?(?:(?<total>total|combined|overall|entire|cumulative) )?`;
const MEASURE = String.raw`(?<measure>number|count|quantity|amount|sum)`;
/** "[lead-in, ]what is the total number of <thing and rest>?" */
const NUMBER_OF = new RegExp(String.raw`^(?<lead>.*?)\b(?<ask>${WHAT_IS}|${ORDER}) the ${TOTAL}${MEASURE} of (?<rest>.+?)\s*[.?]$`, 'i');
/** "The total number of <thing and rest>, is what?" */
const IS_WHAT = new RegExp(String.raw`^the ${TOTAL}${MEASURE} of (?<rest>.+?),? (?<ask>is|was|will be) (?:what|how many(?<sum> in total| altogether| in all)?)(?<tail>,? (?:if|when|given)\b[^?]*)?\s*\?$`, 'i');
/** "What amount of money is left?" → "How much money is left?" */
const WHAT_AMOUNT = /\bwhat (?:amount|quantity|sum) of\b/i;
const WHAT_NUMBER = /\bwhat number of\b/i;
/** "[lead-in, ]find the total amount she needs to pay." */
const AMOUNT = new RegExp(String.raw`^(?<lead>.*?)\b(?<ask>${WHAT_IS}|${ORDER}) the ${TOTAL}(?:amount|sum) (?!of\b)(?<rest>.+?)\s*[.?]$`, 'i');
/** "[lead-in, ]calculate the total points she received." */
const TOTAL_THINGS = new RegExp(String.raw`^(?<lead>.*?)\b(?<ask>${WHAT_IS}|${ORDER}) the (?<total>total|combined|overall) (?!number|count|quantity|amount|sum)(?<rest>[a-z].+?)\s*[.?]$`, 'i');
/** "the total amount spent on toys": an amount spent, paid or earned is money. */
const MONEY_VERB = /^(?:spent|paid|earned|saved|raised|made|received|collected|owed|charged)\b/i;
/** "[lead-in, ]determine how many <thing and rest>." */
const ORDER_HOW = new RegExp(String.raw`^(?<lead>.*?)\b${ORDER} how (?<head>many|much) (?<rest>.+?)\s*[.?]$`, 'i');
const ALREADY_TOTAL = /\b(?:in total|in all|altogether|combined|all together|together)\b/i;
// para-rewrites: what the plain question must not bend
/** "the amount of growth in inches": the unit the answer is asked in, no place the thing is in. */
const IN_UNIT = /^in (?:inches|feet|yards|miles|meters|centimeters|kilometers|pounds|ounces|grams|kilograms|tons|cups|gallons|liters|quarts|pints|dollars|cents|hours|minutes|seconds|days|weeks|months|years)\b/i;
/** "12 cups of milk": a story that measures its things in units. */
const MEASURED = /\d(?:\.\d+)?\s+(?:cups?|gallons?|liters?|quarts?|pints?|pounds?|ounces?|grams?|kilograms?|tons?|teaspoons?|tablespoons?)\s+of\b/i;

/** "many" for things counted one by one ("trips", "number of"), "much" for an amount of one thing ("money"). */
function headFor(measure: string, thing: string): 'many' | 'much' {
  if (/^(?:number|count)$/i.test(measure)) return 'many';
  const last = tag(thing).filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN').pop();
  if (!last || /^(?:savings|earnings|winnings|money|cash)$/i.test(last.text)) return 'much';
  return last.lemma !== last.text.toLowerCase() || /[^s]s$/i.test(last.text) ? 'many' : 'much';
}

/** The rewritten sentence: lead-in, plain question, "in total" when the old one said "total". */
function sentence(lead: string, asked: Asked, total: 'in total' | 'now' | null): string | null {
  const question = directQuestion(asked);
  // "the number of A and the number of B": two amounts asked in one.
  if (!question || /\bthe (?:number|amount) of\b/i.test(question)) return null;
  // "in total" goes before a clause of time or condition: "how many are there in total if …".
  if (/\b(?:and|or) (?:how|what)\b/i.test(question)) return null;
  const [core = question] = question.split(/(?=,? (?:if|after|when|before|(?<!\bat )once|since|because|so that|given)\b)/);
  const already = total === 'now' ? /\b(?:now|left|remain\w*|still)\b/i : ALREADY_TOTAL;
  const inTotal = total && !already.test(question) ? ` ${total}` : '';
  const start = lead.trim() ? `${lead.trim()} ` : '';
  const text = `${start}${core}${inTotal}${question.slice(core.length)}?`;
  return capitalize(text);
}

/** The thing asked and what is said of it; "how much she paid" names no thing, its subject comes first. */
function askedOf(head: 'many' | 'much', words: string): [string, string] | null {
  const parts = thingAndRest(words);
  const named = parts && tag(parts[0]).every((t) => t.pos === 'PROPN');
  if (head === 'much' && !parts && MONEY_VERB.test(words)) return ['money', words];
  return head === 'much' && (!parts || named) ? ['', words] : parts;
}

/** "the total points she received": the total of things counted one by one, asked as a number of them. */
function pluralThings(text: string): RegExpExecArray | null {
  const match = TOTAL_THINGS.exec(text);
  const thing = match && thingAndRest(match.groups!.rest!)?.[0];
  const last = thing ? tag(thing.split(' of ')[0]!).pop() : undefined;
  const plural = !!last && last.pos === 'NOUN' && last.lemma !== last.text.toLowerCase() && !/^(?:savings|earnings|winnings)$/i.test(last.text);
  if (match && plural) match.groups!.measure = 'number';
  return plural ? match : null;
}

/** One question sentence in its plain form, or the sentence unchanged. */
export function plainQuestion(text: string, measured = false): string {
  const number = (NUMBER_OF.exec(text) ?? IS_WHAT.exec(text) ?? pluralThings(text))?.groups;
  const amount = number ? undefined : AMOUNT.exec(text)?.groups;
  const order = number || amount ? undefined : ORDER_HOW.exec(text)?.groups;
  const found = number ?? amount ?? order;
  // Only a question of its own: "Roger must figure out how many …" is a fact about Roger.
  if (!found) return text.replace(WHAT_AMOUNT, (w) => (w.startsWith('W') ? 'How much' : 'how much')).replace(WHAT_NUMBER, (w) => (w.startsWith('W') ? 'How many' : 'how many'));
  if (!/(?:^|[,;]\s*|\b(?:then|so)\s+)$/i.test(found.lead ?? '')) return text;
  const head = order ? (order.head!.toLowerCase() as 'many' | 'much') : number ? null : 'much';
  // "the number of the storybooks she has": the things the story told of.
  const parts = head ? askedOf(head, found.rest!) : thingAndRest(found.rest!.replace(/^the (?=[a-z])/i, ''));
  // "the sum of the ages": a sum of values each thing has, not a count of things.
  if (parts && /\b(?:ages|heights|weights|lengths|prices|costs|values|scores|speeds|widths)$/i.test(parts[0])) return text;
  if (!parts || IN_UNIT.test(parts[1].trim())) return text;
  const asked: Asked = { head: head ?? headFor(found.measure!, parts[0]), thing: parts[0], rest: `${parts[1]}${found.tail ?? ''}`, be: beOf(found.ask ?? '') };
  // "the total amount of ingredients" measured in cups is no count of ingredients.
  if (asked.head === 'many' && measured && !/^(?:number|count)$/i.test(found.measure ?? '')) return text;
  return sentence(found.lead ?? '', asked, found.now ? 'now' : found.total ?? found.sum ? 'in total' : null) ?? text;
}

/** The story with its last sentence, the question, in its plain form. */
export function plainQuestions(story: string): string {
  const sentences = story.trimEnd().split(/(?<=[.?!])\s+(?=[A-Z0-9$"'])/);
  const last = sentences.pop();
  if (!last) return story;
  const plain = plainPossessed(plainQuestion(last, MEASURED.test(sentences.join(' '))));
  return plain === last ? story : [...sentences, plain].join(' ');
}
