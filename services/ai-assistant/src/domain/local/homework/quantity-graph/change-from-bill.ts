import { exact, plain, showDecimal, type Exact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { tidyText } from '../story/words.js';
import { agreesAgain, sentencesOf, solveBillChange } from './bill-change.js';

/**
 * gsm-wages: change from the money handed over. "Bracelets cost $15 each … Raine buys three bracelets
 * and one mug. How much change does Raine get back if she gives a one hundred dollar bill?" The story
 * is read again without the money handed over, asked "How much did Raine spend?", by every reader and
 * check; the change is what was handed over less that bill: 100 − 85 = 15. Only one amount handed over,
 * by the one spender, the question asking the change; a story that also earns, receives, sells, returns,
 * owes or saves money declines (the bill alone is not what is left), and so does a bill bigger than
 * what was handed over. Checked a second way: the change and the bill together give back what was handed.
 */
const WHO = String.raw`(he|she|they|i|we|[A-Z][a-z]+(?: [A-Z][a-z]+)?)`;
const MONEY = String.raw`(?:(?:a|an|one|only|just) )?(\d+(?:\.\d+)?)[- ]dollars?(?: bills?| notes?)?|(\d+) (\d+(?:\.\d+)?)[- ]dollars? (?:bills?|notes?)`;
const HAND = String.raw`(?:pays?|paid) (?:the (?:cashier|clerk|shopkeeper|waiter|waitress) )?(?:with )?|(?:gives?|gave|hands?|handed) (?:the (?:cashier|clerk|shopkeeper|waiter|waitress) )?|(?:has|had|have|brought|brings|bring)(?: only)? `;
const TO = String.raw`(?: to the (?:cashier|clerk|shopkeeper|waiter|waitress)| with (?:him|her|them))?`;
/** "She pays with a $20 bill.", "She gave $250 to the cashier.", "He paid with five $100 bills." */
const HANDED_SENTENCE = new RegExp(String.raw`^${WHO} (?:${HAND})(?:${MONEY})${TO}\.$`);
const GET = String.raw`(?:get|gets|receive|receives|take|takes|have|has|be given)(?: back)?`;
const ONE = String.raw`(?:he|she|they|i|we|[A-Z][a-z]+(?: [A-Z][a-z]+)?)`;
const CHANGE_ASKED = String.raw`(?:[Hh]ow much change (?:does|did|do|will|would|should|is|was|can|could) ${ONE} ${GET}|[Hh]ow much (?:money )?(?:does|did|do|will|would|should) ${ONE} (?:get|receive)(?: back)? in change|[Hh]ow much (?:is|was|will be) (?:${ONE}'s|his|her|their) change)`;
/** Who gets the change, as the question names them. */
const ASKER = new RegExp(String.raw`[Hh]ow much (?:change |money )?(?:does|did|do|will|would|should|is|was|can|could|will be) (?:(his|her|their)|(${ONE})(?:'s)?)\b`);
const OWNER_PRONOUN = { his: 'he', her: 'she', their: 'they' } as const;
/** "How much change does she get back?", "How much change will Mr. Ray receive from his purchase?" */
const PLAIN_QUESTION = new RegExp(String.raw`^${CHANGE_ASKED}(?: from (?:his|her|their) purchase| after buying (?:the|those|these) [a-z ]+)?\?$`);
/** "How much change does Raine get back if she gives a $100 bill?", "… from $15?", "… for a $20 bill?" */
const QUESTION_THEN_HANDED = new RegExp(String.raw`^${CHANGE_ASKED} (?:(?:if|when) ${WHO} (?:${HAND})(?:${MONEY})${TO}|(?:from|for|out of) (?:${MONEY}))\?$`);
/** "If she paid with a $50 bill, how much change will she receive back?" */
const HANDED_THEN_QUESTION = new RegExp(String.raw`^(?:If|When) ${WHO} (?:${HAND})(?:${MONEY})${TO}, ${CHANGE_ASKED}(?: back)?(?: from (?:his|her|their) purchase| after buying (?:the|those|these) [a-z ]+)?\?$`);
/** Money that comes in, goes back or is owed: the bill alone does not say what is left. */
const OTHER_MONEY = /\b(?:earn|earns|earned|receive|receives|received|return|returns|returned|refund|refunded|owe|owes|owed|borrow|borrows|borrowed|lend|lent|save|saves|saved|won|wins|found|finds|gave (?:him|her|them)|gives (?:him|her|them)|already|left|change|split|share|shares|shared|each pay)\b/i;

interface Handed { who: string; amount: Exact }

const amountOf = (single: string | undefined, count: string | undefined, face: string | undefined): Exact | null =>
  single ? exact.fraction(single) : count && face ? exact.fraction(count).mul(exact.fraction(face)) : null;

/** The story without its money handed over, the spender and the amount; null unless told once and plainly. */
export function withoutHandedMoney(story: string): { rest: string; handed: Handed } | null {
  // Read in tidy words ("a one hundred dollar bill" → "a 100 dollar bill"); the rest keeps the sentences as told.
  const told = sentencesOf(story.replace(/\s+/g, ' '));
  const sentences = told.map(tidyText);
  // "If each lollipop costs $2, how much change …?": a condition before the question is a fact the rest keeps.
  const CONDITION = /^((?:If|When) (?!(?:he|she|they|i|we|[A-Z][a-z]+(?: [A-Z][a-z]+)?) (?:pays?|paid|gives?|gave|hands?|handed|has|had|brought|brings)\b)[^,]+, )?(.+)$/;
  const [, tidyCondition = '', asked = ''] = CONDITION.exec(sentences.at(-1) ?? '') ?? [];
  const condition = tidyCondition ? (CONDITION.exec(told.at(-1) ?? '')?.[1] ?? '') : '';
  const question = tidyCondition ? `${asked.charAt(0).toUpperCase()}${asked.slice(1)}` : asked;
  const facts = told.slice(0, -1);
  const handed = sentences.slice(0, -1).map((s) => HANDED_SENTENCE.exec(s));
  const at = handed.findIndex(Boolean);
  const inFacts = handed[at];
  const plainAsked = PLAIN_QUESTION.exec(question);
  const after = QUESTION_THEN_HANDED.exec(question);
  const before = HANDED_THEN_QUESTION.exec(question);
  const found = [inFacts && plainAsked, after, before].filter(Boolean).length;
  if (found !== 1 || (tidyCondition && !condition) || handed.filter(Boolean).length > (inFacts && plainAsked ? 1 : 0)) return null;
  // Who hands the money over and who gets the change: the same person.
  const [payer, amount] = inFacts && plainAsked
    ? [inFacts[1], amountOf(inFacts[2], inFacts[3], inFacts[4])]
    : after
      ? [after[1], amountOf(after[2] ?? after[5], after[3] ?? after[6], after[4] ?? after[7])]
      : [before?.[1], amountOf(before?.[2], before?.[3], before?.[4])];
  const named = ASKER.exec(question.replace(/^(?:if|when) [^,]+, /i, ''));
  const asker = named?.[2] ?? OWNER_PRONOUN[(named?.[1] ?? '').toLowerCase() as keyof typeof OWNER_PRONOUN];
  // "… from a $10 bill?" hands the bill over without naming who: the one asked.
  if (!amount || !asker || !samePerson(payer ?? asker, asker)) return null;
  const rest = inFacts ? [...facts.slice(0, at), ...facts.slice(at + 1)] : facts;
  if (rest.length === 0 || OTHER_MONEY.test(rest.join(' ')) || rest.some(sellsOwn)) return null;
  const past = /^how much change (?:did|was)\b/i.test(question.replace(/^(?:if|when) [^,]+, /i, ''));
  const spender = /^(?:he|she|they|i|we)$/i.test(asker) ? asker.toLowerCase() : asker;
  const paid = `how much ${past ? 'did' : spender === 'they' || spender === 'we' || spender === 'i' ? 'do' : 'does'} ${spender} ${past ? 'spend' : 'pay'}?`;
  return { rest: [...rest, condition ? `${condition}${paid}` : `H${paid.slice(1)}`].join(' '), handed: { who: asker, amount } };
}

/** Selling told by anyone but a shop ("A gift shop sells bracelets at $15") brings money in. */
const SHOP = /^(?:A|An|The) (?:[A-Za-z'-]+ ){0,3}?(?:store|shop|bakery|market|supermarket|stand|cafe|restaurant|vendor|theater|theatre|cinema|florist|pharmacy|boutique|deli|diner|center|centre|booth|truck|kiosk|pizzeria|parlor|nursery|grocer|grocery|cafeteria|canteen) (?:sells|sold)\b/;
const sellsOwn = (sentence: string): boolean => /\b(?:sell|sells|sold|selling)\b/i.test(sentence) && !SHOP.test(sentence);

const PRONOUN = /^(?:he|she|they|i|we)$/i;
const samePerson = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase() || PRONOUN.test(a) || (PRONOUN.test(b) && !/^(?:they|we|i)$/i.test(b));

/** The change from the money handed over, the purchase read without it by `solve`; or null. */
export function solveChangeFromBill(story: string, solve: (story: string) => Solved | null): Solved | null {
  const found = withoutHandedMoney(story);
  if (!found) return null;
  const h = showDecimal(found.handed.amount);
  return solveBillChange(story, found.rest, false, solve, {
    apply: (total) => (found.handed.amount.compare(total) >= 0 ? found.handed.amount.sub(total) : null),
    // Second way: the change and the bill together give back what was handed over, in floating point.
    checkedAgain: (total, answer) => agreesAgain(Number(plain.evaluate(`${answer.valueOf()} + ${total.valueOf()}`)), found.handed.amount),
    facts: (t) => [`The purchase comes to $${t}.`, `$${h} was handed over.`],
    sentence: (t) => `${h} − ${t} = ?`,
    schema: 'money-left',
    check: (t, a) => `${a} + ${t} gives the ${h} handed over back`,
  });
}
