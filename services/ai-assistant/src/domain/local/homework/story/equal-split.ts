import { exact, showExact, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { singular, tidyText } from './words.js';
import { showAnswer } from './wording.js';

/**
 * svamp-val: a total split into equal groups, the group size or the number of groups asked, as SVAMP
 * words it: "Matthew had 8 crackers. He gave 2 crackers to each of his friends. How many friends?"
 * (8 ÷ 2), "They have 2 sets of tables, each having the same number of chairs. There are a total of 12
 * chairs. How many chairs are there for each table?" (12 ÷ 2), "The shop made $215 by selling 5
 * t-shirts. What is the cost of each t-shirt?" (215 ÷ 5), "made $60 by selling t-shirts … $10 off each
 * t-shirt. How many t-shirts did they sell?" (60 ÷ 10). Exactly two numbers, both in the facts: the
 * total of one thing and either a size told with "each", "per" or "groups of" (the groups asked) or a
 * count of groups (the size asked, the total marked "in all", "a total of" or shared out equally).
 * Any change, comparison, part, time or third number declines; a count must come out whole.
 */
const N = String.raw`(\d+(?:\.\d+)?)`;
const W = String.raw`([a-z][a-z-]*)`;
const TOGETHER = /\b(?:altogether|all together|in all|in total|total|combined|both)\b|^how many [a-z-]+ and [a-z-]+/i;
const BEYOND = /\b(?:than|times|twice|half|more|fewer|less|left|remain|remaining|extra|rest|percent|fraction|after|then|day|days|week|weeks|hour|hours|minute|minutes|month|months|year|years|some of|of them|not|n't|still|only|already|except|broken|instead|another|other|others|kept|keep|keeps)\b|%|\d\s*\/\s*\d/i;
const TOTAL = /\b(?:total|in all|altogether|in total|all together|combined)\b/i;
const EQUALLY = /\b(?:same number|same amount|equally|evenly|equal number)\b/i;
// "ate", "lost", "sold 4" change the total before any share; "gave 2 to each friend" is the share itself.
const CHANGED = /\b(?:ate|eats|eaten|lost|loses|broke|threw|throws|used|uses|removed|died|popped|gave away|gives away|sold \d|sells \d|drank|donated|took away|takes away|spent \d+ [a-z]+ on \d)\b/i;
const SHARE = /\b(?:gave|gives|give|put|puts|placed|places|divided|divides|split|splits|shared|shares|distributed|distributes|organized|arranged|packed|packs|sorted)\b/i;

// "One shelf has 28 books" tells one group's size, not the total.
const ONE_GROUP = /\b(?:one|each|every|a single|per|first|second|third|last)\b/i;
const sentenceAt = (text: string, at: number): string => text.slice(text.lastIndexOf('.', at) + 1, (text.indexOf('.', at) + 1 || text.length + 1) - 1);

interface Rate { value: number; unit: string; groups: string[]; at: number }
interface Amount { value: number; units: string[]; at: number }

// "bookshelves" and "bookshelf" are one word however the plural was undone.
const one = (word: string): string => singular(word).replace(/ves?$/, 'f');
const units = (...words: Array<string | undefined>): string[] => words.filter((w): w is string => !!w).map(one);
const RATES: ReadonlyArray<[RegExp, (m: RegExpExecArray) => Omit<Rate, 'at'>]> = [
  // "2 crackers to each of his friends", "$10 dollars off each t-shirt", "6 eggs in each box"
  [new RegExp(String.raw`${N} (?:pieces of |[a-z-]+ )?${W} (?:in|on|to|for|into|inside|off|from|at) each (?:(?:of )?(?:the|his|her|their|its|my|our) )?${W}`, 'g'),
    (m) => ({ value: Number(m[1]), unit: one(m[2]!), groups: units(m[3]) })],
  // "each box holds 6 eggs", "each plank of wood needs 2 nails"
  [new RegExp(String.raw`each ${W}(?: of ${W})? (?:has|had|have|holds|held|contains|contained|needs|needed|gets|got|can hold|could hold|having|costs|cost) (?:the )?${N} (?:pieces of |[a-z-]+ )?${W}`, 'g'),
    (m) => ({ value: Number(m[3]), unit: one(m[4]!), groups: units(m[1], m[2]) })],
  // "some sets of tables, each having the 3 chairs"
  [new RegExp(String.raw`${W}(?: of ${W})?, each (?:having|with|holding|containing) (?:the )?${N} (?:pieces of |[a-z-]+ )?${W}`, 'g'),
    (m) => ({ value: Number(m[3]), unit: one(m[4]!), groups: units(m[1], m[2]) })],
  // "into groups of size 18", "in rows of 6"
  [new RegExp(String.raw`\b(groups|rows|piles|teams|bags|boxes|stacks) of (?:size )?${N}(?! [a-z])`, 'g'),
    (m) => ({ value: Number(m[2]), unit: '', groups: units(m[1]) })],
];

function ratesIn(text: string): Rate[] {
  return RATES.flatMap(([pattern, read]) => [...text.matchAll(pattern)].map((m) => ({ ...read(m as RegExpExecArray), at: (m.index ?? 0) + m[0].search(/\d/) })));
}

/** "7 bookshelves", "12 sets of tables", "215 dollars": the words a number counts. */
function amountsIn(text: string): Amount[] {
  return [...text.matchAll(new RegExp(String.raw`${N}(?: ${W}(?: of ${W})?)?`, 'g'))].map((m) => ({ value: Number(m[1]), units: units(m[2], m[3]), at: m.index ?? 0 }));
}

interface Split { total: number; by: number; shown: string; asked: string }

function split(facts: string, question: string): Split | null {
  const rates = ratesIn(facts);
  const amounts = amountsIn(facts);
  if (amounts.length !== 2 || rates.length > 1) return null;
  const rate = rates[0];
  if (rate) {
    // The groups are asked: "How many friends …", "How many sets of tables …", "How many t-shirts did they sell?"
    const other = amounts.find((a) => a.at !== rate.at);
    const asked = /^how many ([a-z-]+)(?: of ([a-z-]+))?\b/.exec(question);
    if (!other || !asked || !units(asked[1], asked[2]).some((g) => rate.groups.includes(g))) return null;
    // "The bananas are organized into groups of 18": a size without its thing takes the thing its sentence names.
    if (!rate.unit && !units(...(sentenceAt(facts, rate.at).match(/[a-z-]+/g) ?? [])).includes(other.units[0] ?? '')) return null;
    const thing = rate.unit || (other.units[0] ?? '');
    if (!thing || other.units[0] !== thing || rate.groups.includes(thing) || /\beach\b/.test(question)) return null;
    return { total: other.value, by: rate.value, shown: `${other.value} ÷ ${rate.value}`, asked: asked[1]! };
  }
  // The size is asked: "How many chairs are there for each table?", "What is the cost of each t-shirt?"
  const each = /\b(?:in|on|for|per|to|of|into|does|did|do) each ([a-z-]+)|\beach ([a-z-]+) (?:cost|costs)\b/.exec(question);
  const groupWord = each ? one(each[1] ?? each[2]!) : null;
  const count = amounts.find((a) => groupWord !== null && a.units.includes(groupWord));
  const total = amounts.find((a) => a !== count);
  if (!groupWord || !count || !total || total.units.length === 0 || total.units.includes(groupWord)) return null;
  const money = total.units[0] === 'dollar' && /\b(?:cost|price|how much)\b/.test(question);
  const asked = /^how many ([a-z-]+)/.exec(question)?.[1];
  if (!money && (!asked || one(asked) !== total.units[0])) return null;
  // The total is all of it: "a total of 12 chairs", "28 books in all", shared out equally, or money made by selling them.
  const marked = money ? /\b(?:made|earned|paid|spent|got)\b[^.]*\bfor\b|\b(?:made|earned|got|received)\b[^.]*\b(?:by|from) selling\b|\bpaid\b|\bspent\b/.test(facts)
    : TOTAL.test(facts) || (EQUALLY.test(facts) && (SHARE.test(facts) || !ONE_GROUP.test(sentenceAt(facts, total.at))));
  if (!marked) return null;
  return { total: total.value, by: count.value, shown: `${total.value} ÷ ${count.value}`, asked: money ? 'dollar' : asked! };
}

export function solveEqualSplit(statement: string): Solved | null {
  const text = tidyText(statement).toLowerCase().replace(/\s+/g, ' ').trim();
  const sentences = text.split(/(?<=[.?!])\s+/);
  const questionText = sentences.at(-1) ?? '';
  const question = (/\b(?:how|what)\b.*$/.exec(questionText)?.[0] ?? '').replace(/^what is the (?:cost|price) of each ([a-z-]+)/, 'how much does each $1 cost');
  const facts = [...sentences.slice(0, -1), questionText.slice(0, questionText.length - question.length)].join(' ');
  // "How many koalas and kangaroos are there altogether?": a total of two kinds is no one group count.
  if (!question.endsWith('?') || /\d/.test(question) || BEYOND.test(facts) || BEYOND.test(question) || TOGETHER.test(question)) return null;
    if (CHANGED.test(facts)) return null;
  const found = split(facts, question);
  if (!found || found.by === 0) return null;
  const value: Exact = exact.fraction(found.total).div(exact.fraction(found.by));
  const money = found.asked === 'dollar';
  if (!money && value.d !== 1n) return null;
  if (money && !value.mul(100).d.toString().match(/^1$/)) return null;
  const answer = showExact(value, 'decimal');
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: questionText },
    { kind: 'facts', facts: [facts.trim()] },
    { kind: 'number-sentence', sentence: `${found.shown} = ?`, schema: 'equal-groups' },
    { kind: 'check', statement: `${answer} × ${found.by} = ${found.total}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(value, money ? 'dollar' : singular(found.asked)) };
}
