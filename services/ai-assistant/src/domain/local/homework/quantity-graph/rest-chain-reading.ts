import { exact, type Exact } from '../math-engine.js';
import { singular } from '../story/words.js';
import { FRACTION, readFraction } from './portions.js';

/**
 * The facts of a "parts of a whole, then of the rest" story, one piece at a time: the whole ("Gina
 * had $400", or "some" when the story ends with what is left), parts taken of the whole ("1/4 of her
 * money", "40% are adults", "15% on rent" after "30% of his money on food") or of what is left then
 * ("half of the remainder", "1/3 of the remaining birds"), counts taken away ("gave 10 to his
 * sister"), what is left at the end ("She has $20 left"), and the part called "the rest". A piece
 * this does not know (a gain, a rate, a comparison, a second number in one piece) makes it null.
 */
export type Base = 'whole' | 'current';
export type Move = { kind: 'part'; fraction: Exact; base: Base; text: string } | { kind: 'count'; value: Exact; text: string };
export interface RestChain {
  start: Exact | null; units: string[]; moves: Move[]; end: Exact | null; rest: string | null; told: string;
  /** The last move was told by a verb of taking, or continues a list that was ("1/5 of it in May, 1/4 of it in June"). */
  verb: boolean;
}

const FRACTION_AT = new RegExp(`(?<![\\w./])(${FRACTION})(?![\\w/])`, 'gi');
const NUMBER = /(?<![\w./])\d+(?:\.\d+)?(?![\w/%]|\.\d)/g;
/** Words that make a piece more than a part taken away: gains, rates, comparisons, changes by a factor. */
const NOT_A_PART = /\b(?:more|less|fewer|than|times|twice|double[ds]?|triple[ds]?|as (?:many|much)|increase[ds]?|decrease[ds]?|interest|discount|off|tax|tip|profit|each|per|every|extra|additional|again|back|received?|receives|got|gets|found|finds|earn(?:s|ed)?|won|wins|collect(?:s|ed)?|picked|picks|add(?:s|ed)?|bak(?:es|ed)|made|makes|grew|grows|bought|buys|returned|returns|another|average|ratio|total|altogether|together|dozens?|price|costs?)\b|\bgives? (?:her|him|them|me|us)\b|\bgave (?:her|him|them|me|us)\b/;
/** Verbs that take a count away from the pile. */
const TAKES = /\b(?:gave|gives|give|ate|eats|sold|sells|used|uses|spent|spends|lost|loses|broke|breaks|took|takes|donated|donates|threw|throws|paid|pays)\b/;
const CURRENT = /^(?:the (?:remaining|remainder|rest|leftover)\b(?: (?:of )?(?:the |her |his |their )?[a-z]+){0,2}|what (?:was|is|remained|remains)(?: left)?\b|what's left\b|(?:her|his|their) remaining(?: [a-z]+)?)/;
const WHOLE_REF = /^(?:it|them|(?:that|this)(?= (?:on|for|to|in|at|and)\b|$)|(?:all )?(?:of )?(?:the|her|his|their|its|this|that|these|those) (?:([a-z-]+) )?([a-z]+))\b/;
const HOLDS_LEFT = /\b(?:left|remain|remains|remained|remaining|still)\b/;
const PRONOUN = /^(?:then |and |but )*(?:he|she|they|it|we|i)\b/;
const SOME = /\b(?:some|several|a few|a number of|a sum of|a bag of|a box of|a jar of|a pile of)\b/;
/** "She has $20 left", "left with $15", "8 remain": what is left, not people who left. */
const END = /\b(?:has|have|had|left with|is|are|was|were|still|remains?|remained)\b/;
/** "and another 10 pages", "$120 in November": a count taken by the verb of the piece before. */
const CARRIED = /^(?:another |an additional |additional )?\d+(?:\.\d+)?(?: [a-z-]+)?(?: (?:on|for|in|to|at) [a-z' ]+)?$/;
/** "2 of the flowers are daisies", "15 are men": a part of the whole told by its count. */
const COUNTED_PART = /^\d+(?: of (?:them|the [a-z]+))? (?:are|were|is|was)\b/;

export interface Piece { text: string; fractions: RegExpMatchArray[]; numbers: RegExpMatchArray[] }

/** Pieces: sentences cut at commas, semicolons and "and" before another part. */
export function piecesOf(facts: string): Piece[] {
  const cut = facts.toLowerCase().replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+|[,;]\s*|\s+and\s+(?=(?:then\s+)?(?:\d|half\b|another\b|an additional\b|the rest\b|the remain|kept\b|keeps\b|ate\b|gave\b|spent\b|sold\b|used\b|lost\b))/)
    .map((p) => p.replace(/[.!?]$/, '').replace(/^(?:and|then|but)\s+(?:then\s+)?/, '').trim()).filter(Boolean);
  // "ate 1/4 of them in 1 day", "after 2 weeks, she used half": when it happened, not how many.
  return cut.map((p) => p.replace(/^(?:after|in|within|over) \d+ (?:days?|weeks?|months?|years?)$|,? ?\b(?:in|within|over|after) 1 (?:day|week|month|year)\b/, '').trim()).filter(Boolean).map((text) => ({ text, fractions: [...text.matchAll(FRACTION_AT)], numbers: [...text.replace(FRACTION_AT, (m) => ' '.repeat(m.length)).matchAll(NUMBER)] }));
}

/** The one or two words after a number: "36 seagulls on the roof" → seagull; "$400" (400 dollars) → dollar. */
function unitsAfter(text: string, at: number): string[] {
  const words = text.slice(at).split(/\s+/).slice(1, 5).filter((w) => /^[a-z-]+$/.test(w));
  // "15 of the remaining eggs" → egg; "12 of them" → no unit of its own.
  const kept = words[0] === 'of' ? words.slice(1).filter((w) => !/^(?:the|her|his|their|its|remaining|them|it|those|these)$/.test(w)).slice(0, 1) : words.slice(0, 3);
  return kept.filter((w) => !/^(?:on|in|at|to|for|from|with|that|which|who|and|the|a|an|left|of|are|were|is|was)$/.test(w)).map(singular).map((w) => (w === 'money' ? 'dollar' : w));
}

/** The base of a part: what is left now, or the whole (named again, or a bare part following one of the whole). */
function baseOf(piece: Piece, chain: RestChain): Base | null {
  const m = piece.fractions[0]!;
  const before = piece.text.slice(0, m.index);
  if (/\b(?:remaining|rest|remainder|left)\s*$/.test(before)) return null;
  const after = piece.text.slice((m.index ?? 0) + m[0].length).trim();
  const current = /^of /.test(after) && CURRENT.test(after.slice(3));
  if (current) return 'current';
  const named = /^of /.test(after) ? WHOLE_REF.exec(after.slice(3)) : m[0] === 'half' ? /^the (?:([a-z-]+) )?([a-z]+)\b/.exec(after) : null;
  const lastPart = [...chain.moves].reverse().find((x) => x.kind === 'part');
  const allWhole = chain.moves.every((x) => x.kind === 'part' && x.base === 'whole');
  if (named) {
    // "of her money", "of the birds", "of the bag" (the bag of cookies the story started with).
    const nouns = named.slice(1).filter((w): w is string => w !== undefined).map(singular);
    const wholeWords = ['money', 'budget', 'salary', 'savings', 'paycheck', 'allowance', 'earning', 'amount', 'fund', 'population', 'class', 'group'];
    const known = (w: string): boolean => !/^(?:on|for|to|in|at|and|the|her|his|their|of|a|an)$/.test(w) && (chain.units.includes(w) || wholeWords.includes(w) || new RegExp(`\\b${w}\\b`).test(chain.told));
    if (nouns.length > 0 && !nouns.some(known)) return null;
    // After a change, "of her money" is the whole only when said as the first part was ("1/4 of her money, 1/8 of her money").
    const firstRef = chain.moves.length > 0 && chain.moves[0]!.kind === 'part' ? / of (.*)$/.exec(chain.moves[0]!.text)?.[1] ?? '' : '';
    const same = chain.moves.length === 0 || firstRef.startsWith(named[0]);
    return allWhole && same ? 'whole' : null;
  }
  if (/^of\b/.test(after)) return null;
  // "40% are adults", "gave half to her brother", then "15% on rent": the base of the part before it.
  if (!lastPart) return chain.moves.length === 0 ? 'whole' : null;
  return lastPart.base === 'whole' && allWhole ? 'whole' : null;
}

function readPiece(piece: Piece, chain: RestChain): boolean {
  const { text, fractions, numbers } = piece;
  if (fractions.length + numbers.length > 1) return false;
  if (fractions.length === 1) {
    if (NOT_A_PART.test(text)) return false;
    const fraction = readFraction(fractions[0]![0]);
    const base = baseOf(piece, chain);
    if (!fraction || !base || chain.end !== null || chain.rest !== null) return false;
    chain.moves.push({ kind: 'part', fraction, base, text });
    chain.verb = TAKES.test(text) || (chain.verb && /^\S+ of\b/.test(text));
    return true;
  }
  if (numbers.length === 1) {
    const at = numbers[0]!.index ?? 0;
    const value = exact.fraction(numbers[0]![0]);
    // "a budget of $1000 per semester": every part is of that one budget.
    if (chain.start === null && chain.moves.length === 0 && !HOLDS_LEFT.test(text) && !TAKES.test(text) && !/\b(?:more|less|fewer|than|times|each|per|every|as)\b/.test(text.replace(/ per (?:day|week|month|year|semester)$/, ''))) {
      chain.start = value;
      chain.told = text;
      chain.units = unitsAfter(text, at);
      return chain.units.length > 0;
    }
    const counted = COUNTED_PART.test(text) && !NOT_A_PART.test(text) && chain.start !== null;
    if ((chain.moves.length === 0 && !counted && chain.told === '') || chain.end !== null || chain.rest !== null || /\b(?:more|less|fewer|than|times|each|per|every|as)\b/.test(text)) return false;
    const units = unitsAfter(text, at);
    if (units.length > 0 && !units.some((u) => chain.units.includes(u) || u === 'dollar') && units[0] !== 'of') return false;
    if (HOLDS_LEFT.test(text) && END.test(text) && !TAKES.test(text)) {
      if (chain.units.length === 0) chain.units = units;
      chain.end = value;
      return chain.units.length > 0 && (units.length === 0 || units.some((u) => chain.units.includes(u)));
    }
    const carried = CARRIED.test(text) && chain.verb && !/\b(?:each|per|every|more|than)\b/.test(text);
    if (!carried && !counted && (!TAKES.test(text) || NOT_A_PART.test(text))) return false;
    if (chain.units.length > 0 && units.length > 0 && !units.some((u) => chain.units.includes(u))) return false;
    chain.moves.push({ kind: 'count', value, text });
    chain.verb = TAKES.test(text) || (chain.verb && carried);
    return true;
  }
  if (/\b(?:the rest|the remaining|the remainder|remaining)\b/.test(text)) {
    if (chain.moves.length === 0 || chain.rest !== null || chain.end !== null) return false;
    chain.rest = text;
    return true;
  }
  // A piece with no number: the scene, or a start of unknown size ("Seth bought some boxes of oranges").
  if (NOT_A_PART.test(text.replace(/\bbought\b/, '')) && !(chain.moves.length === 0 && SOME.test(text))) return false;
  if (chain.moves.length === 0 && SOME.test(text)) chain.told = text;
  if (chain.moves.length === 0 && SOME.test(text)) chain.units = unitsAfter(text.replace(SOME, '1'), text.replace(SOME, '1').search(/\b1\b/));
  return !TAKES.test(text);
}

/** The chain a story tells, or null. */
export function readRestChain(facts: string): RestChain | null {
  const chain: RestChain = { start: null, units: [], moves: [], end: null, rest: null, told: '', verb: false };
  const pieces = piecesOf(facts);
  for (const piece of pieces) {
    if (!readPiece(piece, chain)) return null;
    // A second person acting on the pile after the first move ("Ann ate 5 of them"): whose pile is it then?
    if (chain.moves.length > 1 && !PRONOUN.test(piece.text) && /^[a-z]+ (?:ate|gave|took|sold|used|spent|lost)\b/.test(piece.text) && !/^(?:kids|children|people|birds)\b/.test(piece.text)) return null;
  }
  return chain.moves.length > 0 && chain.moves.some((m) => m.kind === 'part') ? chain : null;
}
