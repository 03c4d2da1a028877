import { exact, type Exact } from '../math-engine.js';
import type { Relation } from './read-relations.js';

/**
 * When no amount follows from one already known ("A house and a lot cost $120,000. The house cost
 * three times as much as the lot."), one of them is taken as the unknown x, every other amount is
 * written as a·x + b through the relations, and the relation that closes the loop gives x.
 */
export interface Form { a: Exact; b: Exact }

/**
 * Every amount the relations reach from the known ones and the unknown x, written as a·x + b; `loop` is the x
 * that the first relation closing a loop gives (null when none closes one).
 */
export function linearForms(relations: readonly Relation[], known: ReadonlyMap<string, Exact>, unknown: string): { forms: Map<string, Form>; loop: Exact | null } {
  const forms = new Map<string, Form>([...known].map(([k, v]) => [k, { a: exact.fraction(0), b: v }]));
  forms.set(unknown, { a: exact.fraction(1), b: exact.fraction(0) });
  for (let changed = true; changed;) {
    changed = false;
    for (const r of relations) {
      if (!r.base) continue;
      const [t, b] = [forms.get(r.target), forms.get(r.base)];
      if (b && !t) forms.set(r.target, { a: r.factor.mul(b.a), b: r.factor.mul(b.b).add(r.offset) });
      else if (t && !b && !r.factor.equals(0)) forms.set(r.base, { a: t.a.div(r.factor), b: t.b.sub(r.offset).div(r.factor) });
      else if (t && b) {
        // a_t·x + b_t = f·(a_b·x + b_b) + o
        const coefficient = t.a.sub(r.factor.mul(b.a));
        if (!coefficient.equals(0)) return { forms, loop: r.factor.mul(b.b).add(r.offset).sub(t.b).div(coefficient) };
        continue;
      }
      changed ||= (b && !t) || (t && !b && !r.factor.equals(0)) ? true : false;
    }
  }
  return { forms, loop: null };
}

const formsFrom = (relations: readonly Relation[], known: ReadonlyMap<string, Exact>, unknown: string): Exact | null => linearForms(relations, known, unknown).loop;

/** One amount found by closing a loop of relations; null when there is no such loop. */
export function closeLoop(relations: readonly Relation[], known: ReadonlyMap<string, Exact>): [string, Exact] | null {
  const unknowns = [...new Set(relations.flatMap((r) => [r.target, r.base ?? r.target]))].filter((v) => !known.has(v));
  for (const unknown of unknowns) {
    const x = formsFrom(relations, known, unknown);
    if (x) return [unknown, x];
  }
  return null;
}
