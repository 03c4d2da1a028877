import { exact, type Exact } from '../math-engine.js';
import { gcd } from './integers.js';
import { addPolys, lettersOfPoly, readPoly, showPoly, type Poly, type Powers } from './multivariate.js';
import { factoredForm, rationalRoots, readPolynomial } from './polynomial.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * The greatest common factor of terms ("What is the GCF of 12x^2 and 18x?" → 6x) and factoring it out of a
 * polynomial ("Factor 6x^2y + 9xy^2" → 3xy(2x + 3y), "Factor 4x + 8" → 4(x + 2)): the largest whole number
 * dividing every coefficient times each letter to its smallest power. A factor left over is factored further
 * when it is in one letter and all its roots are rational; one that might factor further in ways not
 * checked here (a cubic without rational roots) is declined, unless the exercise asks only to factor out the common
 * factor. Quadratics in two letters ("2x^2 − 2y^2") are factored whole by `two-letter-quadratics.ts`, tried first.
 * Checked a second way: the factored answer multiplied out is the polynomial asked.
 */
const FACTOR = /^(?:please\s+)?factor(\s+out\s+the\s+(?:greatest\s+)?common\s+(?:monomial\s+)?factor(?:\s+(?:of|from|in))?)?(?:\s+completely)?\s*:?\s+([-+*^().\d\sa-z]+)$/i;
const GCF = /^(?:please\s+)?(?:what\s+is|find|determine|give)\s+the\s+(?:gcf|greatest\s+common\s+(?:factor|divisor)|highest\s+common\s+factor|hcf)\s+of\s+(.+)$/i;

/** The common factor of the terms: gcd of the whole coefficients, each letter to its smallest power. */
function commonTerm(poly: Poly): { coefficient: Exact; powers: Powers } | null {
  const terms = [...poly.values()];
  if (terms.length === 0 || terms.some((t) => t.coefficient.d !== 1n)) return null;
  const number = terms.reduce((g, t) => gcd(g, t.coefficient.n), 0n);
  const letters = lettersOfPoly(poly).filter((l) => terms.every((t) => (t.powers[l] ?? 0) > 0));
  const powers = Object.fromEntries(letters.map((l) => [l, Math.min(...terms.map((t) => t.powers[l]!))]));
  // A leading minus is taken out with the factor: −4x − 8 = −4(x + 2).
  const sign = terms[0]!.coefficient.s < 0n && terms.every((t) => t.coefficient.s < 0n) ? -1n : 1n;
  return { coefficient: exact.fraction(sign * number), powers };
}

const termPoly = (coefficient: Exact, powers: Powers): Poly => new Map([['t', { coefficient, powers }]]);

/**
 * A letter that appears only in one term, alone and to the first power ("2x^2y^2 + 3z"): with the whole
 * numbers' common factor already taken out, nothing but ±1 divides such a polynomial, so it does not factor.
 */
function linearAlone(poly: Poly): boolean {
  const terms = [...poly.values()];
  return lettersOfPoly(poly).some((l) => {
    const holding = terms.filter((t) => l in t.powers);
    return holding.length === 1 && Object.keys(holding[0]!.powers).length === 1 && holding[0]!.powers[l] === 1;
  });
}

/** What is left after dividing by the common term, written factored as far as is safe; null when unsure. */
function restFactored(rest: Poly): string | null {
  const letters = lettersOfPoly(rest);
  const shown = showPoly(rest);
  const degree = Math.max(...[...rest.values()].map((t) => Object.values(t.powers).reduce((s, p) => s + p, 0)));
  if (degree <= 1 || linearAlone(rest)) return shown;
  if (letters.length !== 1) return null;
  const read = readPolynomial(shown.replace(/(\d)([a-z])/gi, '$1*$2'), letters[0]!);
  if (!read) return null;
  const roots = rationalRoots(read.coefficients);
  const lead = read.coefficients[read.coefficients.length - 1] ?? 1n;
  if (roots && roots.length > 0) return factoredForm(read.scale, roots, letters[0]!, lead);
  // A quadratic with no rational root does not factor over whole numbers; a higher power might.
  return read.coefficients.length === 3 ? shown : null;
}

function factorCommon(statement: string): SkillAnswer | null {
  const match = FACTOR.exec(statement);
  const expression = match?.[2]?.trim();
  const poly = expression ? readPoly(expression) : null;
  if (!expression || !poly || poly.size < 2 || lettersOfPoly(poly).includes('i')) return null;
  const common = commonTerm(poly);
  if (!common || (common.coefficient.abs().equals(1) && Object.keys(common.powers).length === 0)) return null;
  const rest = [...poly.values()].reduce<Poly>((p, t) => addPolys(p, termPoly(t.coefficient.div(common.coefficient), Object.fromEntries(Object.entries(t.powers).map(([l, k]) => [l, k - (common.powers[l] ?? 0)]).filter(([, k]) => k !== 0)))), new Map());
  // "Factor out the common factor" asks for that factor only; "Factor" asks for every factor.
  const inside = match?.[1] ? showPoly(rest) : restFactored(rest);
  if (!inside) return null;
  const outside = showPoly(termPoly(common.coefficient, Object.fromEntries(Object.entries(common.powers).filter(([, k]) => k !== 0))));
  const answer = `${outside}${inside.startsWith('(') ? inside : `(${inside})`}`;
  const back = readPoly(answer.replace(/−/g, '-'));
  if (!back || showPoly(back) !== showPoly(poly)) return null;
  return {
    problem: `${expression} factored`,
    facts: [`every term is a multiple of ${outside}`, ...(inside.startsWith('(') ? [`what is left, ${showPoly(rest)}, factors further`] : [])],
    schema: 'common-factor',
    sentence: `${expression} = ${outside} × (${showPoly(rest)}) = ${answer}`,
    check: `multiplying ${answer} out gives ${showPoly(poly)} again`,
    answer,
  };
}

function greatestCommonTerm(statement: string): SkillAnswer | null {
  const list = GCF.exec(statement)?.[1]?.split(/\s*,\s*(?:and\s+)?|\s+and\s+/i).map((s) => s.trim()).filter(Boolean);
  if (!list || list.length < 2 || !list.some((s) => /[a-z]/i.test(s))) return null;
  const polys = list.map((s) => readPoly(s));
  if (polys.some((p) => !p || p.size !== 1)) return null;
  const together: Poly = new Map(polys.map((p, i) => [String(i), [...p!.values()][0]!]));
  const common = commonTerm(together);
  if (!common) return null;
  const answer = showPoly(termPoly(common.coefficient.abs(), common.powers));
  // The second way: each term divided by the answer leaves whole numbers and no letter to a negative power.
  const divides = [...together.values()].every((t) => t.coefficient.div(common.coefficient).d === 1n && Object.entries(common.powers).every(([l, k]) => (t.powers[l] ?? 0) >= k));
  if (!divides) return null;
  return {
    problem: `the greatest common factor of ${list.join(', ')}`,
    facts: ['the largest number that divides every coefficient', 'each letter every term has, to its smallest power'],
    schema: 'common-factor',
    sentence: `GCF(${list.join(', ')}) = ${answer}`,
    check: list.map((s) => `${s} ÷ ${answer} has whole numbers and no letter left under a fraction bar`).join('; '),
    answer,
  };
}

export const COMMON_FACTOR_SKILLS = [greatestCommonTerm, factorCommon];
