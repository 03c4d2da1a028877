import { type Exact } from '../math-engine.js';

/**
 * Row-reduces the augmented matrix [A | b] of n linear equations in n unknowns with exact fractions; the
 * unique solution, or null when the system has none or many.
 */
export function eliminate(rows: Exact[][]): Exact[] | null {
  const n = rows.length;
  const m = rows.map((r) => [...r]);
  for (let col = 0; col < n; col += 1) {
    const pivot = m.findIndex((r, i) => i >= col && !r[col]!.equals(0));
    if (pivot < 0) return null;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const lead = m[col]![col]!;
    m[col] = m[col]!.map((v) => v.div(lead));
    for (let i = 0; i < n; i += 1) {
      if (i === col || m[i]![col]!.equals(0)) continue;
      const factor = m[i]![col]!;
      m[i] = m[i]!.map((v, j) => v.sub(factor.mul(m[col]![j]!)));
    }
  }
  return m.map((r) => r[n]!);
}
