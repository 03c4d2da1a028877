import { type MathNode } from 'mathjs';
import { evaluateExact, exact, plain, showExact, toExact, type Exact } from '../math-engine.js';

/**
 * Polynomials in several one-letter unknowns with exact coefficients ("3x^2y", "lwh", "2l + 2w",
 * "(x + 2y)(x − 3y)"): read term by term from the parsed expression, so products, powers and sums are
 * expanded exactly. Touching letters multiply ("lw" is l × w); a division is taken only by a number or by a
 * single term that divides every term exactly. Anything else (a function, a letter in a bracketed
 * denominator, a power that is not a small whole number) is not a polynomial: null.
 */
export type Powers = Readonly<Record<string, number>>;
export interface Term { powers: Powers; coefficient: Exact }
export type Poly = ReadonlyMap<string, Term>;

const MAX_POWER = 12;
const keyOf = (powers: Powers): string => Object.keys(powers).sort().map((l) => `${l}${powers[l]}`).join('');

export function constantPoly(value: Exact): Poly {
  return value.equals(0) ? new Map() : new Map([['', { powers: {}, coefficient: value }]]);
}

function withTerm(poly: Map<string, Term>, term: Term): Map<string, Term> {
  const key = keyOf(term.powers);
  const sum = (poly.get(key)?.coefficient ?? exact.fraction(0)).add(term.coefficient);
  if (sum.equals(0)) poly.delete(key);
  else poly.set(key, { powers: term.powers, coefficient: sum });
  return poly;
}

export const addPolys = (a: Poly, b: Poly): Poly => [...b.values()].reduce(withTerm, new Map(a));
export const scalePoly = (a: Poly, by: Exact): Poly => [...a.values()].reduce((p, t) => withTerm(p, { powers: t.powers, coefficient: t.coefficient.mul(by) }), new Map<string, Term>());

function timesPowers(a: Powers, b: Powers, sign: 1 | -1): Powers | null {
  const out: Record<string, number> = { ...a };
  for (const [letter, power] of Object.entries(b)) out[letter] = (out[letter] ?? 0) + sign * power;
  if (Object.values(out).some((p) => p < 0 || p > MAX_POWER)) return null;
  return Object.fromEntries(Object.entries(out).filter(([, p]) => p !== 0));
}

export function multiplyPolys(a: Poly, b: Poly): Poly | null {
  let out = new Map<string, Term>();
  for (const s of a.values()) for (const t of b.values()) {
    const powers = timesPowers(s.powers, t.powers, 1);
    if (!powers) return null;
    out = withTerm(out, { powers, coefficient: s.coefficient.mul(t.coefficient) });
  }
  return out;
}

/** A by a single term, when the term divides every term of a exactly; null otherwise. */
function divideByTerm(a: Poly, b: Poly): Poly | null {
  const [divisor, ...more] = [...b.values()];
  if (!divisor || more.length > 0) return null;
  let out = new Map<string, Term>();
  for (const t of a.values()) {
    const powers = timesPowers(t.powers, divisor.powers, -1);
    if (!powers) return null;
    out = withTerm(out, { powers, coefficient: t.coefficient.div(divisor.coefficient) });
  }
  return out;
}

/** "3ab(2a − b)" as mathjs reads it: a product sign between touching letters, numbers and brackets. */
export function explicitLetterProducts(text: string): string {
  let out = text.replace(/[−–]/g, '-').replace(/\*\*/g, '^').replace(/[×·]/g, '*');
  for (let i = 0; i < 2; i += 1) out = out.replace(/([a-z])\s*([a-z(])/gi, '$1*$2').replace(/(\d|\))\s*([a-z(])/gi, '$1*$2');
  return out;
}

function fromNode(node: MathNode, divisors: Set<string>): Poly | null {
  const n = node as MathNode & { op?: string; fn?: string; args?: MathNode[]; content?: MathNode; value?: unknown; name?: string };
  if (node.type === 'ParenthesisNode' && n.content) return fromNode(n.content, divisors);
  if (node.type === 'ConstantNode' && typeof n.value === 'number') return constantPoly(toExact(n.value));
  if (node.type === 'SymbolNode' && /^[a-z]$/i.test(n.name ?? '')) return new Map([[`${n.name}1`, { powers: { [n.name!]: 1 }, coefficient: exact.fraction(1) }]]);
  if (node.type !== 'OperatorNode' || !n.args) return null;
  const args = n.args.map((arg) => fromNode(arg, divisors));
  if (args.some((a) => a === null)) return null;
  const [a, b] = args as Poly[];
  switch (n.fn) {
    case 'unaryMinus': return scalePoly(a!, exact.fraction(-1));
    case 'unaryPlus': return a!;
    case 'add': return addPolys(a!, b!);
    case 'subtract': return addPolys(a!, scalePoly(b!, exact.fraction(-1)));
    case 'multiply': return multiplyPolys(a!, b!);
    case 'divide':
      lettersOfPoly(b!).forEach((letter) => divisors.add(letter));
      return b!.size === 0 ? null : divideByTerm(a!, b!);
    case 'pow': return powerOf(a!, b!);
    default: return null;
  }
}

function powerOf(base: Poly, exponent: Poly): Poly | null {
  const [only, ...more] = [...exponent.values()];
  const power = exponent.size === 0 ? 0 : only && more.length === 0 && Object.keys(only.powers).length === 0 ? Number(only.coefficient.valueOf()) : NaN;
  if (!Number.isInteger(power) || power < 0 || power > MAX_POWER) return null;
  let out: Poly | null = constantPoly(exact.fraction(1));
  for (let i = 0; i < power && out; i += 1) out = multiplyPolys(out, base);
  return out;
}

/** A function name or a word is not a product of letters ("sqrt(x)" is no s·q·r·t·x). */
const WORDS = /[a-z]{4,}|sin|cos|tan|log|ln|abs|exp|pi|mod/i;

/** The polynomial an expression is, or null (see above); `divisors` collects the letters divided by (they may not be 0). */
export function readPoly(expression: string, divisors = new Set<string>()): Poly | null {
  if (!/^[-+*/^().\d\sa-z]+$/i.test(expression) || expression.length > 160 || WORDS.test(expression)) return null;
  try {
    return fromNode(plain.parse(explicitLetterProducts(expression)), divisors);
  } catch {
    return null;
  }
}

export const lettersOfPoly = (poly: Poly): string[] => [...new Set([...poly.values()].flatMap((t) => Object.keys(t.powers)))].sort();
const degreeOf = (t: Term): number => Object.values(t.powers).reduce((s, p) => s + p, 0);
const showLetters = (powers: Powers): string => Object.keys(powers).sort().map((l) => (powers[l] === 1 ? l : `${l}^${powers[l]}`)).join('');

/** "6x^3y^4 − 2xy + 5": highest degree first, letters in order, a coefficient 1 not written, fractions in brackets. */
export function showPoly(poly: Poly): string {
  const terms = [...poly.values()].sort((s, t) => degreeOf(t) - degreeOf(s) || showLetters(s.powers).localeCompare(showLetters(t.powers)));
  if (terms.length === 0) return '0';
  return terms.map((t, i) => {
    const size = t.coefficient.abs();
    const letters = showLetters(t.powers);
    const number = letters && size.equals(1) ? '' : letters && size.d !== 1n ? `(${showExact(size)})` : showExact(size);
    const sign = t.coefficient.s < 0n ? (i === 0 ? '-' : ' - ') : i === 0 ? '' : ' + ';
    return `${sign}${number}${letters}`;
  }).join('');
}

/** The value of a polynomial with the letters given. */
export function polyValue(poly: Poly, scope: Readonly<Record<string, Exact>>): Exact {
  return [...poly.values()].reduce((sum, t) => sum.add(Object.entries(t.powers).reduce((v, [l, p]) => v.mul((scope[l] ?? exact.fraction(0)).pow(p)), t.coefficient)), exact.fraction(0));
}

/** Values of up to four letters at which two forms of an expression are compared. */
export const LETTER_TRIALS: ReadonlyArray<readonly number[]> = [[2, 3, 5, 7], [-3, 4, -2, 5], [5, -2, 3, 11], [7, 6, -5, 2], [-4, -7, 9, 3]];

/** Whether two expressions, each evaluated by mathjs as a student writes it, agree at every trial point. */
export function sameAtTrials(expression: string, written: string, letters: readonly string[]): boolean {
  return LETTER_TRIALS.every((trial) => {
    const scope: Record<string, Exact> = Object.fromEntries(letters.map((l, i) => [l, exact.fraction(trial[i] ?? 1)]));
    const [a, b] = [evaluateExact(explicitLetterProducts(expression), scope), evaluateExact(explicitLetterProducts(written), scope)];
    return !!a && !!b && a.equals(b);
  });
}
