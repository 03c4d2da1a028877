import { exact, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { readStory, type Story } from '../story/read-story.js';
import { singular } from '../story/words.js';
import { showAnswer } from '../story/wording.js';
import type { Dimension } from './read-rates.js';
import { key, MEASURES } from './solve-rates.js';
import { unitsAgree, withUnits } from './unit-math.js';
import { signPatterns } from './sign-patterns.js';
import { kindOf, sameWhole } from './part-wholes.js';
import { STATEMENT_GUARDS } from '../story-trust/statement-guards.js';
import { amountWords } from '../../text/amount-words.js';
import { questionPicks, ratesSummable, summable } from './parts-then-rate-sums.js';
import { OTHER_STEPS, readPieces, STILL_CHANGES, strippedAway, type Piece } from './parts-then-rate-reading.js';

/**
 * Parts first, then a rate: "9 bird cages, each with 2 parrots and 6 parakeets: how many birds?"
 * ((2 + 6) × 9), "Haley recycled 11 pounds and her friends 16; 1 point for every 3 pounds" ((11 + 16)
 * ÷ 3), "21 customers, 12 of them left, the rest 3 at each table: how many tables?" ((21 − 12) ÷ 3).
 * Parts of one unit (or kinds of the whole the question asks for) are added into one amount, then
 * every amount is multiplied or divided in; the answer is shown only if exactly one way reduces the
 * units to the asked unit and mathjs, computing with the units, gets the same number.
 */
interface Amount { pieces: Piece[]; value: Exact; dimension: Dimension }

/** "they", "in all": the question asks about every owner of the parts. */
const EVERYONE = /\b(?:they|them|their|we|us|our|together|altogether|in all|total|combined|both|all)\b/;

/** "how many pieces of winter clothing did …" → clothing. */
const wholeAsked = (q: string): string | undefined => /^how many (?:pieces|items|articles) of (?:[a-z]+ )?([a-z]+) (?:do|does|did|will|would|can|could|are|were|is|was|has|have|had|in)\b/.exec(q)?.[1];

/** What the question asks for, before the story's kinds are counted as its wholes. */
export function askedOf(story: Story, pieces: readonly Piece[]): Dimension | null {
  const q = story.question.text.toLowerCase();
  if (story.question.asksMoney) return new Map([[pieces.some((p) => p.unit === 'cent') && !pieces.some((p) => p.unit === 'dollar') ? 'cent' : 'dollar', 1]]);
  // "how many would each person get": the thing shared out, for each one of them.
  const each = /^(?:.*\s)?how many (?:[a-z]+ )?(?:would|will|does|did|do|can|could|should) each ([a-z]+) (?:get|receive|have|eat)\b/.exec(q)?.[1];
  if (each) {
    const things = [...new Set(pieces.filter((p) => p.per === null && !kindOf(p.unit, sameWhole(singular(each)))).map((p) => p.unit))];
    const thing = story.question.unit ?? (things.length === 1 ? things[0] : null);
    return thing ? new Map([[thing, 1], [sameWhole(singular(each)), -1]]) : null;
  }
  // "how many could he buy" with "candy that cost 3 tickets a piece": the things bought at that price.
  if (story.question.unit === null && /^how many (?:can|could|will|would) [a-z]+ buy\??$/.test(q)) {
    const priced = pieces.filter((p) => p.per !== null && p.per !== 'each');
    return priced.length === 1 && priced[0]?.per ? new Map([[priced[0].per, 1]]) : null;
  }
  // "how many people would be on each team": the asked thing for each one of the groups.
  const inEach = /^how many ([a-z]+) (?:would|will|did|does|do|are|were|is|can|could|should)(?: [a-z]+)?(?: be)? (?:in|on|at|for) each ([a-z]+)\??$/.exec(q);
  if (inEach?.[1] && inEach[2]) return new Map([[sameWhole(singular(inEach[1])), 1], [sameWhole(singular(inEach[2])), -1]]);
  // "how many pieces of winter clothing": the whole named after "pieces of".
  // "what would her score be" with points told: the points scored.
  if (/^what (?:would|will|was|is) (?:his|her|their|the) (?:final |total )?score(?: be)?\??$/.test(q) && pieces.some((p) => p.unit === 'point')) return new Map([['point', 1]]);
  const whole = wholeAsked(q);
  const unit = whole ?? story.question.unit;
  // "How many peaches are in each basket": an amount for each one, which this question form does not name.
  if (/\b(?:each|every|per)\b/.test(q)) return null;
  return unit && !/^(?:more|time|money)$/.test(unit) ? new Map([[sameWhole(singular(unit)), 1]]) : null;
}

/** Kinds counted as the whole the question (or a rate) names: parakeet → bird, woman → customer. */
export function asWholes(pieces: readonly Piece[], target: Dimension): Piece[] | null {
  // The asked unit and the rates' "each" name the wholes; a rate's own thing ("3 people at each table") is one too for the counts.
  const wholes = new Set([...target.keys(), ...pieces.flatMap((p) => (p.per && p.per !== 'each' ? [p.per] : []))]);
  const rated = new Set(pieces.flatMap((p) => (p.per && p.per !== 'each' ? [sameWhole(p.unit)] : [])));
  const named = (unit: string, count: boolean): string | null => {
    const u = sameWhole(unit);
    if (wholes.has(u)) return u;
    const found = [...wholes].filter((w) => kindOf(u, w));
    const more = found.length === 0 && count ? [...rated].filter((w) => w !== u && kindOf(u, w)) : [];
    const all = [...found, ...more];
    return all.length === 1 ? all[0]! : all.length === 0 ? u : null;
  };
  const out = pieces.map((p) => ({ ...p, unit: named(p.unit, p.per === null), per: p.per && p.per !== 'each' ? named(p.per, false) : p.per }));
  return out.every((p) => p.unit !== null && p.per !== null || p.per === null) && out.every((p) => p.unit !== null) ? (out as Piece[]) : null;
}

export function dimensionOf(p: Piece): Dimension {
  return new Map(p.per ? [[p.unit, 1], [p.per, -1]] : [[p.unit, 1]]);
}

/** Pieces of the same unit added into amounts; "$3 each" is for each one of the one amount it follows. */
function amountsOf(story: Story, pieces: readonly Piece[], target: Dimension): Amount[] | null {
  const groups = new Map<string, Piece[]>();
  const counts = new Set(pieces.filter((p) => p.per === null).map((p) => p.unit));
  for (const p of pieces) {
    const per = p.per === 'each' ? (counts.size === 1 ? [...counts][0]! : null) : p.per;
    if (per === null && p.per === 'each') return null;
    const piece = { ...p, per };
    const k = key(dimensionOf(piece));
    groups.set(k, [...(groups.get(k) ?? []), piece]);
  }
  const amounts = [...groups.values()].map((ps) => ({ pieces: ps, dimension: dimensionOf(ps[0]!), value: ps.reduce((v, p) => (p.sign > 0 ? v.add(p.value) : v.sub(p.value)), exact.fraction(0)) }));
  const sums = amounts.filter((a) => a.pieces.length > 1);
  // One sum of parts, each added as the story tells it, no part picked out by the question.
  if (sums.length !== 1 || amounts.length < 2) return null;
  const parts = sums[0]!.pieces.filter((p) => p.sign > 0).map((p) => p.from);
  const added = sums[0]!.pieces[0]!.per === null ? summable(story, parts) : ratesSummable(story, parts);
  if (!added || questionPicks(story, parts, new Set(target.keys()))) return null;
  return amounts.some((a) => a.value.s < 0n || a.value.equals(0) || a.pieces[0]!.sign < 0) ? null : amounts;
}

function combine(amounts: readonly Amount[], powers: readonly number[]): string {
  const out: Dimension = new Map();
  amounts.forEach((a, i) => a.dimension.forEach((p, u) => out.set(u, (out.get(u) ?? 0) + p * (powers[i] ?? 1))));
  return key(out);
}

/** Every way of multiplying or dividing each amount in that lands on the asked unit. */
function ways(amounts: readonly Amount[], target: Dimension): number[][] {
  return signPatterns(amounts.length).filter((powers) => combine(amounts, powers) === key(target));
}

const valueOf = (amounts: readonly Amount[], powers: readonly number[]): Exact =>
  amounts.reduce((v, a, i) => ((powers[i] ?? 1) > 0 ? v.mul(a.value) : v.div(a.value)), exact.fraction(1));

/** The second way: mathjs adds the parts and multiplies the amounts with their units. */
function checkWithUnits(amounts: readonly Amount[], powers: readonly number[], target: Dimension, answer: Exact): boolean {
  const amount = (a: Amount): string => `(${a.pieces.map((p) => `${p.sign < 0 ? '-' : '+'} ${Number(p.value.valueOf())} ${withUnits(dimensionOf(p))}`).join(' ')})`;
  return unitsAgree(amounts.map((a, i) => `${amount(a)}^${powers[i]}`).join(' * '), target, answer);
}

/** Parts of different owners add up only when the question asks about all of them. */
function ownersAsked(story: Story, amounts: readonly Amount[]): boolean {
  const q = story.question.text.toLowerCase();
  return amounts.every((a) => new Set(a.pieces.map((p) => p.owner)).size === 1) || EVERYONE.test(q);
}

export function readPartsThenRate(story: Story): { amounts: Amount[]; powers: number[]; target: Dimension; answer: Exact } | null {
  const text = strippedAway([...story.facts, story.question.text].join(' ').toLowerCase());
  if (story.questionQuantities.length > 0 || OTHER_STEPS.test(text) || STILL_CHANGES.test(text)) return null;
  const read = readPieces(story);
  const asked = read && askedOf(story, read);
  const pieces = read && asked && asWholes(read, asked);
  const amounts = pieces && amountsOf(story, pieces, asked);
  // Only a sum (or difference) of parts is this reader's: a plain chain of rates is solveRates's.
  // A rate (or an answer for each one) is what follows the sum: a plain sum is the story readers'.
  const rated = amounts?.some((a) => [...a.dimension.values()].some((p) => p < 0)) || [...(asked?.values() ?? [])].some((p) => p < 0);
  if (!asked || !amounts || !rated || !ownersAsked(story, amounts)) return null;
  const found = ways(amounts, asked);
  const values = found.map((powers) => valueOf(amounts, powers));
  const answer = values[0];
  if (!answer || values.some((v) => !v.equals(answer)) || answer.s < 0n || answer.equals(0)) return null;
  if (answer.d !== 1n && !MEASURES.test([...asked.keys()][0] ?? '')) return null;
  return checkWithUnits(amounts, found[0]!, asked, answer) ? { amounts, powers: found[0]!, target: asked, answer } : null;
}

export function solvePartsThenRate(statement: string): Solved | null {
  const story = readStory(statement);
  const reading = story && readPartsThenRate(story);
  if (!story || !reading) return null;
  const { amounts, powers, target, answer } = reading;
  const shown = (a: Amount): string => (a.pieces.length > 1 ? `(${a.pieces.map((p, i) => `${i === 0 ? '' : p.sign < 0 ? ' - ' : ' + '}${p.numbers}`).join('')})` : a.pieces[0]!.numbers);
  // The sums first, so the sentence reads as the story does: the parts, then the rate.
  const order = amounts.map((_, i) => i).sort((a, b) => Number(amounts[b]!.pieces.length > 1) - Number(amounts[a]!.pieces.length > 1) || (powers[b] ?? 1) - (powers[a] ?? 1));
  const sentence = order.map((i, n) => `${n === 0 ? ((powers[i] ?? 1) < 0 ? '1 ÷ ' : '') : (powers[i] ?? 1) > 0 ? ' × ' : ' ÷ '}${(powers[i] ?? 1) < 0 && amounts[i]!.pieces[0]!.numbers.includes('÷') ? `(${shown(amounts[i]!)})` : shown(amounts[i]!)}`).join('');
  const top = [...target.entries()].find(([, p]) => p > 0)?.[0] ?? '';
  const bottom = [...target.entries()].find(([, p]) => p < 0)?.[0];
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: amounts.flatMap((a) => a.pieces.map((p) => p.text)) },
    // Some taken away first ("12 of them left … the rest"): the rest is what is grouped.
    // An answer for each one of a group ("how many would each person get") shares the parts out.
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: amounts.some((a) => a.pieces.some((p) => p.sign < 0)) ? 'rest-then-groups' : bottom ? 'parts-then-share' : 'parts-then-rate' },
    { kind: 'check', statement: `the parts of one unit are added, and the units multiply out to ${bottom ? `${top} per ${bottom}` : top}`, holds: true },
  ];
  // "how many pieces of clothing": the answer counts pieces of it.
  const pieces = wholeAsked(story.question.text.toLowerCase()) === top;
  return { kind: 'word-problem', steps, answer: pieces ? `${showAnswer(answer, 'piece')} of ${top}` : showAnswer(answer, bottom ? `${top} per ${bottom}` : top) };
}

/**
 * "For every 3 pounds they recycled they earned 1 point": the story guard that leaves "for every"
 * to the ratio readers stops the story readers, so this reading of it runs among the shape readers,
 * only when no other story guard declines and the ratio is one of its rates.
 */
export function solvePartsThenRatio(statement: string): Solved | null {
  const declined = STATEMENT_GUARDS.filter((guard) => guard.declines.test(statement)).map((guard) => guard.name);
  if (declined.length !== 1 || declined[0] !== 'ratio' || !/\bfor (?:every|each) \d/i.test(statement)) return null;
  const solved = solvePartsThenRate(statement);
  return solved?.steps.some((s) => s.kind === 'facts' && s.facts.some((f) => / for every /.test(f))) ? solved : null;
}

/** "in the first half and … in the second half" (of a game): two settings, no part of an amount. */
const HALVES = /\bthe (first|second) half\b(?! of (?!(?:a|the) (?:trivia )?(?:game|match|contest|competition|quiz)\b))/gi;

/**
 * "Adam answered 5 questions correct in the first half and 5 in the second half": the word guard
 * sends every story with "half" to the readers of parts, so this reading of it runs among them,
 * only when each "half" is one of the two halves of a game, both told, and no other amount word is.
 */
export function solvePartsThenRateInHalves(statement: string): Solved | null {
  const halves = [...statement.matchAll(HALVES)].map((m) => m[1]?.toLowerCase());
  const all = statement.match(/\bhal(?:f|ves)\b/gi) ?? [];
  if (halves.length !== all.length || !halves.includes('first') || !halves.includes('second')) return null;
  const settings = statement.replace(HALVES, (_, which: string) => `the ${which} period`);
  return amountWords(settings).length === 0 ? solvePartsThenRate(settings) : null;
}
