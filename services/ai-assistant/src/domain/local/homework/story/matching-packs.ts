import { exact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { commonOf, commonSteps, numbersIn, sameNoun, storyText, unreadNumbers } from './common-story.js';
import { singular } from './words.js';
import { showAnswer } from './wording.js';

/**
 * lcm-gcd: equal totals from packs. "Hot dogs come in packs of 10 and buns in packs of 8. What is the
 * smallest number of packs of hot dogs to buy to have equal numbers?" Each kind comes in packs (bags,
 * boxes, groups, flocks …) of a told size ("packs of 10", "8 to a package", "packages of cheese come
 * with 12 slices"), the story wants the same number of every kind, and the question asks the smallest
 * number of things (the least common multiple) or of packs of one named kind (the multiple ÷ that
 * kind's pack size). Also "a number divisible by both 8 and 5: the smallest". Declines: "18 packs of
 * pencils" (a count of packs, not a size), packs "of each" (two answers), no equal totals told, any
 * number that is not a pack size, a kind asked that no single pack size belongs to.
 */
const CONTAINER = 'packs?|packages?|bags?|boxes|box|sets?|groups?|flocks?|loads?|cases?|cartons?|bundles?|crates?|tables?|rows?|teams?|batch(?:es)?|herds?|stacks?';
const SIZE_AFTER = new RegExp(String.raw`\b(?:${CONTAINER}) of (?:exactly |only |just )?(\d+)(?: ([a-z]+))?`, 'gi');
const SIZE_BEFORE = new RegExp(String.raw`\b(\d+)((?: [a-z]+){0,2}) (?:to|in|per) (?:a|an|each|every|one) (?:${CONTAINER})\b`, 'gi');
const SIZE_WITH = new RegExp(String.raw`\b(?:${CONTAINER}) of ([a-z ]+?) (?:come|comes|came) with (\d+) ([a-z]+)`, 'gi');
const EQUAL = /\b(?:the same (?:total )?(?:number|amount|quantity)|equal (?:total )?(?:numbers?|quantities|amounts?)|an? (?:identical|equal) (?:number|amount|quantity)|as many [a-z ]+ as)\b/i;
const LEAST = /\b(?:smallest|least|fewest|minimum|lowest) (?:possible )?(?:total )?number of (?:each (?:type|kind) of )?([A-Za-z]+)(?: of ([A-Za-z]+(?: [A-Za-z]+)?))?/;
const CONTAINER_WORD = new RegExp(`^(?:${CONTAINER})$`, 'i');

interface Pack { size: number; clause: string; unit: string | null; at: number }

/** The clause a pack size is told in, cut at ", " ";" " and " " while " " but ": the words that say whose packs they are. */
function clauseAround(text: string, at: number): string {
  const before = text.slice(0, at).split(/[.;!?]|,\s|\b(?:and|while|but|whereas)\b/i).pop() ?? '';
  const after = text.slice(at).split(/[.;!?]|,\s|\b(?:and|while|but|whereas)\b/i)[0] ?? '';
  return `${before}${after}`.toLowerCase();
}

function packsOf(facts: string): Pack[] {
  const found: Pack[] = [];
  const add = (size: string | undefined, unit: string | null, at: number): void => {
    found.push({ size: Number(size), clause: clauseAround(facts, at), unit: unit ? singular(unit) : null, at });
  };
  for (const m of facts.matchAll(SIZE_AFTER)) add(m[1], m[2] ?? null, m.index + m[0].indexOf(m[1] ?? ''));
  for (const m of facts.matchAll(SIZE_BEFORE)) add(m[1], (m[2] ?? '').trim().split(' ').pop() || null, m.index);
  for (const m of facts.matchAll(SIZE_WITH)) add(m[2], m[3] ?? null, m.index + m[0].lastIndexOf(m[2] ?? ''));
  return found.filter((p, i) => found.findIndex((q) => q.at === p.at) === i);
}

/** The pack size of the one clause that names the kind ("plates in packages of 8"), or null. */
function sizeOfKind(packs: readonly Pack[], kind: string): number | null {
  const head = kind.trim().split(/\s+/).pop() ?? '';
  const named = packs.filter((p) => p.clause.split(/[^a-z]+/).some((w) => w && sameNoun(w, head)));
  return named.length === 1 ? named[0]?.size ?? null : null;
}

export function solveMatchingPacks(statement: string): Solved | null {
  const story = storyText(statement);
  // "the same number of packs of each" makes the packs equal, not the things in them.
  if (!story || !EQUAL.test(story.text) || new RegExp(String.raw`\b(?:same|equal) (?:total )?numbers? of (?:${CONTAINER})\b`, 'i').test(story.text)) return null;
  const { facts, question } = story;
  const packs = packsOf(facts);
  if (packs.length < 2 || packs.length > 3) return null;
  // Every number is a pack size: "18 packs of pencils" counts packs, and any other number is another story.
  if (unreadNumbers(facts, new Set(packs.map((p) => p.at)), packs.length).length > 0 || numbersIn(question).length > 0) return null;
  const asked = LEAST.exec(question);
  if (!asked?.[1] || /\bof each\b(?! (?:type|kind|flavou?r|color|colour)\b)/i.test(question)) return null;
  const numbers = packs.map((p) => p.size);
  const common = commonOf('multiple', numbers);
  if (common === null) return null;
  const facts_ = packs.map((p) => p.clause.trim());
  const reading = { question, facts: facts_, kind: 'multiple' as const, numbers, answer: common, schema: 'matching-packs' as const };
  // "loads of 18 packages … the minimum number of packages": what the packs hold is counted, not packs.
  if (CONTAINER_WORD.test(asked[1]) && !packs.some((p) => p.unit && sameNoun(p.unit, asked[1] ?? ''))) {
    // "the least number of packages of plates Shaniya needs": the multiple ÷ the plates' pack size.
    const kind = asked[2]?.replace(/\b(?:that|to|she|he|they|you|i|we|needs?|must|should|can|could|will|would|[A-Z][a-z]+)\b.*$/, '').trim();
    const size = kind ? sizeOfKind(packs, kind) : null;
    if (!kind || size === null) return null;
    const count = Number(common) / size;
    const then = { sentence: (common: string) => `${common} ÷ ${size}`, check: `${common} ÷ ${size} = ${count} ${asked[1]} of ${kind}` };
    return { kind: 'word-problem', steps: commonSteps({ ...reading, then }), answer: showAnswer(exact.fraction(count), singular(asked[1])) };
  }
  // "the smallest number of crackers": a kind told in the story, or what the packs hold ("slices", "pieces").
  // "the smallest number of hot dogs she": the noun may be two words, never a pronoun or a verb after it.
  const second = /^ ([a-z]+)/.exec(question.slice((asked.index ?? 0) + asked[0].length - (asked[2] ? asked[2].length + 4 : 0)))?.[1];
  const phrase = second && !/^(?:that|to|she|he|they|you|i|we|it|of|in|for|needs?|must|should|can|could|will|would|is|are|was|were|did|does|do|each)$/.test(second) ? `${asked[1]} ${second}` : asked[1];
  const noun = singular(asked[1]);
  const told = facts.toLowerCase().split(/[^a-z]+/).some((w) => w && sameNoun(w, noun)) || packs.some((p) => p.unit === noun);
  if (!told || /^(?:type|kind|way|time|day|trip|round|game)$/.test(noun)) return null;
  return { kind: 'word-problem', steps: commonSteps(reading), answer: showAnswer(exact.fraction(Number(common)), phrase === asked[1] ? noun : `${asked[1].toLowerCase()} ${singular(second ?? '')}`) };
}

const DIVISIBLE = /^(?:[A-Za-z ,']*?)\b(?:a|the) (?:whole )?number (?:that |which )?is divisible by (?:both |each of |all of )?(\d+)(?:, (\d+))?,? and (\d+)\.\s*what is the (?:smallest|least) (?:possible )?(?:whole )?(?:number|page number)\b[^?]*\?$/i;

/** "Eddie is thinking of a number that is divisible by both 8 and 5. What is the smallest possible number?" */
export function solveDivisibleByAll(statement: string): Solved | null {
  const story = storyText(statement);
  const m = story ? DIVISIBLE.exec(story.text) : null;
  if (!story || !m) return null;
  const numbers = [m[1], m[2], m[3]].filter((n): n is string => !!n).map(Number);
  if (numbersIn(story.text).length !== numbers.length) return null;
  const common = commonOf('multiple', numbers);
  if (common === null) return null;
  const reading = { question: story.question, facts: [`divisible by ${numbers.join(' and ')}`], kind: 'multiple' as const, numbers, answer: common, schema: 'matching-packs' as const };
  return { kind: 'word-problem', steps: commonSteps(reading), answer: String(common) };
}
