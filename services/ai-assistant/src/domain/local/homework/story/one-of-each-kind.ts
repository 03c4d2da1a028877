import { exact, showExact, type Exact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { singular, tidyText } from './words.js';

/**
 * One thing's weight (or cost) from a group of them, then another kind's from a mixed total: "The weight of 5
 * diamonds is 100 g. The total weight of 4 diamonds and 2 jades is 140 g. How much heavier is a jade than a
 * diamond?" One diamond is 100 ÷ 5 = 20 g, the jades are 140 − 4 × 20 = 60 g, one jade 30 g, 10 g heavier.
 * Read only in this order, the mixed total naming the first kind again; "1 kg 50 g" is 1050 g and the answer
 * is in the smaller unit. Asked "heavier" of the lighter one, a kind the story does not name, or amounts that
 * are not positive, it declines. Checked a second way: both told totals are made again from the two weights.
 */
const MEASURE = String.raw`(\$?\d+(?:\.\d+)?)(?: (kg|g|lb|oz|dollars?))?(?: (\d+(?:\.\d+)?) (g|oz))?`;
const GROUP = new RegExp(String.raw`^the (weight|cost|price|mass) of (\d+) ([a-z ]+?) (?:is|was) ${MEASURE}\.?$`, 'i');
const MIXED = new RegExp(String.raw`^the total (weight|cost|price|mass) of (\d+) (?:such )?([a-z ]+?) and (\d+) ([a-z ]+?) (?:is|was) ${MEASURE}\.?$`, 'i');
const HOW_MUCH = /^how much (heavier|lighter|more expensive|cheaper|more|less) (?:is|does) (?:a|an|one) ([a-z ]+?) (?:weigh |cost )?than (?:a|an|one) ([a-z ]+?)\??$/i;
const SMALLER: Record<string, [string, number]> = { kg: ['g', 1000], lb: ['oz', 16] };
const KIND_OF_MEASURE: Record<string, RegExp> = { weight: /^(?:heavier|lighter)$/, mass: /^(?:heavier|lighter)$/, cost: /^(?:more expensive|cheaper|more|less)$/, price: /^(?:more expensive|cheaper|more|less)$/ };

type Amount = { value: Exact; unit: string };

/** "5 kg 200 g" → 5200 g; "$12" → 12 dollars; "100 g" → 100 g. */
function amountOf(m: RegExpExecArray, at: number): Amount | null {
  const [first, unit, second, small] = [m[at]!, m[at + 1], m[at + 2], m[at + 3]];
  if (first.startsWith('$')) return unit ? null : { value: exact.fraction(first.slice(1)), unit: 'dollar' };
  if (!unit) return null;
  if (/^dollars?$/.test(unit)) return second ? null : { value: exact.fraction(first), unit: 'dollar' };
  if (!second) return { value: exact.fraction(first), unit };
  const smaller = SMALLER[unit];
  if (!smaller || smaller[0] !== small) return null;
  return { value: exact.fraction(first).mul(smaller[1]).add(exact.fraction(second)), unit: small! };
}

/** Both amounts in one unit: kg with g becomes g. */
function inOneUnit(a: Amount, b: Amount): [Exact, Exact, string] | null {
  if (a.unit === b.unit) return [a.value, b.value, a.unit];
  const [big, small] = SMALLER[a.unit]?.[0] === b.unit ? [a, b] : SMALLER[b.unit]?.[0] === a.unit ? [b, a] : [null, null];
  if (!big || !small) return null;
  const scaled = big.value.mul(SMALLER[big.unit]![1]);
  return big === a ? [scaled, b.value, small.unit] : [a.value, scaled, small.unit];
}

/** "bags of chips" and "a bag of chips" name one kind: the same words, each singular. */
const kind = (words: string): string => words.trim().toLowerCase().split(/\s+/).map(singular).join(' ');

export function solveOneOfEachKind(statement: string): Solved | null {
  const sentences = tidyText(statement).trim().split(/(?<=[.?])\s+/);
  if (sentences.length !== 3) return null;
  const [group, mixed, question] = [GROUP.exec(sentences[0]!), MIXED.exec(sentences[1]!), HOW_MUCH.exec(sentences[2]!)];
  if (!group || !mixed || !question || group[1]!.toLowerCase() !== mixed[1]!.toLowerCase()) return null;
  if (!KIND_OF_MEASURE[group[1]!.toLowerCase()]!.test(question[1]!.toLowerCase())) return null;
  const [first, other] = [kind(group[3]!), kind(mixed[5]!)];
  if (kind(mixed[3]!) !== first || first === other) return null;
  const [groupAmount, mixedAmount] = [amountOf(group, 4), amountOf(mixed, 6)];
  const together = groupAmount && mixedAmount ? inOneUnit(groupAmount, mixedAmount) : null;
  if (!together) return null;
  const [groupTotal, mixedTotal, unit] = together;
  const [n, m, k] = [group[2]!, mixed[2]!, mixed[4]!].map((v) => exact.fraction(v)) as [Exact, Exact, Exact];
  const one = groupTotal.div(n);
  const each = mixedTotal.sub(m.mul(one)).div(k);
  const weights: Record<string, Exact> = { [first]: one, [other]: each };
  const [asked, against] = [weights[kind(question[2]!)], weights[kind(question[3]!)]];
  if (!asked || !against || asked === against || one.s < 0n || each.s <= 0n || one.equals(0)) return null;
  const more = /^(?:heavier|more expensive|more)$/i.test(question[1]!);
  const value = more ? asked.sub(against) : against.sub(asked);
  // Checked a second way: the two weights give both told totals again.
  if (value.s <= 0n || value.equals(0) || !one.mul(n).equals(groupTotal) || !one.mul(m).add(each.mul(k)).equals(mixedTotal)) return null;
  const shown = (v: Exact): string => showExact(v, 'decimal');
  const verb = /^(?:weight|mass)$/i.test(group[1]!) ? 'weigh' : 'cost';
  return {
    kind: 'word-problem',
    answer: unit === 'dollar' ? `$${shown(value)}` : `${shown(value)} ${unit}`,
    steps: [
      { kind: 'restate', problem: sentences[2]! },
      { kind: 'facts', facts: [`${shown(n)} ${group[3]} ${verb} ${shown(groupTotal)} ${unit}`, `${shown(m)} ${group[3]} and ${shown(k)} ${mixed[5]} ${verb} ${shown(mixedTotal)} ${unit}`] },
      { kind: 'number-sentence', sentence: `one ${first}: ${shown(groupTotal)} ÷ ${shown(n)} = ${shown(one)}; one ${other}: (${shown(mixedTotal)} - ${shown(m)} × ${shown(one)}) ÷ ${shown(k)} = ${shown(each)}; ${more ? `${shown(asked)} - ${shown(against)}` : `${shown(against)} - ${shown(asked)}`} = ?`, schema: 'missing-part' },
      { kind: 'check', statement: `${shown(n)} × ${shown(one)} = ${shown(groupTotal)} and ${shown(m)} × ${shown(one)} + ${shown(k)} × ${shown(each)} = ${shown(mixedTotal)}`, holds: true },
    ],
  };
}
