import { evaluateExact, exact, type Exact } from '../math-engine.js';
import { gcd, primeFactors } from './integers.js';

/**
 * One-variable polynomials read exactly: the coefficients (from exact values at 0, 1, …, 12, checked at two
 * more points, so a higher power is caught), the rational roots (rational root theorem, each root
 * divided out exactly), and the factored form when every root is rational.
 */
export type Coefficients = bigint[]; // integer coefficients, constant first

/** "−4w(w − 221)^2(w + 2)" as mathjs reads it: ASCII minus, ^ for **, and a letter before a bracket multiplies (not a call). */
export const explicitProducts = (text: string): string => text.replace(/[−–]/g, '-').replace(/\*\*/g, '^').replace(/([a-z0-9)])\s*\(/gi, '$1*(');

const MAX_DEGREE = 12;
/** Constants up to 10^12 keep the divisor search quick (trial division to 10^6). */
const MAX_COEFFICIENT = 10n ** 12n;

const binomialTimes = (poly: Exact[], root: number): Exact[] => {
  // poly × (x − root)
  const out = Array.from({ length: poly.length + 1 }, () => exact.fraction(0));
  poly.forEach((c, i) => { out[i + 1] = (out[i + 1] as Exact).add(c); out[i] = (out[i] as Exact).sub(c.mul(root)); });
  return out;
};

/** Exact coefficients of the expression in `variable` (a polynomial of degree ≤ 12), integer and primitive; null otherwise. */
export function readPolynomial(expression: string, variable: string): { coefficients: Coefficients; scale: Exact } | null {
  const text = expression.replace(/\*\*/g, '^');
  // Read as if of the highest degree allowed; the top coefficients of a lower one come out 0.
  const degree = MAX_DEGREE;
  const values: Exact[] = [];
  for (let x = 0; x <= degree + 2; x++) {
    const v = evaluateExact(text, { [variable]: exact.fraction(x) });
    if (!v) return null;
    values.push(v);
  }
  // Newton's forward differences at 0..degree, turned into powers of x.
  let row = values.slice(0, degree + 1);
  let basis: Exact[] = [exact.fraction(1)];
  let poly: Exact[] = Array.from({ length: degree + 1 }, () => exact.fraction(0));
  let factorial = exact.fraction(1);
  for (let k = 0; k <= degree; k++) {
    const lead = (row[0] as Exact).div(factorial);
    poly = poly.map((c, i) => c.add((basis[i] ?? exact.fraction(0)).mul(lead)));
    basis = binomialTimes(basis, k);
    factorial = factorial.mul(k + 1);
    row = row.slice(1).map((v, i) => v.sub(row[i] as Exact));
  }
  const at = (x: number): Exact => poly.reduceRight((acc, c) => acc.mul(x).add(c), exact.fraction(0));
  if (!values.every((v, x) => at(x).equals(v))) return null;
  while (poly.length > 1 && (poly[poly.length - 1] as Exact).equals(0)) poly.pop();
  // Integer and primitive: multiply by the common denominator, divide by the common factor.
  const denominators = poly.map((c) => c.d).reduce((a, d) => (a / gcd(a, d)) * d, 1n);
  const whole = poly.map((c) => (c.n * c.s * denominators) / c.d);
  const common = whole.reduce((g, c) => gcd(g, c), 0n) || 1n;
  const signed = (whole[whole.length - 1] ?? 1n) < 0n ? -common : common;
  return { coefficients: whole.map((c) => c / signed), scale: exact.fraction(signed.toString()).div(exact.fraction(denominators.toString())) };
}

export const degreeOf = (p: Coefficients): number => p.length - 1;

function divisors(n: bigint): bigint[] {
  const m = n < 0n ? -n : n;
  let out = [1n];
  for (const [p, k] of primeFactors(m)) out = out.flatMap((d) => Array.from({ length: k + 1 }, (_, i) => d * p ** BigInt(i)));
  return out;
}

/** p(num/den) = 0, without fractions: Σ a_i num^i den^(d−i) = 0. */
export const vanishes = (p: Coefficients, num: bigint, den: bigint): boolean =>
  p.reduce((sum, a, i) => sum + a * num ** BigInt(i) * den ** BigInt(p.length - 1 - i), 0n) === 0n;

/** p ÷ (den·x − num), exact over the integers (Gauss's lemma); null if it leaves a remainder. */
export function divideOut(p: Coefficients, num: bigint, den: bigint): Coefficients | null {
  const quotient: bigint[] = [];
  let carry = 0n;
  for (let i = p.length - 1; i >= 1; i--) {
    const top = (p[i] ?? 0n) + carry;
    if (top % den !== 0n) return null;
    const q = top / den;
    quotient.unshift(q);
    carry = q * num;
  }
  return (p[0] ?? 0n) + carry === 0n ? quotient : null;
}

export interface RationalRoot { num: bigint; den: bigint; multiplicity: number }

/** Every root, when all are rational (counted with multiplicity they make the degree); null otherwise. */
export function rationalRoots(p: Coefficients): RationalRoot[] | null {
  let rest = [...p];
  const roots: RationalRoot[] = [];
  const add = (num: bigint, den: bigint): void => {
    const found = roots.find((r) => r.num === num && r.den === den);
    if (found) found.multiplicity++;
    else roots.push({ num, den, multiplicity: 1 });
  };
  while (rest.length > 1 && rest[0] === 0n) { rest = rest.slice(1); add(0n, 1n); }
  const [constant, lead] = [rest[0] ?? 0n, rest[rest.length - 1] ?? 1n];
  if (rest.length > 1 && ((constant < 0n ? -constant : constant) > MAX_COEFFICIENT || (lead < 0n ? -lead : lead) > MAX_COEFFICIENT)) return null;
  const candidates = rest.length > 1 ? divisors(constant).flatMap((num) => divisors(lead).filter((den) => gcd(num, den) === 1n).flatMap((den) => [[num, den], [-num, den]] as const)) : [];
  for (const [num, den] of candidates) {
    while (rest.length > 1 && vanishes(rest, num, den)) {
      const next = divideOut(rest, num, den);
      if (!next) return null;
      rest = next;
      add(num, den);
    }
  }
  return rest.length === 1 ? roots.sort((a, b) => (a.num * b.den < b.num * a.den ? -1 : 1)) : null;
}

/** The one letter of an expression (lower case), or null when it has none or several. */
export function onlyLetter(text: string): string | null {
  const letters = new Set(text.toLowerCase().match(/[a-z]/g) ?? []);
  return letters.size === 1 ? ([...letters][0] ?? null) : null;
}

/** An expression's exact value with its letters given ("2x(x + 1)" read with explicit products); null where undefined. */
export const evaluateAt = (text: string, scope: Record<string, Exact>): Exact | null => evaluateExact(explicitProducts(text), scope);

/** A rational root as an exact value. */
export const rootValue = (r: RationalRoot): Exact => exact.fraction(r.num, r.den);

export const showRoot = (r: RationalRoot): string => (r.den === 1n ? String(r.num) : `${r.num}/${r.den}`);

/** "4(c + 1)^2(c + 3)(c + 4)/3": the leading number, one bracket per root (den·x − num), powers for repeats. */
export function factoredForm(scale: Exact, roots: readonly RationalRoot[], variable: string, lead: bigint): string {
  const denominators = roots.reduce((prod, r) => prod * r.den ** BigInt(r.multiplicity), 1n);
  const constant = scale.mul(exact.fraction(lead.toString())).div(exact.fraction(denominators.toString()));
  // x first, then (x − 6)(x + 2): roots from the biggest down, as the brackets are usually written.
  const zeroFirst = [...roots].sort((a, b) => (a.num === 0n ? -1 : b.num === 0n ? 1 : a.num * b.den > b.num * a.den ? -1 : 1));
  const brackets = zeroFirst.map((r) => {
    const inner = r.num === 0n ? variable : `${r.den === 1n ? '' : r.den}${variable} ${r.num > 0n ? '−' : '+'} ${r.num < 0n ? -r.num : r.num}`;
    const body = r.num === 0n ? variable : `(${inner})`;
    return r.multiplicity > 1 ? `${body}^${r.multiplicity}` : body;
  });
  const sign = constant.s < 0n ? '−' : '';
  const size = constant.abs();
  const front = size.n === 1n ? '' : String(size.n);
  const back = size.d === 1n ? '' : `/${size.d}`;
  return `${sign}${front}${brackets.join('')}${back}`;
}

/** "2w^4 + 6w", "−x + 6", "(3/2)t^2 − 1": highest power first, 1s and 0s left out. */
export function expandedForm(coefficients: Coefficients, scale: Exact, variable: string): string {
  const terms = coefficients.map((c, power) => ({ value: scale.mul(exact.fraction(c.toString())), power })).filter((t) => !t.value.equals(0)).reverse();
  if (terms.length === 0) return '0';
  return terms.map(({ value, power }, i) => {
    const size = value.abs();
    const letter = power === 0 ? '' : power === 1 ? variable : `${variable}^${power}`;
    const number = power > 0 && size.equals(1) ? '' : size.d === 1n ? size.toString() : power > 0 ? `(${size.toFraction()})` : size.toFraction();
    const sign = value.s < 0n ? (i === 0 ? '−' : ' − ') : i === 0 ? '' : ' + ';
    return `${sign}${number}${letter}`;
  }).join('');
}
