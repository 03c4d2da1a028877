import { exact, type Exact, showDecimal as show } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { singular, tidyText } from '../story/words.js';
import { showAnswer } from '../story/wording.js';
import { splitQuestion } from './split-question.js';
import { digits } from './read-rates.js';
import { checkWithUnits, lotsTotal, type Lot } from './lot-reading.js';
import { priceListLots } from './price-list.js';
import { lotFact } from './lot-facts.js';
import { kindOf } from './kind-prices.js';

/**
 * One price unknown in a bill whose total is told (gsm-prices): "Luis bought 4 pairs of red socks and 6
 * pairs of blue socks. In total, he spent $42. If the red socks cost $3 each, how much did he pay for each
 * pair of blue socks?" The total is taken out (spent, paid, "for $135", or what was handed over less the
 * change), the asked thing is priced at 1 dollar and the rest read as a price list (price-list.ts, every
 * number a price or a count of a priced thing); the asked price is the total less the other lots, shared by
 * the asked thing's count. Shown only when it is positive in whole cents and the price list read again with
 * that price gives the told total, added by mathjs with units.
 */
const MONEY = String.raw`(\d+(?:\.\d+)?) dollars`;
const WHO = String.raw`(?:he|she|they|i|we|[a-z]+)`;
const GIVE = String.raw`(?:pays|paid|hands|handed|gives|gave)(?: the cashier)?(?: with)?`;
const CHANGE = String.raw`(?:gets|got|receives|received) ${MONEY} (?:back )?(?:as |in )?change`;
/** gsm-money: several bills of one kind handed over ("2 20 dollars bills"), less the change. */
const BILLS = String.raw`(\d+) (\d+(?:\.\d+)?) dollars? bills`;
const billsLessChange = (m: RegExpExecArray): Exact => exact.fraction(m[1] ?? '0').mul(exact.fraction(m[2] ?? '0')).sub(exact.fraction(m[3] ?? '0'));
/** Sentences and phrases that tell the total: [pattern, total from the match]. */
const TOTALS: Array<[RegExp, (m: RegExpExecArray) => Exact]> = [
  [new RegExp(String.raw`(?:^|(?<=[.!?] ))(?:in total, |altogether, |in all, )?${WHO} (?:spent|spends|paid|pays) (?:a total of )?${MONEY}(?: in total| altogether| in all)?[.!]`, 'i'), (m) => exact.fraction(m[1] ?? '0')],
  [new RegExp(String.raw`(?:^|(?<=[.!?] ))(?:the|his|her|their) (?:total )?(?:cost|bill|price|amount)(?: of [a-z ]+)? (?:was|is|came to|comes to) ${MONEY}[.!]`, 'i'), (m) => exact.fraction(m[1] ?? '0')],
  [new RegExp(String.raw`,? for (?:a total of )?${MONEY}(?= ?[.!])`, 'i'), (m) => exact.fraction(m[1] ?? '0')],
  [new RegExp(String.raw`,? and the total (?:cost|bill|price|amount)(?: of [a-z ]+)? (?:was|is|came to|comes to) ${MONEY}(?= ?[.!])`, 'i'), (m) => exact.fraction(m[1] ?? '0')],
  // "Nadine went to a garage sale and spent $56.", "… and gives $850 and gets $40 in change."
  [new RegExp(String.raw`,? and (?:spent|paid) (?:a total of )?${MONEY}(?= ?[.!])`, 'i'), (m) => exact.fraction(m[1] ?? '0')],
  [new RegExp(String.raw`,? and (?:gives|gave|hands|handed) (?:the cashier )?${MONEY} and (?:gets|got|receives|received) ${MONEY} (?:back )?(?:as |in )?change(?= ?[.!])`, 'i'), (m) => exact.fraction(m[1] ?? '0').sub(exact.fraction(m[2] ?? '0'))],
  [new RegExp(String.raw`(?:^|(?<=[.!?] ))${WHO} (?:pays|paid) with an? ${MONEY} bill and (?:gets|got|receives|received) ${MONEY} (?:back )?(?:as |in )?change[.!]`, 'i'), (m) => exact.fraction(m[1] ?? '0').sub(exact.fraction(m[2] ?? '0'))],
  [new RegExp(String.raw`(?:^|(?<=[.!?] ))${WHO} (?:hands|handed|gives|gave) (?:the cashier )?${MONEY} and (?:gets|got|receives|received) ${MONEY} (?:back )?(?:as |in )?change[.!]`, 'i'), (m) => exact.fraction(m[1] ?? '0').sub(exact.fraction(m[2] ?? '0'))],
  // gsm-money: "He paid with two $20 bills and got $4 change.", "…, and gave the cashier 2 $50 bills and got $3 in change."
  [new RegExp(String.raw`(?:^|(?<=[.!?] ))${WHO} ${GIVE} ${BILLS} and ${CHANGE}[.!]`, 'i'), (m) => billsLessChange(m)],
  [new RegExp(String.raw`,? and ${GIVE} ${BILLS} and ${CHANGE}(?= ?[.!])`, 'i'), (m) => billsLessChange(m)],
  [new RegExp(String.raw`(?:^|(?<=[.!?] ))${WHO} ${GIVE} ${BILLS}\. (?:he|she|they|i|we) ${CHANGE}[.!]`, 'i'), (m) => billsLessChange(m)],
  [new RegExp(String.raw`(?:^|(?<=[.!?] ))after giving the cashier ${MONEY}, ${WHO} (?:got|gets|received) (?:a |an )?${MONEY} (?:in )?change[.!]`, 'i'), (m) => exact.fraction(m[1] ?? '0').sub(exact.fraction(m[2] ?? '0'))],
];
/** "all at the same price", "If each chair cost the same amount,": said again by the price of 1 dollar. */
const SAME_PRICE = /,? all at the same price|(?:^|(?<=[.!?] ))(?:if )?(?:each|every|all)(?: of the)? [a-z ]+ (?:costs?|were|was) the same (?:amount|price)(?:[.!] ?|, )/gi;
const ONE = String.raw`(?:each|1|a|an|each of the|1 of the)(?: single)?`;
const QUESTIONS = [
  new RegExp(String.raw`^how much (?:did|does|do|was|is|were) ${ONE} ([a-z' ]+?)(?: cost)?$`),
  new RegExp(String.raw`^how much (?:did|does|do|will) (?:he|she|they|i|we|[a-z]+) pay for ${ONE} ([a-z' ]+)$`),
  new RegExp(String.raw`^how many dollars (?:is|was|did) ${ONE} ([a-z' ]+?)(?: cost)?$`),
  new RegExp(String.raw`^what (?:is|was) the (?:price|cost) of (?:${ONE}|the) ([a-z' ]+)$`),
];

/** gsm-money: "How much did the table cost?" of one table bought ("a table"): the thing said once, not plural. */
const THE_ONE = /^how much (?:did|does|was|is) the ([a-z' ]+?)(?: cost)?$/;
const asked = (question: string): string => tidyText(question).toLowerCase().replace(/,? in dollars,?/, '').replace(/[?.!]+\s*$/, '').trim();
export const asksTheOne = (question: string): boolean => {
  const thing = THE_ONE.exec(asked(question))?.[1]?.trim();
  const last = thing?.split(' ').at(-1) ?? '';
  return !!thing && singular(last) === last && !/s$/.test(last);
};

export function askedThing(question: string): string | null {
  const q = asked(question);
  const thing = [...QUESTIONS, ...(asksTheOne(question) ? [THE_ONE] : [])].map((r) => r.exec(q)?.[1]).find(Boolean)?.trim();
  if (!thing || /\b(?:of the|other|rest|total|more|less)\b/.test(thing)) return null;
  // "one child's ticket" is a child ticket (kind-prices.ts).
  return thing.replace(/^(\S+?)(?:'s|s'|’s)? (?=\S)/, (whole, word: string) => (kindOf(word) ? `${kindOf(word)} ` : whole)).split(' ').map(singular).join(' ');
}

/** The facts without the told total, and the total; null when it is told not once. */
export function withoutTotal(facts: string): { rest: string; total: Exact; bare: boolean } | null {
  const found = TOTALS.map(([pattern, value]) => ({ m: pattern.exec(facts), value })).filter((f) => f.m);
  const told = TOTALS.reduce((n, [pattern]) => n + [...facts.matchAll(new RegExp(pattern.source, 'gi'))].length, 0);
  if (found.length !== 1 || told !== 1) return null;
  const { m, value } = found[0]!;
  // The payer is a pronoun or a name the story told before ("In total, Bo spent $19" after Ann's purchase is Bo's).
  const names = (m![0].match(/\b[A-Z][a-z]+\b/g) ?? []).filter((w) => !/^(?:In|Altogether|After|The|He|She|They|I|We|It)$/.test(w));
  if (names.some((n) => !new RegExp(String.raw`\b${n}\b`).test(facts.slice(0, m!.index)))) return null;
  const total = value(m!);
  const rest = facts.replace(m![0], /^,? (?:for|and)\b/.test(m![0]) ? '' : ' ').replace(/\s+/g, ' ').trim();
  return total.s > 0n && !total.equals(0) ? { rest, total, bare: /^,? for\b/.test(m![0]) } : null;
}

export function solveUnknownPrice(statement: string): Solved | null {
  const split = splitQuestion(statement);
  const thing = split ? askedThing(split.question) : null;
  if (!split || !thing) return null;
  const told = withoutTotal(digits(tidyText(split.facts)));
  // gsm-money: "a ball for $3.25" is the ball's own price, not a total of the bill, when "the ball" is asked.
  if (!told || (told.bare && asksTheOne(split.question))) return null;
  // "The chocolate bars each cost $2" is "The chocolate bars cost $2 each".
  const priced = told.rest.replace(SAME_PRICE, '').replace(/\b([a-z]+) each (costs?|cost) (\d+(?:\.\d+)?) dollars\b/gi, '$1 $2 $3 dollars each');
  const rest = `${priced} Each ${thing} costs 1 dollars.`.replace(/\s+/g, ' ');
  const read = priceListLots(rest);
  const isAsked = (l: Lot): boolean => (l.rate.text.split(':')[0] ?? '') === thing;
  const asked = read?.lots.filter(isAsked) ?? [];
  if (!read || read.unit !== 'dollar' || asked.length === 0 || asked.some((l) => !l.count)) return null;
  const others = read.lots.filter((l) => !isAsked(l));
  const count = asked.reduce((sum, l) => sum.add(l.count!.value), exact.fraction(0));
  const price = told.total.sub(lotsTotal(others)).div(count);
  if (price.s < 0n || price.equals(0) || price.mul(100).d !== 1n || count.d !== 1n || (asksTheOne(split.question) && !count.equals(1))) return null;
  // The second way: the price list read again with the price found gives the told total, added with units.
  const again = priceListLots(rest.replace(/Each (.+) costs 1 dollars\.$/, `Each $1 costs ${show(price)} dollars.`));
  if (!again || !lotsTotal(again.lots).equals(told.total) || !checkWithUnits(again.lots, 'dollar^1', told.total)) return null;
  const known = others.map((l) => (l.count ? `${show(l.count.value)} × ${show(l.rate.value)}` : show(l.rate.value)));
  const sentence = `(${show(told.total)}${known.length ? ` − ${known.length > 1 ? `(${known.join(' + ')})` : known[0]}` : ''}) ÷ ${show(count)}`;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: split.question.trim() },
    { kind: 'facts', facts: [`total: $${show(told.total)}`, ...others.map((l) => lotFact(split.facts, l)), `${thing}: ${show(count)} bought, price unknown`] },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'unknown-price' },
    { kind: 'check', statement: `at $${show(price)} each, every lot added with its units gives the total ${show(told.total)} again`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(price, 'dollar') };
}
