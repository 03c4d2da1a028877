import { exact, showExact, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import { tidyText } from './words.js';
import { showAnswer } from './wording.js';

/**
 * Counting money in coins and bills: "She got 17 half-dollars on Saturday and 6 half-dollars on
 * Sunday. What amount of money did she receive?" → (17 + 6) × $0.50; "Sam spent 2 pennies … 12 dimes.
 * How much money did Sam spend?" → 2 × 1¢ + 12 × 10¢; "Nancy has 9 5 dollar bills" → 9 × $5; and the
 * other way round, "45 dollars in 5 dollar bills. How many 5 dollar bills?" → 45 ÷ 5 (whole only).
 * Every number of the story is a count of one kind of coin or bill (or the one amount told in them),
 * all told by the same kind of act as the question asks (had or got, or spent). Worked in whole cents
 * and checked a second way in floating-point dollars.
 */
const COIN_CENTS: ReadonlyArray<[RegExp, number, string]> = [
  [/^(?:penny|pennies)\b/, 1, 'penny'],
  [/^nickels?\b/, 5, 'nickel'],
  [/^dimes?\b/, 10, 'dime'],
  [/^quarters?\b/, 25, 'quarter'],
  [/^half\s*-?\s*dollars?\b/, 50, 'half-dollar'],
];
const BILL = /^(\d+) dollars? bills?\b/;
/** Anything beyond adding coins: changes, comparisons, rates, parts. */
const OTHER = /\b(?:left|remain\w*|more|less|fewer|than|each|per|every|twice|double|times|rest|change|back|some|share\w*|split|instead|worth|cost\w*|price|cents?|percent)\b|%|\bhalf\b(?!\s*-?\s*dollars?)/;
const LOSS = /\b(?:spent|spends|spend|paid|pays|pay|gave|gives|give|lost|loses|lose|used|uses|use)\b/;
const GAIN = /\b(?:has|have|had|got|gets|get|received|receives|receive|found|finds|find|earned|earns|earn|saved|saves|save|collected|collects|collect|made|makes|make|won|wins|win)\b/;
/** Acts that change what is held some other way: "He buys a candy bar for 3 quarters". */
const TRADE = /\b(?:buy|buys|bought|buying|purchas\w*|trad\w*|exchang\w*|swap\w*|lend|lent|loan\w*|borrow\w*|owe\w*|donat\w*|took|take|takes|put|puts|drop\w*|broke|stole\w*|stolen|invest\w*)\b/;
/** Every coin or bill named in the facts; each must be one the numbers count ("a quarter, 1 dime": the quarter is unread). */
const COIN_WORD = /\b(?:penny|pennies|nickels?|dimes?|quarters?|half\s*-?\s*dollars?|bills?)\b/g;
const ASKS_MONEY = /^(?:all in all,? |in all,? |altogether,? |in total,? )?(?:how much money|how much (?:do|does|did|will|would)|what (?:is|was) the total amount|what (?:amount|total amount) of money|what amount)\b/;

interface Lot { count: number; cents: number; name: string }

/** Every number of the facts read as a count of coins or bills, or null when one is not. */
function lotsOf(facts: string): Lot[] | null {
  const lots: Lot[] = [];
  const numbers = [...facts.matchAll(/(?<![\w.])\d+(?:\.\d+)?(?![\w.]\d)/g)];
  for (let i = 0; i < numbers.length; i += 1) {
    const m = numbers[i]!;
    const after = facts.slice(m.index + m[0].length).trim();
    const bill = BILL.exec(after);
    if (bill) {
      lots.push({ count: Number(m[0]), cents: Number(bill[1]) * 100, name: `${bill[1]}-dollar bill` });
      i += 1; // the bill's own number is read
      continue;
    }
    const coin = COIN_CENTS.find(([word]) => word.test(after));
    if (!coin) return null;
    lots.push({ count: Number(m[0]), cents: coin[1], name: coin[2] });
  }
  if ([...facts.matchAll(COIN_WORD)].length !== lots.length) return null;
  return lots.length > 0 && lots.every((l) => Number.isInteger(l.count) && l.count > 0) ? lots : null;
}

/** The facts tell one kind of act, the same the question asks: all had or got, or all spent. */
function sameAct(facts: string, question: string): boolean {
  const asksLoss = LOSS.test(question);
  const asksGain = GAIN.test(question) || !asksLoss;
  if (asksLoss && asksGain) return false;
  return asksLoss ? LOSS.test(facts) && !GAIN.test(facts) : !LOSS.test(facts) && !TRADE.test(facts);
}

const money = (cents: Exact): string => showAnswer(cents.div(100), 'dollar');

function totalOf(lots: readonly Lot[], question: string): Solved | null {
  const cents = lots.reduce((sum: Exact, l) => sum.add(exact.fraction(l.count * l.cents)), exact.fraction(0));
  // A second way: the same coins added in floating-point dollars.
  const dollars = lots.reduce((sum, l) => sum + l.count * (l.cents / 100), 0);
  if (Math.abs(dollars - Number(cents.valueOf()) / 100) > 1e-9 || cents.compare(0) <= 0) return null;
  // REVIEW: under a dollar, "how much money" is answered in cents as often as in dollars (45 or 0.45), so it declines.
  if (cents.compare(100) < 0) return null;
  const sentence = lots.map((l) => `${l.count} × ${showExact(exact.fraction(l.cents, 100), 'decimal')}`).join(' + ');
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: question },
    { kind: 'facts', facts: lots.map((l) => `${l.count} ${l.name}${l.count === 1 ? '' : /y$/.test(l.name) ? '' : 's'}`.replace(/pennys?$/, l.count === 1 ? 'penny' : 'pennies')) },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'priced-items' },
    { kind: 'check', statement: `${lots.map((l) => `${l.count} ${l.name} = ${money(exact.fraction(l.count * l.cents))}`).join(', ')}; together ${money(cents)}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: money(cents) };
}

/** "45 dollars in 5 dollar bills. How many 5 dollar bills?": the amount over one bill, whole only. */
function countOf(facts: string, question: string): Solved | null {
  const told = /^[^\d]*?(\d+(?:\.\d+)?) dollars? in (\d+) dollars? bills\.?$/.exec(facts);
  const asked = /^how many (\d+) dollars? bills\b/.exec(question);
  if (!told || !asked || told[2] !== asked[1]) return null;
  const [amount, bill] = [exact.fraction(told[1]!), exact.fraction(told[2]!)];
  const count = amount.div(bill);
  if (count.d !== 1n || count.compare(0) <= 0 || !count.mul(bill).equals(amount)) return null;
  return {
    kind: 'word-problem',
    steps: [
      { kind: 'restate', problem: question },
      { kind: 'facts', facts: [`$${told[1]} in all`, `one bill is $${told[2]}`] },
      { kind: 'number-sentence', sentence: `${told[1]} ÷ ${told[2]} = ?`, schema: 'sharing' },
      { kind: 'check', statement: `${showExact(count)} bills × $${told[2]} = $${told[1]}`, holds: true },
    ],
    answer: `${showExact(count)} bills`,
  };
}

export function solveCoinValues(statement: string): Solved | null {
  const split = splitQuestion(tidyText(statement));
  if (!split) return null;
  const facts = split.facts.toLowerCase().trim();
  const question = split.question.toLowerCase().trim();
  const reverse = countOf(facts, question);
  if (reverse) return reverse;
  if (/\d/.test(question) || OTHER.test(`${facts} ${question}`) || !ASKS_MONEY.test(question) || !sameAct(facts, question)) return null;
  const lots = lotsOf(facts);
  return lots ? totalOf(lots, split.question.trim()) : null;
}
