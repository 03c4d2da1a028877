import { exact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { countOf, commonOf, commonSteps, numbersIn, sameNoun, storyText, unreadNumbers } from './common-story.js';
import { singular } from './words.js';
import { showAnswer } from './wording.js';

/**
 * lcm-gcd: identical groups with nothing left over. "A florist has 24 roses and 36 tulips and wants to
 * make identical bouquets with no flowers left over. What is the greatest number of bouquets?" Two to
 * four amounts of kinds, groups that are all alike ("identical", "the same combination", "shared
 * equally") and every thing used ("no … left over", "divides them evenly"): the greatest number of
 * groups is the greatest common factor; "how many roses in each bouquet" is then roses ÷ that; with
 * "only one type in each box" the greatest size of a box is the factor itself; pieces "of the same
 * length … as long as possible" cut from lengths in one unit are that long. Declines: leftovers
 * allowed, the smallest number of groups, a number that is no amount, the size of a mixed group
 * asked with "the greatest number in each", a kind asked that the story does not tell once.
 */
const ALIKE = /\b(?:identical|the same (?:combination|contents|number of each|number of [a-z ]+ and)|same number of each|(?:equally|evenly) (?:distributed|divided|split|shared)|(?:distribute|divide|split|share)[a-z]* (?:[a-z]+ ){0,3}(?:equally|evenly)|equal numbers? of each)\b/i;
const NONE_LEFT = /\b(?:no|without(?: any| having any)?|nothing|none|not have any|not want any|doesn't want (?:to have )?any)\b[a-z ]{0,25}?\bleft ?over\b|\bnobody left out\b|\b(?:use|using|uses) all\b|\bevery [a-z]+ is used\b|(?:distribute|divide|split|share)[a-z]* (?:[a-z]+ ){0,3}(?:equally|evenly)|(?:equally|evenly) (?:distributed|divided|split|shared)/i;
const ONE_KIND = /\bonly (?:one|1) (?:type|kind)\b|\bwithout mixing\b/i;
const MOST = /\b(?:greatest|largest|maximum|most) (?:possible )?number of (?:identical |equal )?((?:[A-Za-z-]+ ){0,2}?[A-Za-z-]+?)(?= (?:that|which|she|he|they|you|i|we|[A-Z][a-z]+|can|could|will|would|possible|in|on|per|for|to)\b|[?,.]|$)/;
const EACH_GROUP = /\b(?:in|on|per|for|into) (?:each|one|every|a) ([a-z-]+)/i;
const LENGTH = /\b(?:the same|equal) (?:length|width)|\bequal in (?:length|width)\b/i;
const LONGEST = /\b(?:greatest|longest|largest|widest|maximum) (?:possible )?(?:length|width)\b|\bas (?:long|wide) as possible\b/i;
const LENGTH_UNIT = /^(?:inch|inches|foot|feet|yard|yards|meter|meters|metre|metres|centimeter|centimeters|cm|m|mm|ft|in|yd)$/;

interface Amount { value: number; kind: string; at: number }

/** "16 cans of regular soda", "24 white balloons", "90 inches": what each number counts, up to the next joint. */
function amountsOf(facts: string): Amount[] {
  return [...facts.matchAll(/\b(\d+) ((?:(?!and\b|or\b|to\b|that\b|which\b|for\b|in\b|from\b|she\b|he\b|they\b|long\b|wide\b)[a-z'-]+ ?){1,4})/gi)]
    .map((m) => ({ value: Number(m[1]), kind: (m[2] ?? '').trim().toLowerCase(), at: m.index }))
    .filter((a) => !(a.value === 1 && /^(?:type|kind)\b/.test(a.kind)));
}

const headOf = (kind: string): string => singular(/^([a-z'-]+) of /.exec(kind) ? kind.split(' ').pop() ?? '' : kind.split(' ').pop() ?? '');
const mentions = (text: string, noun: string): boolean => text.toLowerCase().split(/[^a-z-]+/).some((w) => w && sameNoun(w, noun));

export function solveIdenticalGroups(statement: string): Solved | null {
  const story = storyText(statement);
  if (!story) return null;
  const { facts, question, text } = story;
  const all = amountsOf(facts);
  // "Amanda has 2 pieces of ribbon, 1 8 inches long and the other 16 inches long": the first number counts the rest.
  const amounts = all.length > 2 && all[0]?.value === all.length - 1 ? all.slice(1) : all;
  if (amounts.length < 2 || amounts.length > 4 || numbersIn(question).length > 0) return null;
  if (unreadNumbers(facts, new Set(amounts.map((a) => a.at)), amounts.length).length > 0) return null;
  // "with 2 left over", "she may keep the rest": leftovers allowed is another story.
  if (/\bleft ?over\b/i.test(text) && !/\b(?:no|without|nothing|none|any)\b[a-z ]{0,25}?\bleft ?over\b/i.test(text)) return null;
  if (/\b(?:smallest|least|fewest|minimum)\b|\bthe rest\b|\bremain/i.test(text)) return null;
  const numbers = amounts.map((a) => a.value);
  const common = commonOf('factor', numbers);
  if (common === null) return null;
  const reading = { question, facts: amounts.map((a) => `${a.value} ${a.kind}`), kind: 'factor' as const, numbers, answer: common, schema: 'identical-groups' as const };
  if (LENGTH.test(text)) return longestPiece(reading, amounts, text);
  // The kinds are told as one list ("24 roses, 36 tulips and 18 lilies"); one more amount told apart is
  // something else ("She also has 5 vases"), and groups of 1 are no grouping.
  const [first, last] = [amounts[0]?.at ?? 0, amounts[amounts.length - 1]?.at ?? 0];
  if (/[.!?;]/.test(facts.slice(first, last)) || common === 1n) return null;
  const most = MOST.exec(question);
  const asking = question.slice(question.search(/\b(?:how|what)\b/i));
  const perGroup = EACH_GROUP.exec(asking);
  // "only one type of CD in each box and the same number of CDs in each box": every CD is packed, each kind on its own.
  const oneKind = ONE_KIND.test(text) && /\bthe same number of [a-z]+ (?:in|on) (?:each|every)\b/i.test(text);
  if (!oneKind && (!ALIKE.test(text) || !NONE_LEFT.test(text))) return null;
  if (most && !perGroup && !oneKind) {
    // "the greatest number of bouquets": the groups, never one of the kinds counted.
    const group = singular(most[1]?.split(' ').pop() ?? '');
    if (amounts.some((a) => sameNoun(headOf(a.kind), group) || mentions(a.kind, group))) return null;
    return { kind: 'word-problem', steps: commonSteps(reading), answer: showAnswer(exact.fraction(Number(common)), group) };
  }
  if (most && perGroup && oneKind && /\b(?:greatest|largest|most) (?:possible )?number of\b/i.test(asking)) {
    // "only one type of CD in each box … the greatest number of CDs in each box": the size of a box.
    const noun = singular(most[1]?.split(' ')[0] ?? '');
    return amounts.every((a) => mentions(a.kind, noun) || mentions(text.slice(0, a.at), noun)) ? { kind: 'word-problem', steps: commonSteps(reading), answer: countOf(Number(common), most[1]?.split(' ')[0] ?? noun) } : null;
  }
  return eachGroupShare(reading, amounts, text, asking);
}

/** "If Zayed makes the greatest number of identical packages, how many pencils will be in each package?" */
function eachGroupShare(reading: Parameters<typeof commonSteps>[0], amounts: readonly Amount[], text: string, asking: string): Solved | null {
  const asked = /^how many ((?:[a-z'-]+ ){0,2}?[a-z'-]+) (?:will |would |are |is |can |should |does |do )?(?:[a-z]+ ){0,3}?(?:be |go |get |have )?(?:in|on|per) (?:each|every|one) ([a-z-]+)/i.exec(asking);
  const group = asked?.[2];
  if (!asked || !group || ONE_KIND.test(text) || !new RegExp(`\\b(?:greatest|largest|maximum|most) (?:possible )?number of (?:identical |equal )?(?:[a-z-]+ ){0,2}?${group.replace(/s$/, '')}`, 'i').test(text)) return null;
  const noun = singular(asked[1]?.split(' ').pop() ?? '');
  const kind = amounts.filter((a) => sameNoun(headOf(a.kind), noun) || a.kind.split(' ').some((w) => sameNoun(w, noun)));
  if (kind.length !== 1 || !kind[0]) return null;
  const share = kind[0].value / Number(reading.answer);
  const then = { sentence: (common: string) => `${kind[0]?.value} ÷ ${common}`, check: `${kind[0].value} ÷ ${reading.answer} = ${share} ${kind[0].kind} in each ${singular(group)}` };
  return { kind: 'word-problem', steps: commonSteps({ ...reading, then }), answer: showAnswer(exact.fraction(share), noun) };
}

/** "cut them into pieces of the same length … the greatest length": the factor, in the lengths' one unit. */
function longestPiece(reading: Parameters<typeof commonSteps>[0], amounts: readonly Amount[], text: string): Solved | null {
  const units = amounts.map((a) => a.kind.split(' ')[0] ?? '');
  if (!units.every((u) => LENGTH_UNIT.test(u) && singular(u) === singular(units[0] ?? ''))) return null;
  const allCut = NONE_LEFT.test(text) || /\bcut (?:both|all|them|each|the)\b/i.test(text);
  if (!LONGEST.test(text) || !allCut) return null;
  const unit = units[0] ?? '';
  const answer = /^(?:cm|m|mm|ft|in|yd)$/.test(unit) ? `${reading.answer} ${unit}` : showAnswer(exact.fraction(Number(reading.answer)), singular(unit) === 'feet' ? 'foot' : singular(unit));
  return { kind: 'word-problem', steps: commonSteps(reading), answer };
}
