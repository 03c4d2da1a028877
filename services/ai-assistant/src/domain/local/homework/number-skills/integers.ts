/** Whole-number facts the number skills share: common factors and multiples, primes, factorisations. */
export const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
export const lcm = (a: bigint, b: bigint): bigint => (a / gcd(a, b)) * b;

/** The answer divides each number (factor) or each number divides it (multiple), and it is the best such. */
export function bestCommon(kind: 'factor' | 'multiple', answer: bigint, numbers: readonly bigint[]): boolean {
  const rests = numbers.map((n) => (kind === 'factor' ? (n % answer === 0n ? n / answer : 0n) : (answer % n === 0n ? answer / n : 0n)));
  return rests.every((r) => r > 0n) && rests.reduce((g, r) => gcd(g, r), 0n) === 1n;
}

/** Prime factors with their powers, smallest first: 90560 → [[2, 6], [5, 1], [283, 1]]. Trial division (numbers a student types). */
export function primeFactors(n: bigint): Array<[bigint, number]> {
  const out: Array<[bigint, number]> = [];
  let rest = n;
  for (let p = 2n; p * p <= rest; p += p === 2n ? 1n : 2n) {
    let power = 0;
    while (rest % p === 0n) { rest /= p; power++; }
    if (power > 0) out.push([p, power]);
  }
  if (rest > 1n) out.push([rest, 1]);
  return out;
}

/** Miller–Rabin with the bases that decide every number below 3.3 × 10^24: a check independent of trial division. */
export function isProbablePrime(n: bigint): boolean {
  if (n < 2n) return false;
  const bases = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n, 41n];
  if (bases.includes(n)) return true;
  if (bases.some((p) => n % p === 0n)) return false;
  let [d, s] = [n - 1n, 0];
  while (d % 2n === 0n) { d /= 2n; s++; }
  const power = (base: bigint, exp: bigint): bigint => {
    let [result, b, e] = [1n, base % n, exp];
    while (e > 0n) { if (e & 1n) result = (result * b) % n; b = (b * b) % n; e >>= 1n; }
    return result;
  };
  return bases.every((a) => {
    let x = power(a, d);
    if (x === 1n || x === n - 1n) return true;
    for (let i = 1; i < s; i++) { x = (x * x) % n; if (x === n - 1n) return true; }
    return false;
  });
}

/** "2^6 × 5 × 283" */
export const showFactorisation = (factors: ReadonlyArray<readonly [bigint, number]>): string =>
  factors.map(([p, k]) => (k > 1 ? `${p}^${k}` : `${p}`)).join(' × ');

/** n = outside² × inside with inside free of square factors: √n = outside√inside. */
export function squareFreeSplit(n: bigint): { outside: bigint; inside: bigint } {
  const outside = primeFactors(n).reduce((o, [p, k]) => o * p ** BigInt(Math.floor(k / 2)), 1n);
  return { outside, inside: n / (outside * outside) };
}
