import { exact, plain, showDecimal as show } from '../math-engine.js';
import type { StorySchema, Solved } from '../steps.js';
import { tidyText } from '../story/words.js';
import { showAnswer } from '../story/wording.js';
import { agreesAgain } from './bill-change.js';
import { digits } from './read-rates.js';
import { splitQuestion } from './split-question.js';
import { moneyMoves, type Move } from './money-moves.js';

/**
 * gsm-money: one person's money before and after, told as a chain of moves (money-moves.ts), one amount
 * unknown. "Mitzi brought $75. She spent $30 on a ticket, $13 on food, and $23 on a T-shirt. How much money
 * does she have left?" (75 − 30 − 13 − 23); "… bought 10 cupcakes at $1.50 each … How much did she spend?";
 * "George had $100. He bought a shirt for $24 and he also bought a pair of socks. Then he had $65 left. How
 * much is a pair of socks?" (100 − 24 − 65); "Delores has some money. She buys a computer for $400 and a
 * printer for $40. If she has $10 left, how much money did she have at first?" (400 + 40 + 10). Only one
 * person's money: another name, a relative, a part ("half"), a rate ("a week"), a plan ("wants to"), a
 * discount, a sale or a gift declines; so does an unpriced thing bought when the bill is asked. The answer is
 * worked out again in floating point from the number sentence.
 */
export const NOT_ONE_LEDGER = /\b(?:half|twice|thrice|double|triple|times|third|quarter|fourth|fifth|percent|discount|off|tax|tip|fee|share|shared|split|sell|selling|refund\w*|returns?|returned|back|borrow\w*|lend|lent|owes?|owed|change|every|weekly|daily|monthly|yearly|annual\w*|each (?:day|week|month|year)|an? (?:day|week|month|year|hour)|per|more|less|fewer|cheaper|expensive|instead|if|would|could|should|plans?|planned|wants?|wanted|needs?|needed|will|going to|friends?|brothers?|sisters?|mother|father|mom|dad|parents?|grand\w+|aunt|uncle|cousins?|sons?|daughters?|wife|husband|gave|gives|give|together|both|cents?|interest|salary|wages?|hours?|gift card|coupon|budget|remaining|rest|total|altogether|in all|loan|bill|bills|deposit\w*|cost of|worth|same|other|another|price of|some of|all of|most)\b|%|\//;
const NOT_NAMES = new Set(['She', 'He', 'They', 'It', 'We', 'I', 'You', 'The', 'Then', 'After', 'On', 'In', 'At', 'Today', 'Yesterday', 'Last', 'Later', 'First', 'Next', 'Finally', 'His', 'Her', 'Their', 'A', 'An', 'When', 'While', 'For', 'Now', 'This', 'That', 'How', 'What', 'If', 'Every', 'Each', 'So', 'Also', 'Mr', 'Mrs', 'Ms',
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);

type Asked = { kind: 'left' } | { kind: 'spent' } | { kind: 'start' } | { kind: 'item'; thing: string };
const WHO = String.raw`(?:he|she|they|i|we|[a-z]+)`;
const PAST = String.raw`(?:does|did|do|will|would)`;

export function askedOf(question: string): Asked | null {
  const q = question.toLowerCase().replace(/[?.!]+\s*$/, '').replace(/^in dollars,\s*/, '').replace(/,? in dollars,?/, '').trim();
  if (/\d/.test(q)) return null;
  if (new RegExp(String.raw`^how much (?:money )?${PAST} ${WHO} have (?:left|left over|remaining|now)(?: after (?:buying|paying for|(?:he|she|they) (?:buys|bought|pays for|paid for)) (?:the |all |her |his |their )?[a-z ]+)?$|^how much money (?:is|was|will be) left$`).test(q)) return { kind: 'left' };
  if (new RegExp(String.raw`^how much (?:money )?${PAST} ${WHO} (?:spend|pay)(?: in total| altogether| in all| for everything| on everything)?$`).test(q)) return { kind: 'spent' };
  if (new RegExp(String.raw`^how much (?:money )?did ${WHO} (?:begin with|start with|have|bring)(?: at first| in the beginning| at the beginning| to begin with| originally| initially| at the start)?$`).test(q) && !/\b(?:have|bring)$/.test(q)) return { kind: 'start' };
  const item = new RegExp(String.raw`^how much (?:money )?${PAST} ${WHO} (?:spend|pay) (?:on|for) (?:the |a |an |his |her |their )?([a-z' -]+)$|^how much (?:is|was|did|does) (?:the |a |an |one )?([a-z' -]+?)(?: cost)?$`).exec(q);
  const thing = item?.[1] ?? item?.[2];
  return thing ? { kind: 'item', thing } : null;
}

/** One person only: the one name of the whole story ('' when none), or null when there are more. */
function oneName(statement: string): string | null {
  const names = new Set((statement.match(/\b[A-Z][a-z]+\b/g) ?? []).filter((w) => !NOT_NAMES.has(w)));
  return names.size <= 1 ? ([...names][0] ?? '').toLowerCase() : null;
}

const shownOf = (moves: readonly Move[]): string[] => moves.flatMap((m) => m.shown);

/** The asked thing is bought in exactly one move, and that move tells no price. */
function unpricedItem(outs: readonly Move[], thing: string): Move | null {
  const head = thing.trim().split(' ').at(-1)?.replace(/e?s$/, '') ?? '';
  const naming = outs.filter((m) => head.length > 2 && new RegExp(String.raw`\b${head}`).test(m.words));
  return naming.length === 1 && naming[0]?.terms.length === 0 ? naming[0] : null;
}

function reading(moves: readonly Move[], asked: Asked): { sentence: string; schema: StorySchema } | null {
  const ins = moves.filter((m) => m.way === 'in');
  const outs = moves.filter((m) => m.way === 'out');
  const ends = moves.filter((m) => m.way === 'end');
  const blankOuts = outs.filter((m) => m.terms.length === 0);
  const blankIns = ins.filter((m) => m.terms.length === 0);
  const out = shownOf(outs);
  if (out.length === 0 || ends.length > 1) return null;
  const start = shownOf(ins).join(' + ');
  const end = ends[0]?.shown[0];
  if (asked.kind === 'left') return ins.length > 0 && !end && blankOuts.length === 0 && blankIns.length === 0 ? { sentence: `${start} − ${out.join(' − ')}`, schema: 'money-left' } : null;
  if (asked.kind === 'spent') return ins.length === 0 && !end && blankOuts.length === 0 ? { sentence: out.join(' + '), schema: 'priced-items' } : null;
  if (asked.kind === 'start') return end && blankOuts.length === 0 && ins.length === blankIns.length && blankIns.length <= 1 ? { sentence: `${out.join(' + ')} + ${end}`, schema: 'start-unknown' } : null;
  const item = unpricedItem(outs, asked.thing);
  return end && item && blankOuts.length === 1 && ins.length > 0 && blankIns.length === 0 ? { sentence: `(${start}) − ${out.join(' − ')} − ${end}`, schema: 'unknown-price' } : null;
}

export function solveMoneyLedger(statement: string): Solved | null {
  const split = splitQuestion(statement);
  const owner = oneName(statement);
  if (!split || owner === null) return null;
  const facts = digits(tidyText(split.facts)).toLowerCase();
  const asked = askedOf(digits(tidyText(split.question)));
  if (!asked || NOT_ONE_LEDGER.test(facts)) return null;
  const moves = moneyMoves(facts, owner);
  const read = moves && reading(moves, asked);
  if (!read) return null;
  const value = exact.evaluate(read.sentence.replace(/−/g, '-').replace(/×/g, '*'));
  // A whole price in cents at most, above 0; worked out again in floating point.
  if (value.compare(0) <= 0 || value.mul(100).d !== 1n || !agreesAgain(Number(plain.evaluate(read.sentence.replace(/−/g, '-').replace(/×/g, '*'))), value)) return null;
  // A thing bought at no told price is named first ("a hat (price not told)"), as the unpriced-thing guard reads it.
  const told = moves!.map((m) => (m.way === 'out' && m.terms.length === 0 ? `${m.words.replace(/^(?:bought|buys|buy|buying) /, '').replace(/[.!]$/, '')} (price not told)` : `${m.way === 'in' ? 'money in' : m.way === 'out' ? 'money out' : 'money at the end'}: ${m.words}`));
  return {
    kind: 'word-problem',
    steps: [
      { kind: 'restate', problem: split.question.trim() },
      { kind: 'facts', facts: told },
      { kind: 'number-sentence', sentence: `${read.sentence} = ?`, schema: read.schema },
      { kind: 'check', statement: `the money in, less every amount out, gives the money at the end: ${show(value)} fits`, holds: true },
    ],
    answer: showAnswer(value, 'dollar'),
  };
}
