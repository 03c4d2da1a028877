import type { Solved } from '../steps.js';
import { readStory, type Quantity, type Story } from '../story/read-story.js';
import { singular } from '../story/words.js';
import { solutionParts } from '../story-trust/solution-parts.js';
import { doers, KIN_ASKED, otherDoerInClause } from '../story/buyers.js';
import { actsOf } from '../story/total-guards.js';

/**
 * Sums of money that answer another question than the one asked (totals topic):
 * - "Ann bought a kite for $5.50 and a ball for $3.25. How much did the kite cost?" names one thing
 *   of the bill: the sum of every price is not its price;
 * - "Joan bought a hat for $4. Her sister bought a scarf for $3.25. How much did Joan spend?": what a
 *   relative did (not given to the one asked) is the relative's, never one more part of Joan's total;
 * - "Joan bought a hat for $4. Ben bought a scarf for $3. How much did Ben spend?": a bill asked of
 *   one buyer adds only that buyer's prices;
 * - "… $4 on Monday. On Tuesday she bought a ball for $3. How much did she spend on Monday?": a time
 *   the question names picks the prices told with it.
 */
const TIME = /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|morning|afternoon|evening|night|today|yesterday|tomorrow|first|second|third|last|next|january|february|march|april|may|june|july|august|september|october|november|december|week|weekend|month)\b/g;
const SEVERAL = /\b(?:they|them|their|both|together|combined|everyone|family|we|us|all of)\b/;
const KIN = 'father|mother|brother|sister|son|daughter|friend|dad|mom|mum|uncle|aunt|cousin|grandmother|grandfather|grandma|grandpa|husband|wife|neighbor|neighbour|classmate|teacher|partner|boss|roommate|coworker';
const BY_KIN = new RegExp(`^\\W*(?:and |then |but )?(?:her|his|their|my|[a-z]+'s) (?:(?:older|younger|little|big|best|twin) )?(${KIN})s?\\b`);
const GIFT = /\b(?:gave|gives|give|handed|hands|sent|sends|lent|lends|brought|brings|bought|buys|got|gets|paid|pays|offered|offers|donated|donates)\s+(?:her|him|them|[a-z]+)\s+(?:\$?\d|a |an |some |another )|\bto (?:her|him|them)\b/;
/** Words that name the whole bill, not one thing of it. */
const WHOLE = /^(?:item|thing|everything|all|total|grocery|groceries|purchase|supply|supplies|order|bill|meal|lunch|dinner|breakfast|trip|it|them|stuff|gift|present|present|toy|clothe|clothes)$/;

/** A number sentence that only adds and multiplies told numbers (readers write × or *). */
const SUM_OF_TERMS = /^[\d.]+(?:\s*[+*×]\s*[\d.]+)+$/;

function usedQuantities(story: Story, solved: Solved): Quantity[] {
  const numbers = solutionParts(solved).numbers;
  return story.quantities.filter((q) => numbers.includes(q.value));
}

const isMoney = (q: Quantity): boolean => q.unit === 'dollar' || q.unit === 'cent';

/** The one thing the question names as bought or priced: "did the kite cost", "spend on the pens", "the cost of the ball". */
function askedItem(question: string): string | null {
  const q = question.toLowerCase();
  const found = /\bhow much (?:money )?(?:did|does|do|will|would|was|were|is|are) (?:the|a|an|his|her|their|its|this|that|these|those|[a-z]+'s) ((?:[a-z]+ )?[a-z]+) (?:cost|costs|worth)\b/.exec(q)
    ?? /\b(?:spen[dt]|spend|pay|paid) (?:on|for) (?:the|a|an|his|her|their|its|this|that|these|those) ((?:[a-z]+ )?[a-z]+)\b/.exec(q)
    ?? /\b(?:cost|price) of (?:the|a|an|his|her|their|its|this|that|these|those) ((?:[a-z]+ )?[a-z]+)\b/.exec(q);
  const item = found?.[1]?.split(' ').pop();
  return item && !WHOLE.test(singular(item)) ? singular(item) : null;
}

const names = (text: string, item: string): boolean => text.split(/[^a-z]+/).some((w) => w.length > 0 && singular(w) === item);

/** The question names one thing of several priced: some prices used are for other things. */
export function oneItemOfBill(statement: string, solved: Solved): string | null {
  const story = readStory(statement);
  const item = story ? askedItem(story.question.text) : null;
  // gsm-money: a reading of the one price unknown takes the other prices away; it never adds them.
  if (!story || !item || solutionParts(solved).schema === 'unknown-price') return null;
  const money = usedQuantities(story, solved).filter(isMoney);
  if (money.length < 2 || !story.facts.some((f) => names(f.toLowerCase(), item))) return null;
  const priced = money.filter((q) => names(q.clause, item));
  // "How much did his deck cost?" of a deck's cards names the whole, not one of the prices.
  return priced.length > 0 && priced.length < money.length ? 'the question asks the price of one thing of the bill' : null;
}

/** A relative's own act added into the asked person's total. */
export function relativesAmountAdded(statement: string, solved: Solved): string | null {
  const parts = solutionParts(solved);
  if (!SUM_OF_TERMS.test(parts.sentence.trim())) return null;
  const story = readStory(statement);
  if (!story) return null;
  const question = story.question.text.toLowerCase();
  if (/\b(?:they|them|their|both|together|combined|everyone|family|we|us)\b/.test(question) || !/\b(?:he|she|his|her|[a-z]+'s)\b|\b(?:did|does|do|will|has) [a-z]+ [a-z]+\b/.test(question)) return null;
  // Only a relative doing the asked act ("His brother picked 9"; buying for spending) adds to someone else's total.
  const family = (verb: string): string => (/^(?:spend|pay|buy)$/.test(verb) ? 'buy' : verb);
  const asked = new Set([...actsOf(question)].map(family));
  const byKin = usedQuantities(story, solved).filter((q) => {
    const kin = BY_KIN.exec(q.clause)?.[1];
    const doesAsked = [...actsOf(q.clause)].some((verb) => asked.has(family(verb)));
    return kin !== undefined && doesAsked && !GIFT.test(q.clause) && !new RegExp(`\\b${kin}`).test(question);
  });
  return byKin.length > 0 ? "a relative's own amount added to the asked person's" : null;
}

/** The one buyer a question asks about: a relative ("her sister"), a name the story tells, or for "she" the story's first doer. */
function askedBuyer(question: string, told: ReadonlyArray<string | null>): string | null {
  const kin = KIN_ASKED.exec(question)?.[0];
  if (kin) return kin;
  const named = (question.match(/[a-z]+/g) ?? []).find((w) => told.includes(w));
  return named ?? told.find((d) => d !== null) ?? null;
}

/** Prices of another buyer added into the asked buyer's bill. */
export function otherBuyersPrices(statement: string, solved: Solved): string | null {
  const story = readStory(statement);
  if (!story) return null;
  const question = story.question.text.toLowerCase();
  const used = usedQuantities(story, solved);
  const money = used.filter(isMoney);
  if (!SUM_OF_TERMS.test(solutionParts(solved).sentence.trim())) return null;
  if (money.length < 2 || SEVERAL.test(question) || !/\b(?:spend|spent|pay|paid|cost|costs|buy|bought)\b/.test(question)) return null;
  const told = doers(story.facts);
  const asked = askedBuyer(question, told);
  if (!asked) return null;
  // "Tom buys 3 shirts and Ann buys 2 hats": a count bought by another buyer is theirs too, not only a price.
  const others = used.filter((q) => (told[q.sentence] !== null && told[q.sentence] !== asked) || otherDoerInClause(q.clause, story.facts[q.sentence] ?? '', asked, q.lead));
  return others.length > 0 ? "another buyer's prices added to the asked one's" : null;
}

/** A time of the question ("on Monday") told with only some of the prices added. */
export function pricesOfOtherTimes(statement: string, solved: Solved): string | null {
  const story = readStory(statement);
  if (!story) return null;
  const asked = story.question.text.toLowerCase().match(TIME) ?? [];
  const money = usedQuantities(story, solved).filter(isMoney);
  if (money.length < 2 || asked.length === 0) return null;
  // svamp-check: a change between a start and an end ("19 + ? = 40", the start told before the asked time) is no bill.
  if (/^\d+(?:\.\d+)? [+-] \? = \d+(?:\.\d+)?$/.test(solutionParts(solved).sentence.trim())) return null;
  const withTime = money.filter((q) => asked.every((word) => (story.facts[q.sentence] ?? '').toLowerCase().includes(word)));
  return withTime.length > 0 && withTime.length < money.length ? 'the question names a time of only some prices' : null;
}

const PAID = /(?:\b(?:spent|spends|paid|pays|costs?(?: (?:her|him|them|me|us))?)|\b(?:bought|buys|purchased|purchases)\b[^,;]*\bfor)\s*$/;

/** "She bought a kite for $5.50 and a hat for $4. She bought 3 hats. How much did she spend?": a price paid that the bill leaves out. */
export function pricePaidLeftOut(statement: string, solved: Solved): string | null {
  const story = readStory(statement);
  if (!story || !isMoneyAnswer(solved)) return null;
  const question = story.question.text.toLowerCase();
  if (!/\bhow much (?:money )?did [a-z' ]+ (?:spend|pay)\b/.test(question) || /\b(?:more|less|than|left|change|each|per|on|for|after|before)\b/.test(question)) return null;
  const numbers = solutionParts(solved).numbers;
  const told = doers(story.facts);
  const asked = askedBuyer(question, told);
  const paid = story.quantities.filter((q) => isMoney(q) && PAID.test(q.lead) && told[q.sentence] === asked);
  return paid.some((q) => !numbers.includes(q.value)) ? 'a price paid that the bill leaves out' : null;
}

function isMoneyAnswer(solved: Solved): boolean {
  return /^\$|^\S+\s+(?:dollars?|cents?)\b/.test(solved.answer.trim());
}
