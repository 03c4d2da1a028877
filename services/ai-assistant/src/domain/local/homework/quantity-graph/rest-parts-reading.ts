import { exact, type Exact } from '../math-engine.js';
import { singular, tidyText } from '../story/words.js';
import { showAnswer } from '../story/wording.js';
import { readMultiplier, readNumber } from './multipliers.js';
import { knownPart, ofWhat, wordsOf } from './rest-parts-known.js';
import { showDecimal as show } from '../math-engine.js';

/**
 * A whole split into parts, the last of them "the rest" ("There are 120 crayons in a box. One third
 * of the crayons are new, 20% are broken, and the rest are slightly used."): the whole is the first
 * amount told, every other clause one part of that same whole, as a count, a percent or a fraction
 * of it. A part of a part ("40% of the remaining"), a change or a comparison is not this shape (null).
 */
export interface Part { share: Exact | null; shareText: string; count: Exact | null; text: string; words: string[]; label: string }
/** `known`: the part whose count gave the whole ("If he has 12 blue picks"). */
export interface RestParts { whole: Exact; unit: string; unitNames: string[]; parts: Part[]; rest: string[]; restLabel: string; wholeText: string; known?: Part }

const STOP = 'in|on|at|of|to|for|from|with|and|but|or|are|were|is|was|that|who|which|the|a|an|there|he|she|they|it';
const WHOLE = new RegExp(`(?:^|\\s)(?:the )?(\\d+(?:\\.\\d+)?) ((?:(?!(?:${STOP})\\b)[a-z-]+ ){0,2}?(?!(?:${STOP})\\b)[a-z-]+)(?: of ((?:(?!(?:${STOP})\\b)[a-z-]+ ){0,1}(?!(?:${STOP})\\b)[a-z-]+))?\\b`);
const FRACTION = String.raw`(?:half|(?:a|one|two|three|four)[ -](?:third|fourth|quarter|fifth|sixth|eighth|tenth)s?|\d+/\d+)`;
const SHARE = new RegExp(`^(${FRACTION}|\\d+(?:\\.\\d+)?%|\\d+(?:\\.\\d+)?)(?: ([a-z-]+))??(?: of (them|those|these|all|the [a-z ]+|all the [a-z ]+|(?:his|her|their|[a-z]+'s) [a-z ]+))? (?:are|were|is|was|have|has) ([a-z][a-z -]*)$`);
/** "There are 34 red chips": a count of the whole's thing, described. */
const THERE_ARE = /^there (?:are|were) (\d+(?:\.\d+)?) ([a-z][a-z -]*)$/;
const REST = /^(?:and )?(?:the rest|the remaining(?: [a-z]+)?|the remainder|the others)(?: of (?:them|the [a-z]+|(?:his|her|their) [a-z]+))? (?:are|were|is|was|have|had) ([a-z][a-z -]*)$/;
const CHANGE = /\b(?:left|remain\w*|more|less|fewer|than|each|per|every|times|twice|as many|as much|either|not|n't|gave|give|ate|eat|lost|spent|sold|took|added|adds|bought|if|then|later|after|before|instead|also|another|other)\b/;
const CLAUSE_BREAK = /,\s+and\s+|,\s+|;\s+|\s+(?:and|while|whereas)\s+(?=the rest|the others|the remaining|\d|half|a |one|two|three|there)/;


const DENOMINATORS: Record<string, number> = { third: 3, fourth: 4, quarter: 4, fifth: 5, sixth: 6, eighth: 8, tenth: 10 };
const COUNTS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4 };

/** "20%" → 1/5, "one-sixth" → 1/6, "two thirds" → 2/3, "1/4" → 1/4, "half" → 1/2; a plain count → null. */
function shareOf(text: string): Exact | null {
  if (text.endsWith('%')) return readNumber(text.slice(0, -1))?.div(100) ?? null;
  const [count, part] = text.split(/[ -]/);
  const [n, d] = [COUNTS[count ?? ''], DENOMINATORS[(part ?? '').replace(/s$/, '')]];
  // "one thirds" and "two third" are not written; either may be a misreading.
  if (n && d) return (n === 1) === !(part ?? '').endsWith('s') ? exact.fraction(n, d) : null;
  return /^\d+(?:\.\d+)?$/.test(text) ? null : readMultiplier(text);
}

/** "of the crayons", "of them": the part is of the whole, not of something else. */
function ofTheWhole(of: string | undefined, unitNames: readonly string[]): boolean {
  if (!of || /^(?:them|those|these|all)$/.test(of)) return true;
  // "of the fish in a pond": the thing ends where its place begins.
  const head = singular(of.split(/ (?:in|on|at|from|of) /)[0]!.split(' ').pop() ?? '');
  return unitNames.includes(head);
}

function readPart(clause: string, unitNames: readonly string[]): Part | null {
  const there = THERE_ARE.exec(clause);
  const thing = there ? singular(there[2]?.split(' ').pop() ?? '') : '';
  if (there?.[1] && unitNames.includes(thing)) return { share: null, shareText: '', count: readNumber(there[1]), text: clause, words: wordsOf(there[2] ?? '').filter((w) => w !== thing), label: there[2] ?? '' };
  const m = SHARE.exec(clause);
  // "20 balls are red": a word between the number and the verb names the whole's thing.
  if (!m?.[1] || !m[4] || !ofTheWhole(m[3], unitNames) || (m[2] && !unitNames.includes(singular(m[2])))) return null;
  const share = shareOf(m[1]);
  const count = share ? null : readNumber(m[1]);
  return share || count ? { share, shareText: m[1], count, text: clause, words: wordsOf(m[4]), label: m[4] } : null;
}

/** Every clause of the facts, or null when a sentence tells a change or a comparison. */
function clausesOf(text: string): string[] | null {
  const sentences = text.split(/(?<=[.!?])\s+/).map((s) => s.replace(/[.!?]+$/, '').trim()).filter(Boolean);
  if (sentences.some((s) => CHANGE.test(s.replace(/\bthe remaining\b/, 'the rest')))) return null;
  return sentences.flatMap((s) => s.split(CLAUSE_BREAK)).map((c) => c.trim()).filter(Boolean);
}

interface Whole { value: Exact; unitNames: string[]; text: string }

/** The parts and the rest told after the whole (or, with no whole, all of them), or null. */
function readParts(clauses: readonly string[], unitNames: string[]): { parts: Part[]; rest: string[]; restLabel: string; after: string[] } | null {
  const parts: Part[] = [];
  for (const [i, clause] of clauses.entries()) {
    const restMatch = REST.exec(clause);
    if (restMatch?.[1]) return parts.length > 0 ? { parts, rest: wordsOf(restMatch[1]), restLabel: restMatch[1], after: clauses.slice(i + 1) } : null;
    const part = readPart(clause, unitNames);
    if (!part) return null;
    parts.push(part);
  }
  return null;
}

function wholeFirst(clauses: readonly string[], first: number): Whole | null {
  const whole = WHOLE.exec(clauses[first]!);
  if (!whole?.[1] || !whole[2] || (clauses[first]!.match(/\d+/g) ?? []).length !== 1) return null;
  // Scene clauses before the whole must not narrow it ("only", "except").
  if (clauses.slice(0, first).some((c) => /\b(?:only|except|each|every|per)\b/.test(c))) return null;
  const value = readNumber(whole[1]);
  const unitNames = [whole[2], whole[3]].filter((w): w is string => !!w).map((w) => singular(w.split(' ').pop() ?? ''));
  return value ? { value, unitNames, text: `${whole[1]} ${whole[2]}${whole[3] ? ` of ${whole[3]}` : ''}` } : null;
}

export function readRestParts(facts: string): RestParts | null {
  const clauses = clausesOf(tidyText(facts).toLowerCase());
  const first = clauses ? clauses.findIndex((c) => /\d/.test(c) || new RegExp(`^${FRACTION}\\b`).test(c)) : -1;
  if (!clauses || first < 0) return null;
  // "3 colors of picks: red, blue, and yellow" is no whole of parts told as shares: only a first clause that is no part can be.
  const whole = wholeFirst(clauses, first);
  if (!whole) return knownPartStory(clauses.slice(first));
  const read = readParts(clauses.slice(first + 1), whole.unitNames);
  if (!read || read.after.length > 0 || read.rest.length === 0) return null;
  return { whole: whole.value, unit: whole.unitNames[0] ?? '', unitNames: whole.unitNames, parts: read.parts, rest: read.rest, restLabel: read.restLabel, wholeText: whole.text };
}

/** "Half of his picks are red, a third are blue, and the rest are yellow. He has 12 blue picks.": the whole from one part's count. */
function knownPartStory(clauses: readonly string[]): RestParts | null {
  const unitNames = ofWhat(clauses[0] ?? '');
  const read = unitNames ? readParts(clauses, unitNames) : null;
  if (!unitNames || !read || read.after.length !== 1 || read.parts.some((p) => !p.share) || read.rest.length === 0) return null;
  const known = knownPart(read.after[0]!, read.parts, unitNames);
  const whole = known ? known.count.div(known.part.share!) : null;
  if (!known || !whole || whole.d !== 1n) return null;
  return { whole, unit: known.unit, unitNames, parts: read.parts, rest: read.rest, restLabel: read.restLabel, wholeText: `${show(known.count)} ${known.part.label} are ${known.part.shareText} of all, so all = ${show(known.count)} ÷ ${show(known.part.share!)} = ${showAnswer(whole, known.unit)}`, known: known.part };
}
