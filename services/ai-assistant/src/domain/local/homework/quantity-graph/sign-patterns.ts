/**
 * Every way of multiplying (+1) or dividing (−1) each of n amounts in, in one fixed order (the bits of
 * 0 … 2ⁿ − 1, lowest first): the rate chains (`solve-rates.ts`) and parts then a rate
 * (`parts-then-rate.ts`) both try each of them against the asked unit.
 */
export function signPatterns(n: number): number[][] {
  const out: number[][] = [];
  for (let mask = 0; mask < 1 << n; mask++) out.push(Array.from({ length: n }, (_, i) => ((mask >> i) & 1 ? -1 : 1)));
  return out;
}
