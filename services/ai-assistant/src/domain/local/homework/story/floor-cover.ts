import { exact, showDecimal as show, type Exact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import { tidyText } from './words.js';

/**
 * svamp-subunit: a floor covered with carpet or tiles, its area a product asked forwards or backwards.
 * "Her room is 7 feet wide. She needs a carpet of size 14 square feet. What is the length of her room?"
 * (14 ÷ 7); "… 4 feet long and 20 feet wide. She has 18 square feet of carpet. How much more carpet does
 * she need?" (4 × 20 − 18); "… each tile is of size 4 square feet. How many tiles …?" (4 × 20 ÷ 4);
 * "… she has 20 rooms …" (4 × 20 × 20). Every number of the story must be one of these, in one unit of
 * length; anything else (a price, a border, a second kind of room, a cut) reads nothing.
 */
const UNIT = '(feet|foot|meters?|yards?|inches|inch)';
const N = '(\\d+(?:\\.\\d+)?)';
const LONG = new RegExp(`\\b${N} ${UNIT} (?:long|in length)\\b|\\blength (?:of|is) ${N} ${UNIT}`, 'g');
const WIDE = new RegExp(`\\b${N} ${UNIT} (?:wide|in width)\\b|\\bwidth (?:of|is) ${N} ${UNIT}`, 'g');
const NEEDED = new RegExp(`\\bneeds? (?:a )?(?:carpet|rug) of (?:size|area) ${N} square ${UNIT}`, 'g');
const HAS = new RegExp(`\\b(?:has|had|have|bought) ${N} square ${UNIT} of (?:carpet|rug)\\b`, 'g');
const TILE = new RegExp(`\\beach tile (?:is|measures|covers) (?:of size )?${N} square ${UNIT}`, 'g');
const ROOMS = /\b(?:has|have|are) (\d+) rooms\b/g;
const FLOOR = /\b(?:room|rooms|floor|floors)\b/;
const OTHER = /\b(?:cost|costs|price|\$|dollars?|border|around|cut|half|twice|times|percent|per|each room|kitchen|bedroom|hall|wall|walls|ceiling|perimeter|already|left|used)\b|%/;

type Unit = string;
const canonical = (u: string): Unit => (u.startsWith('f') ? 'foot' : u.startsWith('inch') ? 'inch' : u.replace(/s$/, ''));

interface Told { value: Exact; unit: Unit }
function all(text: string, pattern: RegExp): Told[] {
  return [...text.matchAll(pattern)].map((m) => {
    const [n, u] = m.slice(1).filter(Boolean);
    return { value: exact.fraction(n!), unit: canonical(u!) };
  });
}

type Worked = { value: Exact; sentence: string; unit: string; back: (v: Exact) => boolean };

interface Floor { long?: Told; wide?: Told; needed?: Told; has?: Told; tile?: Told; rooms?: number }

function work(question: string, { long, wide, needed, has, tile, rooms }: Floor): Worked | null {
  const q = question.toLowerCase();
  const sides = [long, wide].filter((s): s is Told => !!s);
  const unit = (sides[0] ?? needed)?.unit ?? '';
  // A side asked backwards: the area the carpet must cover and the other side.
  if (sides.length === 1 && needed && !has && !tile && rooms === undefined) {
    const asksLong = /\b(?:length|how long)\b/.test(q);
    const asksWide = /\b(?:width|how wide)\b/.test(q);
    if (asksLong === asksWide || (asksLong ? long : wide)) return null;
    const side = sides[0]!.value;
    const value = needed.value.div(side);
    return { value, sentence: `${show(needed.value)} ÷ ${show(side)}`, unit, back: (v) => v.mul(side).equals(needed.value) };
  }
  if (!long || !wide || needed) return null;
  const area = long.value.mul(wide.value);
  const product = `${show(long.value)} × ${show(wide.value)}`;
  if (has && !tile && rooms === undefined && /^how (?:much|many square [a-z]+ of) more (?:carpet|rug)\b.*\bneed\b/.test(q)) {
    const value = area.sub(has.value);
    return { value, sentence: `${product} − ${show(has.value)}`, unit: `square ${unit}`, back: (v) => v.add(has.value).equals(area) };
  }
  if (tile && !has && rooms === undefined && /^how many tiles\b.*\bneed\b/.test(q)) {
    const value = area.div(tile.value);
    return value.d === 1n ? { value, sentence: `${product} ÷ ${show(tile.value)}`, unit: 'tile', back: (v) => v.mul(tile.value).equals(area) } : null;
  }
  if (!has && !tile && /^how (?:much|many square [a-z]+ of) (?:carpet|rug)\b.*\bneed\b/.test(q) && (rooms === undefined || /\ball (?:the |her |his |their )?(?:rooms|floors)\b/.test(q))) {
    const count = exact.fraction(rooms ?? 1);
    const value = area.mul(count);
    return { value, sentence: rooms === undefined ? product : `${product} × ${rooms}`, unit: `square ${unit}`, back: (v) => v.div(count).div(wide.value).equals(long.value) };
  }
  return null;
}

export function solveFloorCover(statement: string): Solved | null {
  const split = splitQuestion(tidyText(statement));
  if (!split) return null;
  const text = `${split.facts} ${split.question}`.toLowerCase();
  const facts = split.facts.toLowerCase();
  if (!FLOOR.test(text) || OTHER.test(text) || /\d/.test(split.question)) return null;
  const read = { long: all(facts, LONG), wide: all(facts, WIDE), needed: all(facts, NEEDED), has: all(facts, HAS), tile: all(facts, TILE) };
  const rooms = [...facts.matchAll(ROOMS)].map((m) => Number(m[1]));
  const lists = Object.values(read);
  const told = lists.flat();
  // Every number is one of the measures read, each told once, all in one unit.
  const numbers = facts.match(/\d+(?:\.\d+)?/g) ?? [];
  if (lists.some((t) => t.length > 1) || rooms.length > 1 || numbers.length !== told.length + rooms.length) return null;
  if (new Set(told.map((t) => t.unit)).size !== 1) return null;
  const worked = work(split.question, { long: read.long[0], wide: read.wide[0], needed: read.needed[0], has: read.has[0], tile: read.tile[0], rooms: rooms[0] });
  if (!worked || worked.value.s < 0n || worked.value.equals(0) || !worked.back(worked.value)) return null;
  const plural = !worked.value.equals(1);
  const unit = worked.unit.replace(/\b(foot|inch|meter|yard|tile)$/, (u) => (!plural ? u : u === 'foot' ? 'feet' : u === 'inch' ? 'inches' : `${u}s`));
  return {
    kind: 'word-problem',
    steps: [
      { kind: 'restate', problem: split.question.trim() },
      { kind: 'facts', facts: told.map((t) => `${show(t.value)} ${t.unit}`) },
      { kind: 'number-sentence', sentence: `${worked.sentence} = ?`, schema: 'area' },
      { kind: 'check', statement: `${show(worked.value)} gives back the story's measures`, holds: true },
    ],
    answer: `${show(worked.value)} ${unit}`,
  };
}
