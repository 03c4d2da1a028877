import { evaluateExact, exact, type Exact } from '../math-engine.js';
import { expandedForm, explicitProducts, readPolynomial } from './polynomial.js';
import { writesImaginaryUnit } from './complex-numbers.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * Expressions in one letter written out in standard form ("Expand (2x + 1)(x − 3)", "Collect the terms in
 * 76 + 4*r - 40 - 36", "Simplify 3(x + 2) − 4x"), and the n-th term of a pattern as a formula ("What is the
 * n'th term of 5, 10, 15?"). Checked a second way: the standard form equals the expression at nine points;
 * the formula gives every term of the pattern.
 */
const MATH = String.raw`([-+*/^().\d\sa-z]+)`;
const REWRITE = new RegExp(String.raw`^(?:please\s+)?(expand|multiply\s+out|collect\s+(?:the\s+)?(?:like\s+)?terms\s+(?:in|of)|combine\s+(?:the\s+)?like\s+terms\s+(?:in|of)?|simplify)\s*:?\s+${MATH}$`, 'i');
const ITEM = String.raw`-?\d[\d,]*`;
const NTH = new RegExp(String.raw`^(?:what\s+is|find|give|write)\s+(?:the\s+)?(?:formula\s+for\s+the\s+)?([a-z])(?:'|’)?th\s+term\s+(?:of|in)(?:\s+the\s+(?:sequence|pattern))?\s*:?\s*(${ITEM}(?:\s*,\s*${ITEM}){2,})$`, 'i');
const POINTS = [-4, -3, -2, -1, 0, 1, 2, 3, 4];
const DIVIDES_BY_LETTER = /\/\s*(?:\([^()]*[a-z]|\d*\s*[a-z])/i;

const sameAt = (a: string, b: string, variable: string): boolean => POINTS.every((x) => {
  const [p, q] = [evaluateExact(explicitProducts(a), { [variable]: exact.fraction(x) }), evaluateExact(explicitProducts(b), { [variable]: exact.fraction(x) })];
  return !!p && !!q && p.equals(q);
});

function rewrite(statement: string): SkillAnswer | null {
  const match = REWRITE.exec(statement);
  if (!match) return null;
  const expression = (match[2] ?? '').trim();
  const letters = new Set(expression.match(/[a-z]/gi) ?? []);
  const variable = [...letters][0];
  // One letter, and something to do: a bracket, a power or more than one term of a kind.
  // An i written as in complex numbers is the imaginary unit (complex-numbers.ts), not a letter.
  if (!variable || (variable === 'i' && writesImaginaryUnit(expression)) || letters.size !== 1 || !/[(^*]|\d\s*[a-z]|[a-z].*[a-z]|\d.*[-+].*\d/i.test(expression)) return null;
  // A letter in a denominator makes a rational expression, with excluded values: rational-expressions.ts.
  if (DIVIDES_BY_LETTER.test(expression)) return null;
  const read = readPolynomial(explicitProducts(expression), variable);
  if (!read) return null;
  const standard = expandedForm(read.coefficients, read.scale, variable);
  if (!sameAt(standard, expression, variable) || standard.replace(/\s/g, '') === expression.replace(/\*/g, '').replace(/\s/g, '')) return null;
  const verb = (match[1] ?? '').toLowerCase().split(/\s+/)[0] ?? 'simplify';
  return {
    problem: `${expression} written ${verb === 'expand' || verb === 'multiply' ? 'without brackets' : 'with like terms combined'}`,
    facts: [/\(/.test(expression) ? 'multiply every term of one bracket by every term of the other, then add like terms' : 'like terms have the same power of the letter'],
    schema: 'like-terms',
    sentence: `${expression.replace(/\*\*/g, '^')} = ${standard}`,
    check: `${standard} and ${expression.replace(/\*\*/g, '^')} give the same value for ${variable} = −4, −3, …, 4`,
    answer: standard,
  };
}

/** The formula through (1, t₁), (2, t₂), …: Lagrange's polynomial, written out in powers of n. */
function nthTerm(statement: string): SkillAnswer | null {
  const match = NTH.exec(statement);
  if (!match) return null;
  const variable = (match[1] ?? 'n').toLowerCase();
  const terms = (match[2] ?? '').split(/\s*,\s*/).map((t) => exact.fraction(t.replace(/,/g, '')));
  // A formula of degree d needs d + 2 terms to be seen, not guessed: at most degree 3 here.
  const degree = lowestDegree(terms);
  if (degree === null) return null;
  const fitted = terms.slice(0, degree + 1);
  const term = (n: number): Exact => fitted.reduce((sum, t, i) => sum.add(fitted.reduce((part, _, j) => (j === i ? part : part.mul(exact.fraction(n - (j + 1), i - j))), t)), exact.fraction(0));
  const read = readPolynomial(solveCoefficients(term, degree, variable), variable);
  if (!read) return null;
  const formula = expandedForm(read.coefficients, read.scale, variable);
  if (!terms.every((t, i) => evaluateExact(explicitProducts(formula), { [variable]: exact.fraction(i + 1) })?.equals(t))) return null;
  return {
    problem: `the ${variable}'th term of ${terms.map((t) => t.toString()).join(', ')}`,
    facts: [`differences: ${terms.slice(1).map((t, i) => t.sub(terms[i] as Exact).toString()).join(', ')}`],
    schema: 'next-term',
    sentence: `term(${variable}) = ${formula}`,
    check: `${variable} = 1, 2, …, ${terms.length} give ${terms.map((t) => t.toString()).join(', ')}`,
    answer: formula,
  };
}

/** The degree of the simplest pattern: the first row of differences that is constant (seen twice at least). */
function lowestDegree(terms: readonly Exact[]): number | null {
  let row = [...terms];
  for (let degree = 0; degree <= 3; degree++) {
    if (row.length >= 2 && row.every((v) => v.equals(row[0] as Exact))) return degree;
    row = row.slice(1).map((v, i) => v.sub(row[i] as Exact));
  }
  return null;
}

/** An expression in the letter whose values are term(n): Newton's form, expanded by readPolynomial. */
function solveCoefficients(term: (n: number) => Exact, degree: number, variable: string): string {
  let row = Array.from({ length: degree + 1 }, (_, i) => term(i));
  const parts: string[] = [];
  let product = '1';
  for (let k = 0; k <= degree; k++) {
    const factorial = Array.from({ length: k }, (_, i) => i + 1).reduce((p, f) => p * f, 1);
    parts.push(`(${(row[0] as Exact).toFraction()})/${factorial}*${product}`);
    product = `${product}*(${variable} - ${k})`;
    row = row.slice(1).map((v, i) => v.sub(row[i] as Exact));
  }
  return parts.join(' + ');
}

export const ALGEBRA_FORM_SKILLS = [rewrite, nthTerm];
