import { cardinalsAsDigits } from '../../text/cardinals.js';
import { singular } from '../story/words.js';
import { exact, showReadable, type Exact } from '../math-engine.js';
import { eliminate } from './eliminate.js';
import { headNoun, ORDINAL, ORDINALS, partClauses, partEquation, type PartEquation } from './ordinal-part-clauses.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * A whole told as numbered parts: "Hannah has three dogs. The first dog eats 1.5 cups of food a day. The second dog
 * eats twice as much while the third dog eats 2.5 cups more than the second dog. How many cups should Hannah prepare
 * in a day?", "There are 22 oranges in the first bucket, 17 more oranges in the second bucket and 11 fewer oranges in
 * the third bucket than in the second." The story counts the parts ("three dogs", "3 days of rain"), then tells
 * every one of them, by ordinal, as an amount or through an earlier part (`ordinal-part-clauses.ts`); the question
 * asks for all of them together, or for one part by its ordinal. Every number of the story must be used.
 */
const TOTAL = /\b(?:in\s+total|combined\s+total|total|in\s+all|altogether|all\s+together|combined|together|all\s+(?:the\s+)?\d*\s*[a-z]+s|both|prepare|need|needs)\b/i;

const NOT_ASKED = /\b(?:more|fewer|less|than|difference|left|remain\w*|each|average|per|every)\b/i;
const MEASURE = /^(?:dollar|cent|mile|kilometer|meter|centimeter|foot|feet|inch|yard|pound|ounce|gram|kilogram|ton|gallon|liter|litre|cup|quart|pint|hour|minute|second|day|week|year)$/;
const PERIOD = /\b(day|week|month|year|hour|minute|night|second)s?\b/gi;

interface OrderedParts { noun: string; count: number; clauses: Array<{ k: number; text: string }>; question: string; total: { value: Exact; unit: string } | null }

const TOLD_TOTAL = /\ba\s+total\s+of\s+(\d+(?:\.\d+)?)\s+([a-z]+(?:\s+[a-z]+)?)|\b(\d+(?:\.\d+)?)\s+([a-z]+)\s+(?:in\s+total|altogether|combined|in\s+all)\b/i;

function orderedParts(text: string): OrderedParts | null {
  const sentences = text.split(/(?<=[.!?])\s+/);
  // "If the first warehouse has 400 boxes, how many …": the question's own fact is told before it.
  const own = /^if\s+(.+?),\s*((?:how|what)\b.*)$/i.exec(sentences.at(-1)!);
  const question = own ? own[2]!.replace(/^./, (c) => c.toUpperCase()) : sentences.at(-1)!;
  const facts = [...sentences.slice(0, -1), ...(own ? [`${own[1]!.replace(/^./, (c) => c.toUpperCase())}.`] : [])].join(' ');
  if (!/^(?:how\s+(?:many|much)|what\s+(?:is|was)\s+the\s+total)\b/i.test(question)) return null;
  // "The second eats 53 seeds": a word followed by the amount is the verb of a part named without its noun.
  const nouns = [...facts.matchAll(new RegExp(String.raw`\bthe\s+${ORDINAL}\s+([a-z]+)\b(?!\s+(?:\d|\$|as\b|twice\b|half\b))`, 'gi'))].map((m) => singular(m[1]!));
  if (nouns.length === 0 || new Set(nouns).size !== 1) return null;
  const noun = nouns[0]!;
  const first = facts.search(new RegExp(String.raw`\bthe\s+${ORDINAL}\b`, 'i'));
  const from = facts.slice(0, first).search(/[^.!?]*$/);
  // The parts are counted before they are told ("three dogs"), or by the question ("for 3 days").
  const before = new RegExp(String.raw`\b(\d)\s+(?:[a-z]+\s+){0,2}?${noun}(?:e?s)?\b`, 'i').exec(facts.slice(0, from));
  const counted = before ?? new RegExp(String.raw`\b(\d)\s+${noun}(?:e?s)?\b`, 'i').exec(question);
  const parts = counted ? partClauses(facts.slice(from)) : null;
  if (!counted || !parts) return null;
  const count = Number(counted[1]);
  if (count < 2 || parts.clauses.some((c) => c.k > count)) return null;
  // Every number outside the parts' clauses is the count itself ("in the 3 days" may ask it again) or a told total.
  const others = `${facts.slice(0, from).replace(before?.[0] ?? '', '')} ${parts.rest} ${question}`.replace(new RegExp(String.raw`\b${count}\s+${noun}(?:e?s)?\b`, 'gi'), '');
  const total = TOLD_TOTAL.exec(others);
  if (/\d/.test(total ? others.replace(total[0], '') : others)) return null;
  // "1.5 cups a day" answers "how many cups a day", never "a week".
  const periods = (said: string): string[] => [...said.replace(new RegExp(String.raw`\bthe\s+${ORDINAL}\b`, 'gi'), '').matchAll(PERIOD)].map((m) => m[1]!.toLowerCase().replace(/s$/, '')).filter((p) => p !== noun);
  const told = new Set(periods(parts.clauses.map((c) => c.text).join(' ')));
  const asked = new Set(periods(question));
  if (told.size !== asked.size || [...told].some((p) => !asked.has(p))) return null;
  const totalTold = total ? { value: exact.fraction(total[1] ?? total[3]!), unit: headNoun(total[2] ?? total[4]!) } : null;
  return { noun, count, clauses: parts.clauses, question, total: totalTold };
}

/** The parts' equations (and a told total) solved together; null unless one solution of positive amounts. */
function solvedParts(read: OrderedParts): { equations: PartEquation[]; values: Exact[] } | null {
  const equations = read.clauses.map((c) => partEquation(c.text, c.k, ORDINALS));
  if (equations.some((e) => !e || e.refs.some((r) => r > read.count))) return null;
  const rows = (equations as PartEquation[]).map((e) => {
    const row = Array.from({ length: read.count + 1 }, () => exact.fraction(0));
    row[e.k - 1] = row[e.k - 1]!.add(1);
    for (const r of e.refs) row[r - 1] = row[r - 1]!.sub(e.factor);
    row[read.count] = e.offset;
    return row;
  });
  if (read.total) rows.push([...Array.from({ length: read.count }, () => exact.fraction(1)), read.total.value]);
  const values = rows.length === read.count ? eliminate(rows) : null;
  return values && values.every((v) => v.s > 0n && !v.equals(0)) ? { equations: equations as PartEquation[], values } : null;
}

function ordinalParts(statement: string): SkillAnswer | null {
  const text = cardinalsAsDigits(statement.replace(/\s+/g, ' ').trim());
  const read = orderedParts(text.endsWith('?') ? text : `${text}?`);
  // The whole or one part is asked, never a comparison, what is left, or a share.
  if (!read || NOT_ASKED.test(read.question) || [...read.question.matchAll(new RegExp(String.raw`\bthe\s+${ORDINAL}\b`, 'gi'))].length > 1) return null;
  const solved = solvedParts(read);
  if (!solved) return null;
  const { equations, values } = solved;
  const units = [...equations.map((e) => e.unit), read.total?.unit ?? null].filter((u): u is string => u !== null);
  if (units.length === 0 || units.some((u) => singular(u) !== singular(units[0]!))) return null;
  const unit = units[0]!;
  // Counts come out whole; a part of a measure may not ("2.5 cups", "3/4 as far").
  const told = [...equations.map((e) => e.offset), ...(read.total ? [read.total.value] : [])];
  if (values.some((v) => v.d !== 1n) && !MEASURE.test(singular(unit)) && told.every((n) => n.d === 1n)) return null;
  const amount = (v: Exact): string => (unit === 'dollars' ? `$${showReadable(v)}` : `${showReadable(v)} ${unit}`);
  const phrase = /\bhow\s+many\s+(?!(?:do|does|did|is|are|was|were|will|would|can|could|have|has|had)\b)([a-z]+(?:\s+[a-z]+)?)/i.exec(read.question)?.[1];
  const asked = phrase ? headNoun(phrase) : undefined;
  if (asked && singular(asked) !== singular(unit) && !new RegExp(String.raw`\b${unit}\s+of\s+${asked}\b`, 'i').test(statement)) return null;
  const name = (k: number): string => `the ${ORDINALS[k - 1]} ${read.noun}`;
  const v = (k: number): string => showReadable(values[k - 1]!);
  const through = (e: PartEquation, show: (k: number) => string): string => {
    const of = e.refs.length > 1 ? `(${e.refs.map(show).join(' + ')})` : show(e.refs[0]!);
    const offset = e.offset.equals(0) ? '' : ` ${e.offset.s < 0n ? '−' : '+'} ${showReadable(e.offset.abs())}`;
    return `${e.factor.equals(1) ? '' : `${showReadable(e.factor)} × `}${of}${offset}`;
  };
  const facts = [...equations.map((e) => (e.refs.length ? `${name(e.k)} = ${through(e, name)}` : `${name(e.k)}: ${amount(e.offset)}`)),
    ...(read.total ? [`all ${read.count} ${read.noun}s together: ${amount(read.total.value)}`] : [])];
  // One part after another when each is told once through earlier ones; otherwise the equations together.
  const inOrder = !read.total && equations.every((e, i) => e.k === i + 1 && e.refs.every((r) => r < e.k));
  const work = inOrder ? equations.map((e) => `${name(e.k)}: ${e.refs.length ? `${through(e, v)} = ${v(e.k)}` : amount(e.offset)}`).join('; ')
    : `solving the ${equations.length + (read.total ? 1 : 0)} equations together: ${values.map((_, i) => `${name(i + 1)} = ${v(i + 1)}`).join(', ')}`;
  const checks = [...equations.filter((e) => e.refs.length).map((e) => `${v(e.k)} = ${through(e, v)}`), ...(read.total ? [`${values.map(showReadable).join(' + ')} = ${showReadable(read.total.value)}`] : [])];
  const one = new RegExp(String.raw`\bthe\s+(${ORDINAL})\b`, 'i').exec(read.question);
  const what = unit === 'dollars' ? 'the cost' : `the ${unit}`;
  if (one) {
    const k = ORDINALS.indexOf(one[1]!.toLowerCase()) + 1;
    if (k < 1 || k > read.count) return null;
    return { problem: `${what} of ${name(k)}`, facts, schema: 'relation', sentence: work, check: checks.join('; ') || `${amount(values[k - 1]!)}, as told`, answer: amount(values[k - 1]!) };
  }
  // "in total", "altogether", or all the parts by their count: "over the three days", "for all 3 presents".
  if (read.total || (!TOTAL.test(read.question) && !new RegExp(String.raw`\b${read.count}\s+${read.noun}(?:e?s)\b`, 'i').test(read.question))) return null;
  const total = values.reduce((a, b) => a.add(b), exact.fraction(0));
  return {
    problem: `${what} of all ${read.count} ${read.noun}s together`,
    facts,
    schema: 'relation',
    sentence: `${work}; together ${values.map(showReadable).join(' + ')} = ${showReadable(total)}`,
    check: [...checks, `${showReadable(total)} − ${values.map(showReadable).join(' − ')} = 0`].join('; '),
    answer: amount(total),
  };
}

export const ORDINAL_PART_SKILLS = [ordinalParts];
