import { exact, plain, showExact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { describe, showAnswer } from './wording.js';
import { singular } from './words.js';
import { doers, KIN_ASKED, otherDoerInClause } from './buyers.js';
import { SPENDING } from './change-verbs.js';

/**
 * Money spent on purchases, added up (totals topic): "Mary spent $13.04 on a shirt and $12.27 on a
 * jacket. She went to 2 shops. How much did Mary spend?", "Rachel bought a t-shirt for $15 and a cap
 * for $9.20. Rachel already owns 3 t-shirts. How much did she spend in total?". Every amount of money
 * must be a price paid ("spent $5", "bought a kite for $5", "a cage cost her $5", "which was $5");
 * a purchase told in its own sentence by another person ("Her sister bought a scarf for $3") is set
 * aside when the question asks about one person. Counts may be told beside the bill only when they
 * count nothing bought or what was owned before ("already had 7"); any word that changes a bill
 * (each, discount, change, left, found …) declines the reading.
 */
const SPENT_Q = [
  /\bhow much (?:money )?(?:did|does|do|has|have|had|will|would) (?<who>[a-z' ]+?) (?:spend|pay)\b/,
  /\bhow much (?:money )?(?:was|were|has been|had been) (?:spent|paid)\b/,
  /\b(?:the )?total (?:cost|amount spent|amount of money spent|spent|amount (?:she|he|they) spent)\b/,
];
const CHANGES = /\b(?:discount|coupon|off|tax|tip|refund|return\w*|sold|sells?|sell|change|left|remain\w*|sav\w+|earn\w*|each|per|apiece|every|than|twice|half|times|percent|split|share\w*|gave|gives?|lent|lend|borrow\w*|owe\w*|budget|back|instead|cheaper|expensive|dozens?|pairs?|bills?|only|if|would|could|wants?|needs?|afford|more|less|fewer|extra|cents?|pennies|nickels|dimes|quarters)\b|%/;
const BUY = new RegExp(String.raw`\b(?:${SPENDING}|buying|paid|pays?|ordered|orders?|rented|rents?)\b`);
/** The words just before a price: "spent", "paid", "cost her", "which was", or "for" after a buying verb. */
const PRICE_LEAD = /(?:\b(?:spent|spends|spend|paid|pays|pay|costs?(?: (?:her|him|them|me|us))?|(?:which|that) (?:was|were|cost|costs)|priced at)|\bfor)\s*$/;
const OWNED_BEFORE = /\b(?:already|before|previously|originally|now|at home|in total|altogether)\b/;
/** The person asked about: a name of the question, or for "she", "he" or no one the story's first doer. */
function askedPerson(question: string, story: Story, told: ReadonlyArray<string | null>): string | null {
  const kin = KIN_ASKED.exec(question)?.[0];
  if (kin) return told.includes(kin) ? kin : null;
  const who = SPENT_Q.map((re) => re.exec(question)?.groups?.who).find(Boolean);
  const name = /\b([a-z]+)'s purchases\b/.exec(question)?.[1] ?? (who && !/^(?:she|he|they|you|we|i|it)$/.test(who) ? who.split(' ').pop() : null);
  if (name) return told.includes(name) || story.quantities.some((q) => q.owner === name) ? name : null;
  return told.find((d) => d !== null) ?? null;
}

/** A price: its own words say it is paid, or it continues the price before it in the sentence ("… and $12.27 on a jacket"). */
function isPrice(q: Quantity, previous: Quantity | undefined, sentence: string): boolean {
  if (q.per !== null && !/^\s*dollars? (?:on|for) (?:an?|the|some|his|her|their)\b/.test(q.trail)) return false;
  if (PRICE_LEAD.test(q.lead)) return !/\bfor\s*$/.test(q.lead) || BUY.test(sentence.toLowerCase());
  return previous !== undefined && previous.sentence === q.sentence && /^[\s,]*(?:and\s*)?$/.test(q.lead);
}

/** A price's own words: those before it since the number before, and after it up to the next part. */
const ownWords = (q: Quantity): string => `${q.lead} ${q.trail.split(/\b(?:and|but)\b|,/)[0]}`.toLowerCase();

/** The nouns of the question that say what was bought ("on t-shirts"): each must name every price or none. */
function narrowsSome(question: string, prices: readonly Quantity[]): boolean {
  const on = /\b(?:on|for) (?:the |her |his |their |all )?((?:[a-z-]+ )?[a-z-]+)\s*(?:in total|altogether|in all)?\??$/.exec(question)?.[1];
  const words = (on ?? '').split(' ').filter((w) => w.length > 2).map(singular);
  return words.some((w) => {
    const naming = prices.filter((q) => ownWords(q).split(/[^a-z-]+/).some((t) => singular(t) === w)).length;
    return naming > 0 && naming < prices.length;
  });
}

function read(story: Story): Quantity[] | null {
  const question = story.question.text.toLowerCase();
  const text = [...story.facts, story.question.text].join(' ').toLowerCase();
  if (!SPENT_Q.some((re) => re.test(question)) || story.questionQuantities.length > 0 || CHANGES.test(text)) return null;
  const told = doers(story.facts);
  const asked = askedPerson(question, story, told);
  const money = story.quantities.filter((q) => q.unit === 'dollar');
  if (!asked || money.some((q, i) => !isPrice(q, money[i - 1], story.facts[q.sentence] ?? ''))) return null;
  // Another person's purchase, told in a sentence of its own, is theirs; one told with the asked person's is not sure.
  const mine = money.filter((q) => told[q.sentence] === asked);
  const theirs = money.filter((q) => !mine.includes(q));
  if (mine.some((q) => otherDoerInClause(q.clause, story.facts[q.sentence] ?? '', asked, q.lead))) return null;
  if (mine.length < 2 || theirs.some((q) => told[q.sentence] === null || mine.some((m) => m.sentence === q.sentence))) return null;
  if (/\b(?:they|them|their|both|together|combined|everyone|family)\b/.test(question) && theirs.length > 0) return null;
  const items = new Set(mine.flatMap((q) => ownWords(q).split(/[^a-z-]+/)).filter((w) => w.length > 2).map(singular));
  const others = story.quantities.filter((q) => q.unit !== 'dollar');
  // A count beside the bill: of nothing bought, or of what was owned before; never in a price's clause.
  if (others.some((q) => money.some((m) => m.sentence === q.sentence && m.clause === q.clause) || ((items.has(singular(q.unit)) || BUY.test(q.lead)) && !OWNED_BEFORE.test(q.clause)))) return null;
  if (others.some((q) => money.some((m) => m.sentence === q.sentence) && !OWNED_BEFORE.test(story.facts[q.sentence] ?? ''))) return null;
  return narrowsSome(question, mine) ? null : mine;
}

export function solveSpentTotal(statement: string): Solved | null {
  const story = readStory(statement);
  const parts = story ? read(story) : null;
  if (!story || !parts) return null;
  const total = parts.reduce((sum, q) => sum.add(exact.fraction(q.value)), exact.fraction(0));
  const sentence = parts.map((q) => q.value).join(' + ');
  // A second way: the sum in floating point.
  if (Math.abs(Number(plain.evaluate(sentence)) - Number(total.valueOf())) > 1e-9) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: parts.map((q) => describe(q)) },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'combine' },
    { kind: 'check', statement: `${showExact(total, 'decimal')} - ${parts.map((q) => q.value).join(' - ')} = 0`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(total, 'dollar') };
}
