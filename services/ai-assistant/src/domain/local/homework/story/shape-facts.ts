import { exact, type Exact } from '../math-engine.js';
import { tidyText } from './words.js';

/**
 * asdiv-more: the measures a story tells of one flat figure ("12 inches high and 10 inches long",
 * "an area of 35 square yards", "its perimeter is 60 feet", "sides that are 9 centimeters long") and
 * the one measure its question asks. Every number of the story must be one of these measures in one
 * unit of length; anything else (a cost, a cut, a border, a second figure, a change of size) reads nothing.
 */
export type Measure = 'long' | 'wide' | 'tall' | 'side' | 'area' | 'perimeter';
export type Figure = { kind: 'rectangle' } | { kind: 'regular'; sides: number };
export interface ShapeFacts { figure: Figure; told: Map<Measure, Exact>; asked: Measure; unit: string; question: string }

const UNITS: Record<string, string> = {
  foot: 'foot', feet: 'foot', feets: 'foot', ft: 'foot', inch: 'inch', inches: 'inch', yard: 'yard', yards: 'yard', yd: 'yard', yds: 'yard',
  meter: 'meter', meters: 'meter', metre: 'meter', metres: 'meter', m: 'meter', centimeter: 'centimeter', centimeters: 'centimeter', cm: 'centimeter',
  millimeter: 'millimeter', millimeters: 'millimeter', mm: 'millimeter', kilometer: 'kilometer', kilometers: 'kilometer', km: 'kilometer', mile: 'mile', miles: 'mile',
};
const UNIT = `(${Object.keys(UNITS).join('|')})\\b\\.?`;
const NUMBER = '(\\d[\\d,]*(?:\\.\\d+)?)';
const AREA = new RegExp(`${NUMBER}\\s*(?:square|sq\\.?)\\s*${UNIT}`, 'gi');
const LENGTH = new RegExp(`${NUMBER}[\\s-]*${UNIT}`, 'gi');
// Figures whose measures are not a rectangle's or a regular polygon's, and words that change, cut, price or tile the figure.
const OTHER_FIGURE = /\b(?:circle|circular|round|diameter|radius|triangle|triangular|parallelogram|trapez\w*|rhombus|kite|cube|box|prism|cylinder|volume|base|diagonal|angles?|degrees?)\b/i;
const MORE_THAN_MEASURES = /\b(?:cut|cuts|doubl\w*|tripl\w*|half|twice|times|border|frame around|tore|torn|cost\w*|price|pay|paid|per|rate|minutes?|hours?|more|less|fewer|than|left|remain\w*|enlarge\w*|increas\w*|decreas\w*|pieces|tiles|cards?|posts?|each of|both|and then|another|other|ratio|percent|fits?|covers?|cover|mow\w*|paint\w*|carpet\w*)\b|\$|%|\d\s*\/\s*\d/i;
const REGULAR: Record<string, number> = { pentagon: 5, hexagon: 6, heptagon: 7, octagon: 8, nonagon: 9, decagon: 10 };

const number = (text: string): Exact => exact.fraction(text.replace(/,/g, ''));

/** The question: the last sentence, asking ("How long …?", "What is …?", "Find the perimeter."); a condition in it is one more fact. */
function splitLast(text: string): { facts: string; question: string } | null {
  const clean = text.replace(/\bsq\.\s*/gi, 'square ').replace(/\b(ft|yds?|cm|mm|km|m)\.(?=\s+[a-z])/g, '$1');
  const sentences = clean.trim().split(/(?<=[.?!])\s+/);
  let question = sentences.pop() ?? '';
  const facts = [...sentences];
  const lead = /^if\s+([^,]+),\s*(.+)$/i.exec(question);
  const trail = /^(.+?),?\s+if\s+([^,]+?)[.?]?$/i.exec(question);
  if (lead) [facts[facts.length], question] = [`${lead[1]}.`, lead[2]!];
  else if (trail) [facts[facts.length], question] = [`${trail[2]}.`, trail[1]!];
  if (!/^(?:how|what|find)\b/i.test(question) && !question.endsWith('?')) return null;
  return { facts: facts.join(' '), question };
}

function figureOf(text: string): Figure | null {
  if (OTHER_FIGURE.test(text.replace(/\bequilateral triangle\b/gi, ''))) return null;
  if (/\bequilateral triangle\b/i.test(text)) return { kind: 'regular', sides: 3 };
  const regular = /\bregular (pentagon|hexagon|heptagon|octagon|nonagon|decagon)\b/i.exec(text);
  if (regular) return { kind: 'regular', sides: REGULAR[regular[1]!.toLowerCase()]! };
  if (/\b(?:pentagon|hexagon|heptagon|octagon|nonagon|decagon|polygon)\b/i.test(text)) return null;
  // "a square kitchen", not "35 square feet".
  if (new RegExp(`\\bsquare\\b(?!\\s*${UNIT})`, 'i').test(text)) return /\brectang/i.test(text) ? null : { kind: 'regular', sides: 4 };
  return { kind: 'rectangle' };
}

/** What one length of the story measures, by the words just before and after it. */
function roleOf(before: string, after: string): Measure | null {
  const next = after.toLowerCase();
  const last = before.toLowerCase().split(/[.,;]/).pop() ?? '';
  if (/^\s*(?:long|in length)\b/.test(next)) return /\bsides?\b/.test(last) ? 'side' : 'long';
  if (/^\s*(?:wide|broad|in width)\b/.test(next)) return 'wide';
  if (/^\s*(?:tall|high|in height)\b/.test(next)) return 'tall';
  if (/^\s*(?:on |of )?each side\b|^\s*(?:on a side|each)\b/.test(next)) return 'side';
  if (/\b(?:perimeter|distance around)\b[^0-9]*$/.test(last)) return 'perimeter';
  if (/\bsides?\b[^0-9]*$/.test(last)) return 'side';
  if (/\blength\b[^0-9]*$/.test(last)) return 'long';
  if (/\bwidth\b[^0-9]*$/.test(last)) return 'wide';
  if (/\bheight\b[^0-9]*$/.test(last)) return 'tall';
  return null;
}

function askedOf(question: string, figure: Figure): Measure | null {
  const q = question.toLowerCase();
  if (/\d/.test(q)) return null;
  const asks: Measure[] = [];
  if (/\barea\b|\bhow many square\b/.test(q)) asks.push('area');
  if (/\bperimeter\b|\bdistance around\b/.test(q)) asks.push('perimeter');
  if (/\bsides?\b/.test(q)) asks.push('side');
  else if (/\bhow long\b|\blength\b/.test(q)) asks.push(figure.kind === 'regular' ? 'side' : 'long');
  if (/\bhow wide\b|\bwidth\b/.test(q)) asks.push(figure.kind === 'regular' ? 'side' : 'wide');
  if (/\bhow (?:tall|high)\b|\bheight\b/.test(q)) asks.push(figure.kind === 'regular' ? 'side' : 'tall');
  return asks.length === 1 ? asks[0]! : null;
}

export function readShapeFacts(statement: string): ShapeFacts | null {
  const text = tidyText(statement);
  const split = splitLast(text);
  if (!split || MORE_THAN_MEASURES.test(text)) return null;
  const figure = figureOf(text);
  if (!figure) return null;
  const asked = askedOf(split.question, figure);
  if (!asked) return null;
  const told = new Map<Measure, Exact>();
  const units = new Set<string>();
  const facts = split.facts.replace(AREA, (_, n: string, u: string) => {
    if (told.has('area')) units.add('twice');
    told.set('area', number(n));
    units.add(UNITS[u.toLowerCase()]!);
    return ' ';
  });
  for (const m of facts.matchAll(LENGTH)) {
    const role = roleOf(facts.slice(0, m.index), facts.slice(m.index + m[0].length));
    if (!role || told.has(role)) return null;
    told.set(role, number(m[1]!));
    units.add(UNITS[m[2]!.toLowerCase()]!);
  }
  // Every number of the story is one of the measures read, all in one unit.
  const numbers = text.match(/\d[\d,]*(?:\.\d+)?/g) ?? [];
  if (numbers.length !== told.size || units.size !== 1 || told.has(asked)) return null;
  return { figure, told, asked, unit: [...units][0]!, question: split.question };
}
