import { gcd } from './integers.js';
import { lettersOfPoly, readPoly, sameAtTrials } from './multivariate.js';
import { rationalRoots, type RationalRoot } from './polynomial.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * Quadratics in two letters with every term of degree 2 ("Factor x^2 − y^2" → (x − y)(x + y), "Factor
 * 4x^2 − 9y^2", "Factor x^2 + 2xy + y^2" → (x + y)^2, "Factor 2x^2 + 5xy − 3y^2"): the whole numbers' common
 * factor comes out first, then ax² + bxy + cy² = a(x − r₁y)(x − r₂y) for the rational roots r of at² + bt + c.
 * Declined when those roots are not rational (the quadratic does not factor over the whole numbers). Checked a
 * second way: the factored answer, multiplied out at several points, equals the quadratic asked.
 */
const FACTOR = /^(?:please\s+)?factor(?:\s+completely)?(?:\s+the\s+(?:expression|polynomial))?\s*:?\s+([-+*^().\d\sa-z]+)$/i;

const coefficientOf = (n: bigint): string => (n === 1n ? '' : n === -1n ? '-' : String(n));
function factorOf(root: RationalRoot, x: string, y: string): string {
  const p = root.num < 0n ? -root.num : root.num;
  return `(${coefficientOf(root.den)}${x} ${root.num < 0n ? '+' : '−'} ${coefficientOf(p)}${y})`;
}

function twoLetterQuadratic(statement: string): SkillAnswer | null {
  const written = FACTOR.exec(statement)?.[1]?.trim();
  const poly = written ? readPoly(written.replace(/[−–]/g, '-')) : null;
  if (!written || !poly) return null;
  const letters = lettersOfPoly(poly);
  const terms = [...poly.values()];
  if (letters.length !== 2 || terms.some((t) => t.coefficient.d !== 1n || Object.values(t.powers).reduce((s, k) => s + k, 0) !== 2)) return null;
  const [x, y] = letters as [string, string];
  const coefficient = (px: number, py: number): bigint => { const t = terms.find((term) => (term.powers[x] ?? 0) === px && (term.powers[y] ?? 0) === py); return t ? t.coefficient.s * t.coefficient.n : 0n; };
  // The x² term's sign comes out with the common factor: −x² + y² = −(x − y)(x + y).
  const sign = coefficient(2, 0) < 0n ? -1n : 1n;
  const [a, b, c] = [sign * coefficient(2, 0), sign * coefficient(1, 1), sign * coefficient(0, 2)];
  if (a === 0n || c === 0n) return null;
  const content = gcd(gcd(a < 0n ? -a : a, b < 0n ? -b : b), c < 0n ? -c : c);
  const roots = rationalRoots([c / content, b / content, a / content]);
  if (!roots) return null;
  const each = roots.flatMap((r) => Array.from({ length: r.multiplicity }, () => r));
  if (each.length !== 2) return null;
  const lead = (a / content) / (each[0]!.den * each[1]!.den);
  const outside = coefficientOf(sign * content * lead);
  const factors = roots.length === 1 ? `${factorOf(roots[0]!, x, y)}^2` : each.map((r) => factorOf(r, x, y)).join('');
  const answer = `${outside === '-' ? '−' : outside}${factors}`;
  if (!sameAtTrials(answer.replace(/−/g, '-'), written, letters)) return null;
  return {
    problem: `factor ${written}`,
    facts: [`every term has degree 2 in ${x} and ${y}`, ...(content !== 1n || lead !== 1n ? [`the common factor ${coefficientOf(content * lead) || '1'} comes out first`] : [])],
    schema: 'two-letter-factoring',
    sentence: `${written} = ${answer}`,
    check: `${answer} multiplied out gives ${written} back`,
    answer,
  };
}

export const TWO_LETTER_QUADRATIC_SKILLS = [twoLetterQuadratic];
