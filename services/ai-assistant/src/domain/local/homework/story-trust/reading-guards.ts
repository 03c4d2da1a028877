import { tag } from '../../text/nlp.js';
import { cardinalValue } from '../../text/cardinals.js';
import { factsOf, type SolutionParts } from './solution-parts.js';
import { asksOnePersonsTotal } from './one-person-asked.js';
// asdiv-lost: "spend on clothing" after a shirt and a jacket
import { kindCoversPurchases } from './category-words.js';

/**
 * Checks of one reading against the story's wording: each names a way a number can be misread
 * and declines the reading when the wording shows it. They judge the number sentence as shown.
 */
type Guard = (statement: string, parts: SolutionParts) => boolean;

const TOTAL_WORDS = /\b(?:altogether|in all|in total|total|together|combined|both)\b/i;
const LEFT_WORDS = /\b(?:left|remain|remains|remaining|still)\b/i;
const DIMENSION = /^\s*(?:meters?|metres?|feet|foot|inch(?:es)?|yards?|miles?|kilometers?|centimeters?|km|cm|m)\s+(?:long|wide|tall|high|deep|away|apart|in length|in width|in height)\b/i;

const SIZE_QUESTION = /\b(?:long|wide|tall|high|deep|far|length|width|height|depth|perimeter|distance)\b/i;
const FILLER = new Set(['the', 'a', 'an', 'his', 'her', 'their', 'its', 'all', 'other', 'and', 'each', 'some', 'of', 'in', 'total', 'money', 'altogether',
  // "pay for everything", "all the shopping": the whole purchase, which has no item name of its own.
  'everything', 'shopping', 'purchase', 'purchases', 'items', 'things', 'order', 'bill',
  // gsm-money: "pay for both items", "pay for them": the things told, not a new one.
  'both', 'them', 'these', 'those']);

/** Where a number of the sentence is written in the story, and the words after it. */
function place(statement: string, value: number): { before: string; after: string } | null {
  const text = statement.replace(/(\d),(\d{3})\b/g, '$1$2');
  const m = new RegExp(`(?<![\\d.])${String(value).replace('.', '\\.')}(?:\\.0+)?(?![\\d.])`).exec(text);
  return m ? { before: text.slice(0, m.index), after: text.slice(m.index + m[0].length) } : null;
}

/** The asking part of the last sentence: "If it had 19 left, how many were there at first?" → "how many were there at first?". */
function asked(statement: string): string {
  const { question } = factsOf(statement);
  const at = [...question.matchAll(/\b(?:how|what|which)\b/gi)].pop()?.index ?? 0;
  return question.slice(at);
}

/** The number is written once, so where it stands is known. */
function once(statement: string, value: number): boolean {
  const text = statement.replace(/(\d),(\d{3})\b/g, '$1$2');
  return (text.match(new RegExp(`(?<![\\d.])${String(value).replace('.', '\\.')}(?![\\d])`, 'g')) ?? []).length === 1;
}

/** "Water: 6" answered by "6 = ?": the answer is a given number, nothing was worked out. */
const nothingWorkedOut: Guard = (statement, parts) => /^\d+(?:\.\d+)?$/.test(parts.sentence.trim())
  && (place(statement, Number(parts.sentence)) !== null || writtenValues(statement).includes(Number(parts.sentence)));

/** The values of the numbers written in words ("nine", "sixty-eight"). */
function writtenValues(statement: string): number[] {
  return [...statement.matchAll(/\b[a-z]+(?:-[a-z]+)?\b/gi)].map((m) => cardinalValue(m[0])).filter((v): v is number => v !== null);
}

/** "5 people got on … 15 people got off": numbers that went opposite ways are never all added. */
const oppositeWaysAdded: Guard = (statement, parts) => {
  if (!/\+/.test(parts.sentence) || /[-−]/.test(parts.sentence) || TOTAL_WORDS.test(asked(statement))) return false;
  const ways = parts.numbers.map((n) => /^\s*(?:[a-z]+\s+){0,2}(?:got|get|gets|getting|went|go|goes|came|comes|stepped|climbed|jumped)\s+(on|off|in|out)\b/i.exec(place(statement, n)?.after ?? '')?.[1]?.toLowerCase());
  return ways.some((w) => w === 'on' || w === 'in') && ways.some((w) => w === 'off' || w === 'out');
};

/** "Samantha made 15 more than Mario. How many did they make altogether?": a total, not one side. */
const relationAskedForTotal: Guard = (statement, parts) => parts.schema === 'relation' && TOTAL_WORDS.test(asked(statement)) && !asksOnePersonsTotal(statement)
  // Both sides are in the sentence when the known side is used twice (itself, and inside the other side).
  && !parts.numbers.some((n, i) => parts.numbers.indexOf(n) !== i);

/** "67 tomatoes … 32 are made into salads … How many are left?": what is left is never a plain sum. */
const leftBySumming: Guard = (statement, parts) => {
  const question = asked(statement);
  return LEFT_WORDS.test(question) && !TOTAL_WORDS.test(question) && /\+/.test(parts.sentence) && !/[-−/÷]/.test(parts.sentence);
};

/** "The pool is 25 meters long" is a size of something, not an amount to add in. */
const dimensionAdded: Guard = (statement, parts) => !SIZE_QUESTION.test(factsOf(statement).question) && /\+/.test(parts.sentence) && parts.numbers.some((n) => DIMENSION.test(place(statement, n)?.after ?? ''));

/** "spent a total of $700": a total is never one of the things added up to a total. */
const totalAdded: Guard = (statement, parts) => /\+/.test(parts.sentence) && parts.numbers.some((n) => /\b(?:a total of|in total|altogether|in all)\s*\$?\s*$/i.test(place(statement, n)?.before ?? ''));

/** "a second concert, which had 119 more people": 119 is a difference, not a part of 65899. */
const differenceAsPart: Guard = (statement, parts) => ['missing-part', 'change-unknown', 'start-unknown'].includes(parts.schema ?? '')
  && parts.numbers.some((n) => {
    const at = place(statement, n);
    return !!at && /\b(?:had|has|have|was|were|is|are)\s*$/i.test(at.before) && /^\s*(?:[a-z]+\s+)?(?:more|fewer|less|extra)\b/i.test(at.after) && !/\bthan\b/i.test(at.after.split(/[.?!]/)[0] ?? '');
  });

/** "taught for 10 years less": a difference from an amount told before, never one more part of a sum. */
const differenceAdded: Guard = (statement, parts) => /\+/.test(parts.sentence) && parts.numbers.some((n) => /^\s*(?:[a-z]+\s+){1,2}(?:less|fewer)\s*(?:[.,;!?]|$)/i.test(place(statement, n)?.after ?? ''));

/** "four of them" written as a word. */
function writtenOfThem(statement: string, value: number): boolean {
  return [...statement.matchAll(/\b([a-z]+(?:-[a-z]+)?) of (?:them|those|these)\b/gi)].some((m) => cardinalValue(m[1] ?? '') === value);
}

/** The number is multiplied in the number sentence ("3 × 250"); a denominator ("1/4 × 48") is not. */
function isFactor(sentence: string, n: number): boolean {
  return new RegExp(`(?:[*×]\\s*${n}(?![\\d./])|(?<![\\d./])${n}\\s*[*×])`).test(sentence);
}

/** "sold four of them": some of a set already counted; it cannot be a number of groups. */
const partAsFactor: Guard = (statement, parts) => parts.numbers.some((n) => once(statement, n) && isFactor(parts.sentence, n) && /^\s*of (?:them|those|these|it)\b/i.test(place(statement, n)?.after ?? ''))
  || parts.numbers.some((n) => isFactor(parts.sentence, n) && writtenOfThem(statement, n));

/** "She left 24 brownies at home": "left" as a verb puts things somewhere; it is not what remains. */
const leftAsPlacing: Guard = (statement, parts) => ['change', 'start-unknown', 'change-unknown', 'missing-part'].includes(parts.schema ?? '') && /\bleft\s+\$?\d/i.test(factsOf(statement).facts);

/** "donated 27 oak seedlings and 16 of holly": numbers under one verb go the same way. */
const oneVerbTwoWays: Guard = (statement, parts) => {
  if (parts.schema !== 'change') return false;
  const subtracted = [...parts.sentence.matchAll(/[-−]\s*(\d+(?:\.\d+)?)/g)].map((m) => Number(m[1])).filter((n) => once(statement, n));
  return subtracted.some((n) => {
    const before = place(statement, n)?.before ?? '';
    const stretch = /(?:^|[.!?]\s|\d)([^.!?\d]*)$/.exec(before)?.[1] ?? '';
    const partner = Number(/(\d+(?:\.\d+)?)[^.!?\d]*$/.exec(before)?.[1] ?? Number.NaN);
    const partnerSubtracted = new RegExp(`[-−]\\s*${String(partner).replace('.', '\\.')}(?![\\d.])`).test(parts.sentence);
    return !Number.isNaN(partner) && !partnerSubtracted && /(?:,|\band\b)/i.test(stretch) && !tag(stretch).some((t) => t.pos === 'VERB' || t.pos === 'AUX');
  });
};

/** "How much did he spend on toys?" / "How much did the apple pie cost?": the asked item must be in the story. */
const askedItemUnnamed: Guard = (statement, parts) => {
  if (parts.unit !== '$' && !/\b(?:dollars?|cents?)\b/.test(parts.unit)) return false;
  const question = factsOf(statement).question;
  const named = /\b(?:spend|spent|pay|paid|costs?)\s+(?:on|for)\s+([a-z' -]+)|\b(?:did|does|do|will)\s+(?:the|a|an|each|one)\s+([a-z' -]+?)\s+cost\b/i.exec(question);
  const words = (named?.[1] ?? named?.[2] ?? '').toLowerCase().split(/[^a-z']+/).filter((w) => w.length > 2 && !FILLER.has(w) && cardinalValue(w) === null);
  const known = statement.toLowerCase().replace(named?.[0]?.toLowerCase() ?? '', ' ');
  return words.length > 0 && words.every((w) => !new RegExp(`\\b${w.replace(/(?:es|s)$/, '')}`).test(known) && !kindCoversPurchases(statement, w));
};

export const READING_GUARDS: ReadonlyArray<[string, Guard]> = [
  ['nothing-worked-out', nothingWorkedOut], ['relation-asked-for-total', relationAskedForTotal], ['left-by-summing', leftBySumming],
  ['dimension-added', dimensionAdded], ['total-added', totalAdded], ['difference-as-part', differenceAsPart], ['part-as-factor', partAsFactor],
  ['left-as-placing', leftAsPlacing], ['one-verb-two-ways', oneVerbTwoWays], ['asked-item-unnamed', askedItemUnnamed],
  ['opposite-ways-added', oppositeWaysAdded], ['difference-added', differenceAdded],
];

/** The name of the first misreading the wording shows; null when none does. */
export function misreading(statement: string, parts: SolutionParts): string | null {
  return READING_GUARDS.find(([, guard]) => guard(statement, parts))?.[0] ?? null;
}
