import { evaluateExact, exact, type Exact } from '../math-engine.js';
import { gcd, squareFreeSplit } from './integers.js';
import { expandedForm, explicitProducts, onlyLetter, readPolynomial } from './polynomial.js';
import { readEquation } from './polynomial-roots.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * Quadratics beyond rational roots: the quadratic formula with a root left in simplest form ("Solve x^2 - 2x
 * - 1 = 0" → x = 1 ± √2; no real solution when the discriminant is negative), the discriminant, and the
 * vertex of a parabola ("Find the vertex of y = x^2 - 4x + 3" → (2, −1)). Rational roots are left to
 * polynomial-roots.ts, which comes first. Checked a second way: the two roots' sum is −b/a and their product
 * c/a, exactly; the discriminant is −4a times the value at the vertex; the vertex form a(x − h)² + k equals
 * the polynomial at three points.
 */
const MATH = String.raw`([-+*/^().\d\sa-z]+?)`;
const DISCRIMINANT = new RegExp(String.raw`^(?:please\s+)?(?:what\s+is|find|calculate|determine|give)\s+the\s+discriminant\s+of\s+(?:the\s+(?:equation|quadratic|expression)\s+)?${MATH}(?:\s*=\s*0)?$`, 'i');
const VERTEX = new RegExp(String.raw`^(?:please\s+)?(?:what\s+is|find|calculate|determine|give|state)\s+the\s+(?:coordinates\s+of\s+the\s+)?(?:vertex|turning\s+point)\s+of\s+(?:the\s+(?:parabola|graph|quadratic|function)\s+)?(?:(?:y|[a-z]\([a-z]\))\s*=\s*)?${MATH}$`, 'i');

type Quadratic = { a: bigint; b: bigint; c: bigint; variable: string; shown: string };

/**
 * A quadratic in one letter with integer coefficients: as written (null if they are not whole), or for an
 * equation = 0 any whole multiple of it (same roots).
 */
function quadraticOf(expression: string, asWritten: boolean): Quadratic | null {
  const variable = onlyLetter(expression);
  if (!variable) return null;
  const read = readPolynomial(explicitProducts(expression), variable);
  if (!read || read.coefficients.length !== 3 || (asWritten && read.scale.d !== 1n)) return null;
  const scale = asWritten ? read.scale.s * read.scale.n : 1n;
  const [c, b, a] = read.coefficients.map((n) => n * scale) as [bigint, bigint, bigint];
  return { a, b, c, variable, shown: expandedForm([c, b, a], exact.fraction(1), variable) };
}

/** The value of the quadratic at an exact point. */
const valueAt = (q: Quadratic, x: Exact): Exact => exact.fraction(q.a.toString()).mul(x).mul(x).add(exact.fraction(q.b.toString()).mul(x)).add(exact.fraction(q.c.toString()));
const signed = (n: bigint): string => (n < 0n ? `−${-n}` : String(n));
/** b² − 4ac with its numbers: "9 − (−8)". */
const formulaOf = (q: { a: bigint; b: bigint; c: bigint }): string => `${q.b * q.b} − ${4n * q.a * q.c < 0n ? `(${signed(4n * q.a * q.c)})` : 4n * q.a * q.c}`;
/** "x − 2", "x + 1/2": a value taken away from the letter, its sign folded in. */
const less = (x: string, v: Exact): string => (v.s < 0n ? `${x} + ${v.abs().toFraction()}` : `${x} − ${v.toFraction()}`);
const plus = (v: Exact): string => (v.s < 0n ? ` − ${v.abs().toFraction()}` : ` + ${v.toFraction()}`);

function quadraticFormula(statement: string): SkillAnswer | null {
  const equation = readEquation(statement);
  const q = equation ? quadraticOf(`(${equation.left}) - (${equation.right})`, false) : null;
  if (!q || !equation) return null;
  const { a, b, c, variable: x } = q;
  const d = b * b - 4n * a * c;
  const facts = [`written as ${q.shown} = 0: a = ${signed(a)}, b = ${signed(b)}, c = ${signed(c)}`, `discriminant b² − 4ac = ${formulaOf(q)} = ${signed(d)}`];
  if (d < 0n) {
    // Second check: the vertex value has the sign of a, so the parabola never reaches 0.
    const vertexValue = valueAt(q, exact.fraction((-b).toString()).div(exact.fraction((2n * a).toString())));
    if (!(vertexValue.s * (a < 0n ? -1n : 1n) > 0n) || vertexValue.equals(0)) return null;
    return { problem: `the values of ${x} that make ${equation.left} = ${equation.right} true`, facts, schema: 'quadratic-formula',
      sentence: `b² − 4ac = ${signed(d)} < 0, so no real number squared gives it`,
      check: `the lowest point of ${q.shown} lies ${a > 0n ? 'above' : 'below'} 0 (at ${x} = ${signed(-b)}/${signed(2n * a)} it is ${vertexValue.toFraction()})`,
      answer: 'no real solution' };
  }
  const { outside, inside } = squareFreeSplit(d);
  // A whole root of the discriminant means rational roots: polynomial-roots.ts answers those.
  if (inside === 1n || d === 0n) return null;
  const common = [b, outside, 2n * a].reduce((g, n) => gcd(g, n), 0n) * (a < 0n ? -1n : 1n);
  const [p, k, r] = [-b / common, outside / common, (2n * a) / common];
  const surd = `${k === 1n || k === -1n ? '' : k < 0n ? -k : k}√${inside}`;
  const top = p === 0n ? `±${surd}` : `${p} ± ${surd}`;
  const roots = r === 1n ? top : p === 0n ? `±${surd}/${r}` : `(${top})/${r}`;
  // Second check, exactly: the roots (p ± k√m)/r add to −b/a and multiply to c/a.
  const [sum, product] = [exact.fraction(2n * p, r), exact.fraction(p * p - k * k * inside, r * r)];
  if (!sum.equals(exact.fraction(-b, a)) || !product.equals(exact.fraction(c, a))) return null;
  return {
    problem: `the values of ${x} that make ${equation.left} = ${equation.right} true`,
    facts: outside === 1n ? facts : [...facts, `√${d} = ${outside}√${inside}`],
    schema: 'quadratic-formula',
    sentence: `${x} = (−b ± √(b² − 4ac)) / 2a = (${signed(-b)} ± ${outside === 1n ? '' : outside}√${inside}) / ${signed(2n * a)} = ${roots}`,
    check: `the two roots add to ${sum.toFraction()} = −b/a and multiply to ${product.toFraction()} = c/a`,
    answer: `${x} = ${roots}`,
  };
}

function discriminant(statement: string): SkillAnswer | null {
  const q = quadraticOf(DISCRIMINANT.exec(statement)?.[1] ?? '', true);
  if (!q) return null;
  const d = q.b * q.b - 4n * q.a * q.c;
  // Second check: −4a times the value at the vertex x = −b/2a is the discriminant.
  const h = exact.fraction(-q.b, 2n * q.a);
  if (!valueAt(q, h).mul(exact.fraction((-4n * q.a).toString())).equals(exact.fraction(d.toString()))) return null;
  return {
    problem: `the discriminant of ${q.shown}`,
    facts: [`a = ${signed(q.a)}, b = ${signed(q.b)}, c = ${signed(q.c)}`],
    schema: 'quadratic-formula',
    sentence: `b² − 4ac = ${formulaOf(q)} = ?`,
    check: `−4a × (the value at the vertex ${q.variable} = ${h.toFraction()}) = ${d}`,
    answer: String(d),
  };
}

function vertex(statement: string): SkillAnswer | null {
  const q = quadraticOf(VERTEX.exec(statement)?.[1] ?? '', true);
  if (!q) return null;
  const h = exact.fraction(-q.b, 2n * q.a);
  const k = valueAt(q, h);
  // Second check: a(x − h)² + k is the same polynomial (three points fix a quadratic).
  const vertexForm = (x: number): Exact | null => evaluateExact(`${q.a} * (${x} - (${h.toFraction()}))^2 + (${k.toFraction()})`);
  if (![-1, 0, 1].every((x) => vertexForm(x)?.equals(valueAt(q, exact.fraction(x))))) return null;
  const point = `(${h.toFraction()}, ${k.toFraction()})`;
  return {
    problem: `the vertex of ${q.shown}`,
    facts: [`a = ${signed(q.a)}, b = ${signed(q.b)}, c = ${signed(q.c)}`, `the vertex is at ${q.variable} = −b/2a = ${h.toFraction()}`],
    schema: 'vertex',
    sentence: `${q.variable} = ${h.toFraction()}; the value there is ${k.toFraction()}`,
    check: `${q.a === 1n ? '' : q.a === -1n ? '−' : signed(q.a)}(${less(q.variable, h)})²${plus(k)} multiplies out to ${q.shown}`,
    answer: point,
  };
}

export const QUADRATIC_SKILLS = [quadraticFormula, discriminant, vertex];
