import { exact, type Exact } from '../math-engine.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * Ordering skills: a list sorted up or down, and the k-th biggest or smallest value (of a list or of
 * lettered options). Numbers are compared exactly (fractions and decimals alike); a list with a value
 * twice declines for "the second biggest" (which one would be meant is unclear). Checked a second way:
 * every neighbour pair of the answer is in order and the answer holds the same numbers as the list.
 */
const ITEM = String.raw`-?\d+(?:\.\d+)?(?:\/\d+)?`;
const LIST = String.raw`(${ITEM}(?:\s*,\s*${ITEM})+(?:,?\s+and\s+${ITEM})?)`;
const DIRECTION = String.raw`(ascending|increasing|descending|decreasing|(?:order\s+)?from\s+(?:least|smallest)\s+to\s+(?:greatest|largest|biggest)|(?:order\s+)?from\s+(?:greatest|largest|biggest)\s+to\s+(?:least|smallest))`;
const SORT = new RegExp(String.raw`^(?:sort|order|put|arrange|write)\s+(?:the\s+numbers\s+)?${LIST}(?:\s+(?:in\s+)?${DIRECTION}(?:\s+order)?)?$`, 'i');
/** "Order from least to greatest: 0.5, 1/3, 0.45": the direction told first. */
const SORT_DIRECTION_FIRST = new RegExp(String.raw`^(?:sort|order|put|arrange|write)\s+(?:the\s+(?:numbers|following)\s+)?(?:in\s+)?${DIRECTION}(?:\s+order)?\s*:?\s*${LIST}$`, 'i');
const ORDINALS: Record<string, number> = { '': 1, first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, '2nd': 2, '3rd': 3, '4th': 4, '5th': 5 };
const ORDINAL = String.raw`(?:(${Object.keys(ORDINALS).filter(Boolean).join('|')})\s+)?`;
const SIZE = String.raw`(biggest|largest|greatest|highest|smallest|least|lowest)`;
const KTH_IN = new RegExp(String.raw`^(?:what\s+is|what's|find|which\s+is)\s+the\s+${ORDINAL}${SIZE}\s+(?:value|number)\s+(?:in|of|among)\s+${LIST}$`, 'i');
const KTH_OPTIONS = new RegExp(String.raw`^which\s+is\s+the\s+${ORDINAL}${SIZE}\s+(?:value|number)\s*\?\s*((?:\([a-h]\)\s*${ITEM}\s*)+)$`, 'i');

const read = (item: string): Exact => exact.fraction(item.trim());
const itemsOf = (list: string): string[] => list.split(/\s*(?:,\s*and|,|\band\b)\s*/).filter(Boolean);
const DOWN = /^(?:descending|decreasing)$|from\s+(?:greatest|largest|biggest)/i;
const BIG = /^(?:biggest|largest|greatest|highest)$/i;

function sorted(items: readonly string[], down: boolean): string[] {
  return [...items].sort((a, b) => (down ? -1 : 1) * read(a).compare(read(b)));
}

function inOrder(items: readonly string[], down: boolean): boolean {
  return items.every((item, i) => i === 0 || (down ? -1 : 1) * read(items[i - 1] ?? item).compare(read(item)) <= 0);
}

function sortList(statement: string): SkillAnswer | null {
  const after = SORT.exec(statement);
  const first = after ? null : SORT_DIRECTION_FIRST.exec(statement);
  if (!after && !first) return null;
  const items = itemsOf((after ? after[1] : first?.[2]) ?? '');
  const down = DOWN.test((after ? after[2] : first?.[1]) ?? '');
  const answer = sorted(items, down);
  // Second check: in order pair by pair, and the same numbers as the list (each used once).
  const same = [...answer].sort().join('|') === [...items].sort().join('|');
  if (!inOrder(answer, down) || !same) return null;
  const direction = down ? 'from biggest to smallest' : 'from smallest to biggest';
  return {
    problem: `${items.join(', ')} sorted ${direction}`,
    facts: items.filter((item) => item.includes('/')).map((item) => `${item} = ${Number(read(item).valueOf()).toPrecision(3).replace(/\.?0+$/, '')}`),
    schema: 'ordering',
    sentence: answer.join(down ? ' > ' : ' < ').replace(/([<>]) (\S+) \1/g, '$1 $2 $1'),
    check: `each number is ${down ? 'at least as big as' : 'no bigger than'} the next, and all ${items.length} numbers are there`,
    answer: answer.join(', '),
  };
}

function kthValue(statement: string): SkillAnswer | null {
  const inList = KTH_IN.exec(statement.replace(/\s+/g, ' '));
  const options = inList ? null : KTH_OPTIONS.exec(statement.replace(/\s+/g, ' '));
  const match = inList ?? options;
  if (!match) return null;
  const k = ORDINALS[(match[1] ?? '').toLowerCase()] ?? 0;
  const down = BIG.test(match[2] ?? '');
  const lettered = options ? [...(match[3] ?? '').matchAll(new RegExp(String.raw`\(([a-h])\)\s*(${ITEM})`, 'gi'))].map((m) => ({ letter: m[1] ?? '', item: m[2] ?? '' })) : null;
  const items = lettered ? lettered.map((o) => o.item) : itemsOf(match[3] ?? '');
  if (k < 1 || k > items.length) return null;
  // "The second biggest" of a list with a number twice could mean either: decline.
  if (new Set(items.map((i) => read(i).toFraction())).size !== items.length) return null;
  const order = sorted(items, down);
  const pick = order[k - 1] ?? '';
  // Second check: exactly k − 1 numbers are bigger (smaller) than the answer.
  const beyond = items.filter((item) => (down ? 1 : -1) * read(item).compare(read(pick)) > 0).length;
  if (beyond !== k - 1) return null;
  const size = down ? 'biggest' : 'smallest';
  const letter = lettered?.find((o) => o.item === pick)?.letter;
  return {
    problem: `the ${k > 1 ? `${['', '', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'][k]} ` : ''}${size} value of ${items.join(', ')}`,
    facts: [],
    schema: 'ordering',
    sentence: order.join(down ? ' > ' : ' < '),
    check: `${k - 1 === 0 ? 'no number' : `exactly ${k - 1} number${k - 1 === 1 ? '' : 's'}`} of the list ${k - 1 === 1 ? 'is' : 'are'} ${down ? 'bigger' : 'smaller'} than ${pick}`,
    answer: letter ? `(${letter}) ${pick}` : pick,
  };
}

export const ORDER_SKILLS = [sortList, kthValue];
