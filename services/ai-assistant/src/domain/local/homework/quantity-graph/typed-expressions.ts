import type { Exact } from '../math-engine.js';
import type { Dimension } from './read-rates.js';
import { key } from './solve-rates.js';

/**
 * Every way of combining ALL of a story's numbers (two or three) with + − × ÷ whose units come out
 * typed: counts of one unit add and subtract ("cookies + cookies"), units multiply and divide
 * ("dollars per ticket × tickets → dollars", "cookies ÷ cookies per bag → bags"). The typed proposer
 * keeps those that land on the asked unit.
 */
export interface Typed { value: Exact; dimension: Dimension }
export type Op = '+' | '-' | '*' | '/';
export type Expr = { kind: 'leaf'; index: number } | { kind: 'op'; op: Op; left: Expr; right: Expr };

export const leavesOf = (e: Expr): number[] => (e.kind === 'leaf' ? [e.index] : [...leavesOf(e.left), ...leavesOf(e.right)]);

/** The unit of an expression, or null when it adds or subtracts two different units. */
export function dimensionOf(e: Expr, items: readonly Typed[]): Dimension | null {
  if (e.kind === 'leaf') return items[e.index]?.dimension ?? null;
  const [l, r] = [dimensionOf(e.left, items), dimensionOf(e.right, items)];
  if (!l || !r) return null;
  if (e.op === '+' || e.op === '-') return key(l) === key(r) ? l : null;
  const out: Dimension = new Map(l);
  r.forEach((p, u) => out.set(u, (out.get(u) ?? 0) + (e.op === '*' ? p : -p)));
  return new Map([...out].filter(([, p]) => p !== 0));
}

export function valueOf(e: Expr, items: readonly Typed[]): Exact | null {
  if (e.kind === 'leaf') return items[e.index]?.value ?? null;
  const [l, r] = [valueOf(e.left, items), valueOf(e.right, items)];
  if (!l || !r) return null;
  if (e.op === '/' && r.equals(0)) return null;
  return e.op === '+' ? l.add(r) : e.op === '-' ? l.sub(r) : e.op === '*' ? l.mul(r) : l.div(r);
}

/** Every split of a set of leaves into two non-empty sides; both orders, for − and ÷. */
function splits(indices: readonly number[]): Array<[number[], number[]]> {
  const out: Array<[number[], number[]]> = [];
  for (let mask = 1; mask < (1 << indices.length) - 1; mask++) {
    out.push([indices.filter((_, i) => (mask >> i) & 1), indices.filter((_, i) => !((mask >> i) & 1))]);
  }
  return out;
}

/** Every expression that uses each of the indices exactly once; + and × once per unordered pair of sides. */
export function expressionsOver(indices: readonly number[]): Expr[] {
  if (indices.length === 1) return [{ kind: 'leaf', index: indices[0]! }];
  const out: Expr[] = [];
  for (const [a, b] of splits(indices)) {
    const ordered = Math.min(...a) < Math.min(...b);
    for (const left of expressionsOver(a)) {
      for (const right of expressionsOver(b)) {
        const ops: Op[] = ordered ? ['+', '*', '-', '/'] : ['-', '/'];
        for (const op of ops) out.push({ kind: 'op', op, left, right });
      }
    }
  }
  return out;
}

/** The expressions over every item whose units reduce to the target. */
export function typedCandidates(items: readonly Typed[], target: Dimension): Expr[] {
  const all = expressionsOver(items.map((_, i) => i));
  return all.filter((e) => {
    const d = dimensionOf(e, items);
    return d !== null && key(d) === key(target);
  });
}

/** Each add/subtract node of an expression with its two sides. */
export function additiveNodes(e: Expr): Array<{ op: '+' | '-'; left: Expr; right: Expr }> {
  if (e.kind === 'leaf') return [];
  const own = e.op === '+' || e.op === '-' ? [{ op: e.op, left: e.left, right: e.right }] : [];
  return [...own, ...additiveNodes(e.left), ...additiveNodes(e.right)];
}

/** Every intermediate value of counted units whole, and every value positive. */
export function plainSteps(e: Expr, items: readonly Typed[], counted: (d: Dimension) => boolean): boolean {
  if (e.kind === 'leaf') return true;
  const v = valueOf(e, items);
  const d = dimensionOf(e, items);
  if (!v || !d || v.s < 0n || v.equals(0)) return false;
  if (counted(d) && v.d !== 1n) return false;
  // "519 bags at 42 bags a day": counted things divided come out whole, or the story means a remainder.
  const top = e.op === '/' ? dimensionOf(e.left, items) : null;
  if (top && counted(top) && v.d !== 1n) return false;
  return plainSteps(e.left, items, counted) && plainSteps(e.right, items, counted);
}
