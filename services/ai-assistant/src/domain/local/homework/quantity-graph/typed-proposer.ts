import type { Exact } from '../math-engine.js';
import type { SolutionStep, Solved, StorySchema } from '../steps.js';
import { readStory, type Story } from '../story/read-story.js';
import { showMoneyAnswer } from '../story/wording.js';
import { singular } from '../story/words.js';
import type { Dimension } from './read-rates.js';
import { MEASURES } from './solve-rates.js';
import { withUnits, unitsAgree } from './unit-math.js';
import { readPieces, type Piece } from './parts-then-rate-reading.js';
import { askedOf, asWholes, dimensionOf as pieceDimension } from './parts-then-rate.js';
import { leavesOf, plainSteps, typedCandidates, valueOf, type Expr, type Typed } from './typed-expressions.js';
import { signsFit } from './typed-signs.js';
import { questionPicks } from './parts-then-rate-sums.js';
import { GAIN, LOSS } from '../story/change-verbs.js';

/**
 * The typed proposer, tried only when every other reader declines: "Tickets cost $4 each. Tom bought
 * 6 tickets. How much did he spend?" (4 × 6), "Sara has 42 cookies and puts 6 in each bag. How many
 * bags?" (42 ÷ 6), "A farmer picked 30 apples and sold 6. He packs the rest 4 to a box …" ((30 − 6) ÷ 4).
 * Every number of the story (two or three) is used once; of all the ways of combining them, the ones
 * whose units come out as the asked unit are proposed. It answers only when the words decide every add
 * or subtract (`typed-signs.ts`), every proposal left gives one number, that number is positive (whole
 * for counted things, and so is every step) and mathjs, computing with the units, gets it again.
 */

/**
 * Words of shapes a plain chain of two or three numbers does not model: comparisons, multiples and
 * parts, ends told instead of changes ("has 5 left", "now has"), unknown amounts ("some"), remainders.
 */
const OTHER_SHAPES = /\b(?:than|times|twice|double|triple|half|halves|third|quarter|fourth|fifth|percent|per cent|average|each other|another|instead|except|only|least|most|some|pairs?|dozens?|minus|plus|increase\w*|decrease\w*|square|rest|remain\w*|left over|already|still|more|fewer|less|extra|other|others|both|either|neither|same|first|second|last|next|round|back|ago|older|younger|age|old|change|discount|off|borrow\w*|owe\w*|return\w*|ratio|speed|leftover|at least|at most|enough|would have|will have|sum|difference|split|equally|evenly|shared?|between|among|also|give|gives|gave|given|giving)\b|%/;
/** An end told in the story ("has 5 left", "now has 30 in all") is a change-unknown or a missing part, not a chain. */
const ENDS_IN_FACTS = /\b(?:left|now|in all|total|altogether|together|combined|in the end|at the end)\b/;

/** An answer in a measured unit may be a fraction; counted things come out whole. */
const counted = (d: Dimension): boolean => [...d].some(([u, p]) => p > 0 && !MEASURES.test(u));
/** "How many are left", "without a nest": a question about what stays asks for something taken away. */
const ASKS_REST = /\b(?:left|without|remain\w*)\b/;

/**
 * What each rate is for, in the story's own nouns: "Each CD rack holds 8 CDs" (8 CDs per rack), "they
 * each ate 8 pieces" (per one of the people just counted). A "per" the story counts nowhere is a misreading.
 */
function perNamed(story: Story, pieces: readonly Piece[]): Piece[] | null {
  const units = new Set(pieces.map((p) => p.unit));
  const out = pieces.map((p, i) => {
    const q = p.from;
    if (p.per === 'each' || (p.per !== null && units.has(p.per))) return p;
    const each = /\b(?:each|every) ([a-z]+)(?: ([a-z]+))?\s+(?:[a-z]+\s+){0,2}$/.exec(q.lead);
    const said = each ? [each[2], each[1]].filter((w): w is string => !!w).map((w) => singular(w)) : [];
    const named = said.map((w) => [...units].find((u) => u !== p.unit && u === w)).find(Boolean);
    if (named && p.per === null) return { ...p, per: named };
    const before = pieces[i - 1];
    if (/\b(?:they|we|you|them) each\s+[a-z]+\s*$/.test(q.lead) && before && before.per === null && before.from.sentence < q.sentence) return { ...p, per: before.unit };
    return p;
  });
  // "For each shoe, 5 minutes for the buckle and 10 for the heel": an "each" no rate of the reading is for.
  const pers = new Set(out.map((p) => p.per));
  const told = story.facts.join(' ').toLowerCase();
  for (const m of told.matchAll(/\b(?:each|every|per) ([a-z]+)(?: ([a-z]+))?/g)) {
    const rated = [m[1], m[2]].some((w) => !!w && (pers.has(w) || pers.has(singular(w))));
    if (!rated && m[1] !== 'of' && !/\b(?:they|we|you|them) each $/.test(told.slice(0, (m.index ?? 0) + 5))) return null;
  }
  // The thing each one is for is counted, asked, or named as "each coke" (what the money buys).
  const asked = (u: string): boolean => new RegExp(`\\b${u}`).test(story.question.text.toLowerCase()) || new RegExp(`\\b(?:each|every|per) ${u}`).test(told);
  return out.every((p) => p.per === null || p.per === 'each' || units.has(p.per) || asked(p.per)) ? out : null;
}

/** "$3 each" is for each one of the one count the story tells. */
function resolvedEach(story: Story, pieces: readonly Piece[]): Piece[] | null {
  const counts = new Set(pieces.filter((p) => p.per === null).map((p) => p.unit));
  // "buying apples for 2 dollars each … if she bought 6 pears": the sentence of the "each" names what it is for.
  const about = (p: Piece, unit: string): boolean => {
    const sentence = (story.facts[p.from.sentence] ?? p.from.clause).toLowerCase();
    return sentence.split(/[^a-z]+/).some((w) => w === unit || singular(w) === unit) || /\b(?:them|they)\b/.test(sentence);
  };
  const out = pieces.map((p) => (p.per === 'each' ? { ...p, per: counts.size === 1 && about(p, [...counts][0]!) ? [...counts][0]! : null } : p));
  return out.some((p, i) => p.per === null && pieces[i]!.per === 'each') ? null : out;
}

/** "How many pieces of pizza" with "8 pieces of pizza" told: the unit the story counts, not the whole named after "pieces of". */
function askedIn(story: Story, pieces: readonly Piece[]): Dimension | null {
  const target = askedOf(story, pieces);
  const unit = story.question.unit && singular(story.question.unit);
  const told = (u: string): boolean => pieces.some((p) => p.unit === u || p.per === u);
  if (target && target.size === 1 && !told([...target.keys()][0]!) && unit && told(unit)) return new Map([[unit, 1]]);
  return target;
}

/** "How many pieces of candy" with "packages of gum and packages of candy": what the question counts pieces of picks some packages. */
function wholePicked(story: Story): boolean {
  const named = /\b(?:pieces|items|kinds|types|packages|boxes|bags) of ([a-z]+)/.exec(story.question.text.toLowerCase())?.[1];
  const ofs = story.quantities.map((q) => q.of && singular(q.of));
  return !!named && ofs.some((o) => o === singular(named)) && ofs.some((o) => o !== singular(named));
}

/** "How many buttons does his wife use?": someone the question names through another, whom the story never tells of. */
function strangerAsked(story: Story): boolean {
  const facts = story.facts.join(' ').toLowerCase();
  return [...story.question.text.toLowerCase().matchAll(/\b(?:his|her|their|its|my|your|our|[a-z]+'s) ([a-z]+)/g)]
    .some((m) => !facts.includes(singular(m[1]!)));
}

interface Proposal { story: Story; pieces: Piece[]; expr: Expr; target: Dimension; answer: Exact }

export function proposeTyped(story: Story): Proposal | null {
  const text = [...story.facts, story.question.text].join(' ').toLowerCase();
  if (story.questionQuantities.length > 0 || story.quantities.length < 2 || story.quantities.length > 3) return null;
  // The question's own "if …" clause is told like the facts: "if he ate what was left, how many …".
  const told = [...story.facts, story.question.text.replace(/\b(?:how|what)\b.*$/i, '')].join(' ').toLowerCase();
  if (OTHER_SHAPES.test(text) || ENDS_IN_FACTS.test(told)) return null;
  // "9 five dollar bills": two numbers side by side are one amount read twice.
  if (story.quantities.some((q) => /^\s*\$?\d/.test(q.trail))) return null;
  const read = readPieces(story);
  if (!read || read.length !== story.quantities.length || read.some((p) => p.sign < 0)) return null;
  const target = askedIn(story, read);
  const named = perNamed(story, read);
  const wholes = target && named && asWholes(named, target);
  const pieces = wholes && resolvedEach(story, wholes);
  if (!target || !pieces) return null;
  const items: Typed[] = pieces.map((p) => ({ value: p.value, dimension: pieceDimension(p) }));
  // "How many saltwater animals", "minutes … yesterday": a word of the question that only some numbers have picks them.
  if (questionPicks(story, story.quantities, new Set(target.keys())) || wholePicked(story) || strangerAsked(story)) return null;
  const typed = typedCandidates(items, target);
  const fits = typed.map((e) => ({ e, fit: signsFit(story, e, pieces.map((p) => p.from)) }));
  // A sign the words do not decide, or no typed way at all: no guess.
  if (fits.length === 0 || fits.some((f) => f.fit === 'untold')) return null;
  const kept = fits.filter((f) => f.fit === 'fits').map((f) => f.e);
  const values = kept.map((e) => valueOf(e, items));
  const answer = values[0];
  if (!answer || values.some((v) => !v || !v.equals(answer))) return null;
  const expr = kept[0]!;
  if (!plainSteps(expr, items, counted) || answer.s < 0n || answer.equals(0)) return null;
  if (counted(target) && answer.d !== 1n) return null;
  const taken = JSON.stringify(expr).includes('"-"');
  if (ASKS_REST.test(story.question.text.toLowerCase()) && !taken) return null;
  // "How many tons did he purchase?" after buying and selling asks one act, not what is left.
  if (taken && (GAIN.test(story.question.text.toLowerCase()) || LOSS.test(story.question.text.toLowerCase().replace(/\bleft\b/g, '')))) return null;
  return unitsAgree(withUnitsOf(expr, items), target, answer) ? { story, pieces, expr, target, answer } : null;
}

/** The second way: mathjs computes the expression with every number's units. */
function withUnitsOf(e: Expr, items: readonly Typed[]): string {
  if (e.kind === 'leaf') return `(${Number(items[e.index]!.value.valueOf())} ${withUnits(items[e.index]!.dimension)})`;
  return `(${withUnitsOf(e.left, items)} ${e.op} ${withUnitsOf(e.right, items)})`;
}

function sentenceOf(e: Expr, pieces: readonly Piece[], top = true): string {
  if (e.kind === 'leaf') return pieces[e.index]!.numbers;
  const s = `${sentenceOf(e.left, pieces, false)} ${{ '+': '+', '-': '-', '*': '×', '/': '÷' }[e.op]} ${sentenceOf(e.right, pieces, false)}`;
  return top ? s : `(${s})`;
}

function schemaOf(e: Expr): StorySchema {
  const ops = new Set<string>();
  const walk = (x: Expr): void => { if (x.kind === 'op') { ops.add(x.op); walk(x.left); walk(x.right); } };
  walk(e);
  const additive = ops.has('+') || ops.has('-');
  const multiplicative = ops.has('*') || ops.has('/');
  if (!multiplicative) return ops.has('-') ? 'change' : 'combine';
  if (!additive) return 'rate';
  return ops.has('-') ? 'rest-then-groups' : 'parts-then-rate';
}

/**
 * "A fence is a rectangle that measures 20 feet on the long side and 15 feet on the short side": a shape's sides
 * stand for more sides than are told (its perimeter is 70, never 20 + 15), which units alone cannot tell; the
 * proposer leaves shapes to the readers that know them ("square feet" is a unit, no shape).
 */
const SHAPE = /\b(?:rectangles?|rectangular|triangles?|triangular|pentagons?|hexagons?|octagons?|polygons?)\b|\bsquares?\b(?! (?:feet|foot|meters?|inch(?:es)?|yards?|miles?|units?|centimeters?|kilometers?)\b)/i;

export function solveTypedProposal(statement: string): Solved | null {
  if (SHAPE.test(statement)) return null;
  const story = readStory(statement);
  const proposal = story && proposeTyped(story);
  if (!proposal) return null;
  const { pieces, expr, target, answer } = proposal;
  const top = [...target.entries()].find(([, p]) => p > 0)?.[0] ?? '';
  const bottom = [...target.entries()].find(([, p]) => p < 0)?.[0];
  const unit = bottom ? `${top} per ${bottom}` : top;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: proposal.story.question.text },
    { kind: 'facts', facts: leavesOf(expr).map((i) => pieces[i]!.text) },
    { kind: 'number-sentence', sentence: `${sentenceOf(expr, pieces)} = ?`, schema: schemaOf(expr) },
    { kind: 'check', statement: `every number is used once, the adding and taking away go as the story's verbs say, and the units work out to ${unit}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showMoneyAnswer(answer, unit, proposal.story.question.text) };
}
