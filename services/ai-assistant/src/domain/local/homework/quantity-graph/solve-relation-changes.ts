import { exact, plain, type Exact, showDecimal as show } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { showAnswer } from '../story/wording.js';
import { readQuestion, type Asked } from './read-question.js';
import { readRelations, type Relation } from './read-relations.js';
import { splitQuestion } from './split-question.js';
import { displayName } from './refs.js';
import { askedTime, readChange, sameNumberAsRelation, type Change } from './relation-changes.js';

/**
 * Relations, then changes to the people's amounts: "Ed had 29 more marbles than Doug. Ed lost 17 of
 * his marbles. How many more marbles did Ed have than Doug then?" → 29 − 17. A fact told after a
 * change may mean the amount before or after it, so both readings are solved and must agree; an
 * amount no fact gives is tried with two different values and the answer must not depend on it.
 */
type Values = Map<string, Exact>;

/** Every amount from the relations; a free one gets `seed` when nothing else fixes it. */
function solveValues(relations: readonly Relation[], seed: Exact): Values | null {
  const values: Values = new Map();
  const refs = [...new Set(relations.flatMap((r) => [r.target, r.base ?? r.target]))].sort();
  for (let guard = 0; guard <= refs.length; guard += 1) {
    for (let changed = true; changed;) {
      changed = false;
      for (const r of relations) {
        const [t, b] = [values.get(r.target), r.base ? values.get(r.base) : exact.fraction(0)];
        if (b && !t) values.set(r.target, r.factor.mul(b).add(r.offset));
        else if (t && !b && r.base && !r.factor.equals(0)) values.set(r.base, t.sub(r.offset).div(r.factor));
        else continue;
        changed = true;
      }
    }
    const free = refs.find((ref) => !values.has(ref));
    if (!free) break;
    values.set(free, seed);
  }
  const holds = relations.every((r) => values.get(r.target)?.equals(r.factor.mul(r.base ? values.get(r.base)! : exact.fraction(0)).add(r.offset)));
  return holds ? values : null;
}

const deltaOf = (changes: readonly Change[], ref: string): Exact => changes.filter((c) => c.who === ref).reduce((sum, c) => sum.add(c.delta), exact.fraction(0));

function answerOf(asked: Asked, values: Values, changes: readonly Change[], after: boolean): Exact | null {
  const at = (ref: string): Exact | null => {
    const v = values.get(ref);
    const now = v && after ? v.add(deltaOf(changes, ref)) : v;
    return now && now.s >= 0n && values.get(ref)!.s >= 0n ? now : null;
  };
  const refs = asked.kind === 'one' ? [asked.ref] : asked.kind === 'sum' ? asked.refs : asked.kind === 'difference' ? [asked.larger, asked.smaller] : [];
  const parts = refs.map(at);
  if (parts.length === 0 || parts.some((p) => !p)) return null;
  const [first, ...rest] = parts as Exact[];
  return asked.kind === 'difference' ? first!.sub(rest[0]!) : rest.reduce((s, p) => s.add(p), first!);
}

/** The relations read twice: facts told after a change as amounts before it, and as amounts after it. */
function readings(sentences: readonly string[], changes: readonly (Change | null)[]): Relation[][] | null {
  const facts = sentences.map((s, i) => (changes[i] ? '' : s));
  const relations = readRelations(facts.join(' '));
  if (!relations) return null;
  const told = relations.map((r) => facts.findIndex((_s, i) => (readRelations(facts.slice(0, i + 1).join(' '))?.length ?? 0) > relations.indexOf(r)));
  const known = changes.filter((c): c is Change => !!c);
  const later = relations.map((r, i) => (r.base ? r : { ...r, offset: r.offset.sub(deltaOf(known.filter((c) => c.sentence < told[i]!), r.target)) }));
  return [relations, later];
}

export function solveRelationChanges(statement: string): Solved | null {
  const split = splitQuestion(sameNumberAsRelation(statement));
  if (!split) return null;
  const sentences = split.facts.split(/(?<=[.!?;])\s+/).filter(Boolean);
  const changes = sentences.map((s, i) => readChange(s, i));
  const known = changes.filter((c): c is Change => !!c);
  const { question, time } = askedTime(split.question);
  const both = known.length > 0 && time ? readings(sentences, changes) : null;
  const refs = both?.[0]?.flatMap((r) => [r.target, r.base ?? '']) ?? [];
  const asked = both ? readQuestion(question, refs) : null;
  const units = new Set(both?.[0]?.map((r) => r.unit).concat(known.map((c) => c.unit), [asked?.unit ?? '']).filter(Boolean));
  if (!both || !asked || asked.kind === 'kinds' || units.size > 1 || known.some((c) => !refs.includes(c.who))) return null;
  const answers = both.flatMap((relations) => [1000, 1777].map((seed) => {
    const values = solveValues(relations, exact.fraction(seed));
    return values ? answerOf(asked, values, known, time === 'after') : null;
  }));
  const [value] = answers;
  if (!value || value.s < 0n || value.equals(0) || answers.some((a) => !a || !a.equals(value))) return null;
  const [a, b] = [solveValues(both[0]!, exact.fraction(1000)), solveValues(both[0]!, exact.fraction(1777))];
  const fixed = a && b && [...a].every(([k, v]) => b.get(k)?.equals(v)) ? a : null;
  return stepsFor(split.question, { relations: both[0]!, changes: known, asked, fixed }, value, [...units][0] ?? '');
}

interface Reading { relations: readonly Relation[]; changes: readonly Change[]; asked: Asked; fixed: Values | null }

/** The number sentence: from the amounts found, or, when an amount is free, from the told difference itself. */
function numberSentence({ relations, changes, asked, fixed }: Reading): string | null {
  const shift = (ref: string): string => changes.filter((c) => c.who === ref).map((c) => (c.delta.s < 0n ? ` - ${show(c.delta.neg())}` : ` + ${show(c.delta)}`)).join('');
  const now = (ref: string): string | null => (fixed?.get(ref) ? `${show(fixed.get(ref)!)}${shift(ref)}` : null);
  const grouped = (ref: string): string | null => (shift(ref) ? `(${now(ref)})` : now(ref));
  if (asked.kind === 'one') return now(asked.ref);
  if (asked.kind === 'sum') return asked.refs.every(now) ? asked.refs.map(now).join(' + ') : null;
  if (asked.kind !== 'difference') return null;
  if (fixed) return `${now(asked.larger)} - ${grouped(asked.smaller)}`;
  const direct = relations.find((r) => r.factor.equals(1) && [r.target, r.base].sort().join() === [asked.larger, asked.smaller].sort().join());
  if (!direct) return null;
  // Ed − Doug = told difference + Ed's changes − Doug's changes; the additions are written first.
  const told = direct.target === asked.larger ? direct.offset : direct.offset.neg();
  const terms = [told, ...changes.filter((c) => c.who === asked.larger).map((c) => c.delta), ...changes.filter((c) => c.who === asked.smaller).map((c) => c.delta.neg())]
    .filter((t) => !t.equals(0)).sort((x, y) => (y.s > 0n ? 1 : 0) - (x.s > 0n ? 1 : 0));
  return terms.map((t, i) => (t.s < 0n ? `${i ? ' ' : ''}- ${show(t.neg())}` : `${i ? ' + ' : ''}${show(t)}`)).join('') || null;
}

function stepsFor(question: string, reading: Reading, value: Exact, unit: string): Solved | null {
  const { relations, changes, fixed } = reading;
  const describe = (r: Relation): string => (r.base ? `${displayName(r.target)} = ${r.factor.equals(1) ? '' : `${show(r.factor)} × `}${displayName(r.base)}${r.offset.equals(0) ? '' : r.offset.s < 0n ? ` − ${show(r.offset.neg())}` : ` + ${show(r.offset)}`}` : `${displayName(r.target)}: ${show(r.offset)}`);
  const sentence = numberSentence(reading);
  // The second way: the number sentence evaluated on its own gives the same answer.
  if (!sentence || !exact.fraction(String(plain.evaluate(sentence))).equals(value)) return null;
  const check = fixed ? `every relation holds for ${[...fixed].map(([k, v]) => `${displayName(k)} = ${show(v)}`).join(', ')}` : 'the difference is the same whatever the amounts were at first';
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: question.trim() },
    { kind: 'facts', facts: [...relations.map(describe), ...changes.map((c) => `${displayName(c.who)} ${c.verb} ${show(c.delta.abs())}`)] },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'relation' },
    { kind: 'check', statement: check, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(value, unit) };
}
