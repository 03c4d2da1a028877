import { exact, type Exact } from '../math-engine.js';
import { totalOf, type DrawProblem } from './draw-problem.js';

/** The wanted draws one after another, in one order: the kinds (or sets of kinds) per draw. */
function oneOrder(problem: DrawProblem): string[][] {
  const { want } = problem;
  return want.order === 'in order' ? want.draws : want.counts.flatMap(([kind, n]) => Array.from({ length: n }, () => [kind]));
}

function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1);
}

/** How many different orders the wanted kinds can come in: 2 for "1 red and 1 blue" in two draws. */
export function orderCount(problem: DrawProblem): number {
  const { want } = problem;
  if (want.order === 'in order') return 1;
  return want.counts.reduce((orders, [, n]) => orders / factorial(n), factorial(problem.draws));
}

/**
 * The number sentence a student writes: the chance of each draw in turn, multiplied, times the
 * number of orders. Without replacement one fewer is left after each draw.
 */
export function chanceSentence(problem: DrawProblem): string | null {
  const left = new Map(problem.items);
  let total = totalOf(problem.items);
  const factors: string[] = [];
  for (const allowed of oneOrder(problem)) {
    // A set of kinds ("red or blue") is one draw only: later draws would depend on which came first.
    if (allowed.length > 1 && problem.draws > 1) return null;
    const favourable = allowed.reduce((sum, kind) => sum + (left.get(kind) ?? 0), 0);
    factors.push(`${favourable}/${total}`);
    if (!problem.replaced) {
      const kind = allowed[0] ?? '';
      left.set(kind, Math.max(0, (left.get(kind) ?? 0) - 1));
      total -= 1;
    }
  }
  const orders = orderCount(problem);
  return [...(orders > 1 ? [String(orders)] : []), ...factors].join(' * ');
}

/** Does one drawn sequence of kinds give what is wanted? */
function wanted(problem: DrawProblem, drawn: readonly string[]): boolean {
  const { want } = problem;
  if (want.order === 'in order') return want.draws.every((allowed, i) => allowed.includes(drawn[i] ?? ''));
  return want.counts.every(([kind, n]) => drawn.filter((k) => k === kind).length === n);
}

/**
 * The second way: every possible sequence of draws, each weighted by how many ways it can happen;
 * the chance is the weight of the wanted sequences over the weight of all of them.
 */
export function enumeratedChance(problem: DrawProblem): Exact | null {
  if (problem.items.length ** problem.draws > 50_000) return null;
  let good = 0n;
  let all = 0n;
  const visit = (drawn: string[], weight: bigint, left: Map<string, number>): void => {
    if (drawn.length === problem.draws) {
      all += weight;
      if (wanted(problem, drawn)) good += weight;
      return;
    }
    for (const [kind, count] of left) {
      if (count === 0) continue;
      const next = problem.replaced ? left : new Map(left).set(kind, count - 1);
      visit([...drawn, kind], weight * BigInt(count), next);
    }
  };
  visit([], 1n, new Map(problem.items));
  return all === 0n ? null : exact.fraction(good.toString()).div(exact.fraction(all.toString()));
}
