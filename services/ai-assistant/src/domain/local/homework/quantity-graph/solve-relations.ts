import { exact, terminates, type Exact, showDecimal as show } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { showAnswer } from '../story/wording.js';
import type { Asked } from './read-question.js';
import type { Relation } from './read-relations.js';
import { displayName } from './refs.js';
import { closeLoop } from './one-unknown.js';
import { kindsOfOne } from './kind-relations.js';
import { readChainStory } from './read-chain-story.js';
import { shiftFor } from './age-shift.js';
import { kindsTotal } from './kinds-total.js';
// gsm-multi: "they" are everyone the story names, also one named without an amount
import { untoldOwnerInThey } from './untold-owners.js';

/**
 * Relation chains ("Siobhan has 2 fewer jewels than Aaron. Aaron has 5 more jewels than half of
 * Raymond's jewels. If Raymond has 40 jewels, how many jewels does Siobhan have?"): every named
 * amount is found from the ones already known, forwards or backwards; the answer is shown only when
 * every relation holds for the values found and a second computation (the whole chain written as one
 * expression and evaluated by mathjs) gives the same number.
 */
/** "How tall is Tina?" after a story of ages: a question's measure word must fit the unit the story's amounts have. */
const HOW_MEASURE: ReadonlyArray<[RegExp, RegExp]> = [
  [/^how old\b/i, /^(?:year|month|week|day)$/],
  [/^how (?:tall|high|wide|deep|far)\b/i, /^(?:mile|kilometer|meter|centimeter|millimeter|foot|inch|yard|km|m|cm|mm|ft|in|yd)$/],
  [/^how heavy\b/i, /^(?:pound|ounce|gram|kilogram|ton|lb|oz|g|kg)$/],
];
const measureFits = (question: string, unit: string): boolean => !unit || HOW_MEASURE.every(([how, units]) => !how.test(question.trim()) || units.test(unit));
const MEASURE = /^(?:dollar|cent|mile|kilometer|meter|centimeter|foot|inch|yard|pound|ounce|gram|kilogram|gallon|liter|cup|hour|minute|year|month|week|day)$/;
const name = (ref: string): string => displayName(ref.replace(/\|.*$/, '')) + (ref.includes('|') ? ` (${ref.replace(/^.*\|/, '')})` : '');

export interface Found { value: Exact; expression: string }

/** Brackets only where a sum or difference meets a product or a subtraction: "3 * 12 - 12", not "(3 * (12) + (0)) - (12)". */
const grouped = (expression: string): string => (/^-?[\d./]+$|^[^+-]+$/.test(expression.trim()) ? expression : `(${expression})`);
function scaled(factor: Exact, base: string, offset: Exact): string {
  const times = factor.equals(1) ? base : `${show(factor)} * ${grouped(base)}`;
  if (offset.equals(0)) return times;
  return offset.s < 0n ? `${times} - ${show(offset.neg())}` : `${times} + ${show(offset)}`;
}
/** "18 / (1/9)": a fraction divisor is bracketed, or mathjs would read "18 / 1 / 9". */
const divisor = (factor: Exact): string => (factor.d === 1n || terminates(factor) ? show(factor) : `(${show(factor)})`);
const withOffset = (offset: Exact): string => (offset.equals(0) ? '' : offset.s < 0n ? ` - ${show(offset.neg())}` : ` + ${show(offset)}`);

/** Each amount from one already known; a second definition must agree. */
export function solveChain(relations: readonly Relation[]): Map<string, Found> | null {
  const found = new Map<string, Found>();
  for (let changed = true; changed;) {
    changed = false;
    for (const r of relations) {
      const target = found.get(r.target);
      const base = r.base ? found.get(r.base) : undefined;
      let next: [string, Found] | null = null;
      if (!r.base && !target) next = [r.target, { value: r.offset, expression: show(r.offset) }];
      else if (r.base && base && !target) next = [r.target, { value: r.factor.mul(base.value).add(r.offset), expression: scaled(r.factor, base.expression, r.offset) }];
      else if (r.base && target && !base && !r.factor.equals(0)) next = [r.base, { value: target.value.sub(r.offset).div(r.factor), expression: r.factor.equals(1) ? scaled(exact.fraction(1), target.expression, r.offset.neg()) : `${grouped(scaled(exact.fraction(1), target.expression, r.offset.neg()))} / ${divisor(r.factor)}` }];
      if (next) {
        found.set(...next);
        changed = true;
      }
    }
    if (!changed) {
      const closed = closeLoop(relations, new Map([...found].map(([k, f]) => [k, f.value])));
      if (closed) {
        found.set(closed[0], { value: closed[1], expression: show(closed[1]) });
        changed = true;
      }
    }
  }
  return found;
}

export const holds = (r: Relation, found: Map<string, Found>): boolean => {
  const target = found.get(r.target)?.value;
  const base = r.base ? found.get(r.base)?.value : exact.fraction(0);
  return !!target && !!base && target.equals(r.factor.mul(base).add(r.offset));
};

function answerOf(asked: Asked, found: Map<string, Found>): Found | null {
  const get = (ref: string): Found | null => found.get(ref) ?? null;
  if (asked.kind === 'one') return get(asked.ref);
  const parts = asked.kind === 'sum' ? asked.refs.map(get) : [get(asked.larger), get(asked.smaller)];
  if (parts.some((p) => !p)) return null;
  const [first, ...rest] = parts as Found[];
  const sign = asked.kind === 'sum' ? '+' : '-';
  const value = rest.reduce((total, p) => (sign === '+' ? total.add(p.value) : total.sub(p.value)), first!.value);
  // A later part of a difference is bracketed when it is a sum or difference itself; a sum needs none.
  return { value, expression: [first!.expression, ...rest.map((p) => (sign === '-' ? grouped(p.expression) : p.expression))].join(` ${sign} `) };
}

/** "15 + 5": the years the question looks ahead, added to today's ages. */
const shifted = (answer: Found | null, years: Exact): Found | null => (!answer || years.equals(0) ? answer
  : { value: answer.value.add(years), expression: `${answer.expression} ${years.s < 0n ? '-' : '+'} ${show(years.abs())}` });

/** "(12 + 24 + 48) / 3": an average shares the total among the people added. */
const shared = (answer: Found | null, people: number): Found | null => (!answer || people === 1 ? answer
  : { value: answer.value.div(people), expression: `(${answer.expression}) / ${people}` });

/** A relation as the facts show it: "Ann = 2 × Ben + 3", or an amount told outright "Ben: 5". */
export function describe(r: Relation): string {
  if (!r.base) return `${name(r.target)}: ${show(r.offset)}`;
  const times = r.factor.equals(1) ? name(r.base) : `${show(r.factor)} × ${name(r.base)}`;
  const offset = r.offset.equals(0) ? '' : r.offset.s < 0n ? ` − ${show(r.offset.neg())}` : ` + ${show(r.offset)}`;
  return `${name(r.target)} = ${times}${offset}`;
}

/** Apples and peaches in one story: each person's apples and peaches are separate amounts. */
function byUnit(relations: readonly Relation[], asked: Asked, units: ReadonlySet<string>): { relations: Relation[]; asked: Asked } | null {
  const k = (ref: string, unit: string): string => `${ref}|${unit}`;
  const keyedRelations = relations.map((r) => ({ ...r, target: k(r.target, r.unit), base: r.base ? k(r.base, r.baseUnit ?? r.unit) : null }));
  if (asked.kind === 'kinds') {
    if (!units.has(asked.larger) || !units.has(asked.smaller) || relations.some((r) => r.unit === '')) return null;
    return { relations: keyedRelations, asked: { kind: 'difference', larger: k(asked.ref, asked.larger), smaller: k(asked.ref, asked.smaller), unit: null } };
  }
  if (asked.kind === 'sum' && asked.refs.length === 1 && asked.unit) {
    const refs = kindsOfOne(relations, asked.refs[0]!, asked.unit);
    return refs ? { relations: keyedRelations, asked: { ...asked, refs } } : null;
  }
  if (!asked.unit || !units.has(asked.unit) || relations.some((r) => r.unit === '')) return null;
  const keyedAsked: Asked = asked.kind === 'one' ? { ...asked, ref: k(asked.ref, asked.unit) }
    : asked.kind === 'sum' ? { ...asked, refs: asked.refs.map((r) => k(r, asked.unit!)) }
    : { ...asked, larger: k(asked.larger, asked.unit), smaller: k(asked.smaller, asked.unit) };
  return { relations: keyedRelations, asked: keyedAsked };
}

export function solveRelations(statement: string): Solved | null {
  const story = readChainStory(statement);
  if (!story) return null;
  const { question, relations, asked, shift, average } = story;
  if (relations.length < 2 || !relations.some((r) => r.base)) return null;
  // gsm-multi: someone the story names but never gives an amount is one of "they".
  if (asked.kind === 'sum' && untoldOwnerInThey(statement, relations.flatMap((r) => [r.target, r.base ?? r.target]))) return null;
  const units = new Set([...relations.flatMap((r) => [r.unit, r.baseUnit ?? '']), asked.unit ?? ''].filter(Boolean));
  const keyed = kindsTotal(relations, asked) ?? (units.size > 1 ? byUnit(relations, asked, units) : asked.kind === 'kinds' || (asked.kind === 'sum' && asked.refs.length < 2) ? null : { relations, asked });
  if (!keyed) return null;
  const unit = units.size > 1 ? (asked.kind === 'kinds' ? '' : asked.unit ?? '') : [...units][0] ?? '';
  if (!measureFits(question, unit)) return null;
  const found = solveChain(keyed.relations);
  const people = asked.kind === 'one' ? 1 : asked.kind === 'sum' ? asked.refs.length : 0;
  const answer = found ? shared(shifted(answerOf(keyed.asked, found), shiftFor(shift, people)), average ? people : 1) : null;
  if (!found || !answer || !keyed.relations.every((r) => holds(r, found))) return null;
  const values = [...found.values()].map((f) => f.value);
  const wholeOrMeasure = (v: Exact): boolean => v.d === 1n || (MEASURE.test(unit) && terminates(v));
  if (values.some((v) => v.s < 0n || v.equals(0) || !wholeOrMeasure(v)) || answer.value.s < 0n || answer.value.equals(0)) return null;
  // The second way: the whole chain as one expression, evaluated by mathjs.
  const again = exact.evaluate(answer.expression) as Exact;
  if (!again.equals(answer.value)) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: question.trim() },
    { kind: 'facts', facts: keyed.relations.map(describe) },
    { kind: 'number-sentence', sentence: `${answer.expression.replace(/\*/g, '×')} = ?`, schema: shift || relations.some((r) => r.at) ? 'age-shift' : 'relation' },
    ...keyed.relations.filter((r) => r.base).map((r): SolutionStep => ({ kind: 'check', statement: `${describe(r)}: ${show(found.get(r.target)!.value)} = ${r.factor.equals(1) ? '' : `${show(r.factor)} × `}${show(found.get(r.base!)!.value)}${withOffset(r.offset)}`, holds: true })),
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(answer.value, unit) };
}
