import { evaluateExact, exact } from '../math-engine.js';
import { explicitProducts, factoredForm, rationalRoots, readPolynomial, rootValue, showRoot, type RationalRoot } from './polynomial.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * Polynomial equations of degree 2 or more whose roots are all rational ("Solve x^2 - 5x + 6 = 0",
 * "Find l such that 4*l**4 - 28*l**3 - 16*l**2 + 448*l - 768 = 0", "Let d**2 - 53*d - 54 = 0. Calculate
 * d.", "Find the roots of x^2 - 5x + 6") and factoring ("Factor x^2 + 5x + 6"). A first-degree equation is left to the linear solver. Checked
 * a second way: each root makes the equation's two sides equal when put back in, the roots counted with
 * multiplicity make the degree (none is missing), and the factored form equals the expression at seven points.
 */
const MATH = String.raw`([-+*/^().\d\sa-z]+?)`;
const EQUATION = String.raw`${MATH}\s*=\s*${MATH}`;
const V = String.raw`([a-z])`;
const SOLVE_FORMS = [
  new RegExp(String.raw`^(?:solve|find\s+the\s+(?:roots|solutions|zeros)\s+of)\s+${EQUATION}(?:\s+for\s+${V})?$`, 'i'),
  new RegExp(String.raw`^(?:find|determine|calculate|give)\s+${V},?\s+(?:such\s+that|given\s+that|so\s+that|if)\s+${EQUATION}$`, 'i'),
  new RegExp(String.raw`^what\s+(?:is|are)\s+${V}\s+(?:in|if)\s+${EQUATION}$`, 'i'),
  new RegExp(String.raw`^(?:suppose|let|if|given)\s+${EQUATION}\s*[.,]\s*(?:what\s+(?:is|are)|calculate|find|determine|give|solve\s+for)\s+${V}$`, 'i'),
  // "Find the roots of x^2 - 5x + 6": the values that make the expression 0.
  new RegExp(String.raw`^(?:find|what\s+are|determine|give)\s+the\s+(?:roots|zeros|zeroes)\s+of\s+${MATH}$`, 'i'),
];
const FACTOR = new RegExp(String.raw`^(?:factor|factorise|factorize)(?:\s+completely)?\s+${MATH}$`, 'i');

/** The equation's parts and its asked variable, whichever form the sentence has. */
export function readEquation(statement: string): { left: string; right: string; variable: string } | null {
  for (const [i, form] of SOLVE_FORMS.entries()) {
    const m = form.exec(statement);
    if (!m) continue;
    const [left, right, asked] = i === 0 || i === 3 ? [m[1], m[2], m[3]] : i === 4 ? [m[1], '0', undefined] : [m[2], m[3], m[1]];
    const letters = new Set(`${left} ${right}`.match(/[a-z]/gi) ?? []);
    const variable = asked ?? [...letters][0];
    if (!variable || letters.size !== 1 || !letters.has(variable)) return null;
    return { left: left ?? '', right: right ?? '', variable };
  }
  return null;
}

const plainMath = (text: string): string => explicitProducts(text).replace(/\s+/g, ' ').trim();
const rootsHold = (left: string, right: string, variable: string, roots: readonly RationalRoot[]): boolean => roots.every((r) => {
  const value = rootValue(r);
  const [l, rr] = [evaluateExact(plainMath(left), { [variable]: value }), evaluateExact(plainMath(right), { [variable]: value })];
  return !!l && !!rr && l.equals(rr);
});

function polynomialEquation(statement: string): SkillAnswer | null {
  const equation = readEquation(statement);
  return equation ? polynomialRoots(equation.left, equation.right, equation.variable) : null;
}

/** The roots of left = right, a polynomial equation of degree 2 or more in one letter, all rational; null otherwise. */
export function polynomialRoots(left: string, right: string, variable: string): SkillAnswer | null {
  const read = readPolynomial(`(${plainMath(left)}) - (${plainMath(right)})`, variable);
  if (!read || read.coefficients.length < 3) return null;
  const roots = rationalRoots(read.coefficients);
  if (!roots || roots.length === 0) return null;
  const counted = roots.reduce((n, r) => n + r.multiplicity, 0);
  if (counted !== read.coefficients.length - 1 || !rootsHold(left, right, variable, roots)) return null;
  const lead = read.coefficients[read.coefficients.length - 1] ?? 1n;
  const factored = factoredForm(read.scale, roots, variable, lead);
  const shown = roots.map((r) => `${variable} = ${showRoot(r)}`);
  const answer = shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}`;
  return {
    problem: `the values of ${variable} that make ${plainMath(left)} = ${plainMath(right)} true`,
    facts: [`written as one side equal to 0 and factored: ${factored} = 0`],
    schema: 'polynomial-roots',
    sentence: roots.map((r) => (r.num === 0n ? `${variable} = 0` : `${r.den === 1n ? '' : r.den}${variable} ${r.num > 0n ? '−' : '+'} ${r.num < 0n ? -r.num : r.num} = 0`)).join(' or '),
    check: `${roots.map((r) => `${variable} = ${showRoot(r)}`).join(', ')} each make both sides equal, and ${roots.some((r) => r.multiplicity > 1) ? 'with their repeats ' : ''}they give all ${counted} roots of a degree-${counted} equation`,
    answer: answer ?? '',
  };
}

function factoring(statement: string): SkillAnswer | null {
  const match = FACTOR.exec(statement);
  if (!match) return null;
  const expression = plainMath(match[1] ?? '');
  const letters = new Set(expression.match(/[a-z]/gi) ?? []);
  const variable = [...letters][0];
  if (!variable || letters.size !== 1) return null;
  const read = readPolynomial(expression, variable);
  if (!read || read.coefficients.length < 3) return null;
  const roots = rationalRoots(read.coefficients);
  if (!roots) return null;
  const lead = read.coefficients[read.coefficients.length - 1] ?? 1n;
  const factored = factoredForm(read.scale, roots, variable, lead);
  // Second check: the factored form and the expression agree at seven points (a polynomial of degree ≤ 6).
  const asMath = explicitProducts(factored);
  const agrees = [-3, -2, -1, 0, 1, 2, 3].every((x) => {
    const [a, b] = [evaluateExact(asMath, { [variable]: exact.fraction(x) }), evaluateExact(expression, { [variable]: exact.fraction(x) })];
    return !!a && !!b && a.equals(b);
  });
  if (!agrees) return null;
  return {
    problem: `the factors of ${expression}`,
    facts: [`${expression} = 0 when ${roots.map((r) => `${variable} = ${showRoot(r)}`).join(', ')}`],
    schema: 'polynomial-roots',
    sentence: `${expression} = ${factored}`,
    check: `multiplying ${factored} out gives ${expression} again (the two agree at ${variable} = −3, …, 3)`,
    answer: factored,
  };
}

export const POLYNOMIAL_SKILLS = [polynomialEquation, factoring];
