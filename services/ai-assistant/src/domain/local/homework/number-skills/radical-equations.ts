import { exact, type Exact } from '../math-engine.js';
import { evaluateAt, expandedForm, explicitProducts, onlyLetter, rationalRoots, readPolynomial, rootValue, showRoot, type RationalRoot } from './polynomial.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * An equation with one square root of the letter ("Solve sqrt(x + 3) = 5", "Solve √(2x − 1) + 1 = x"): the
 * root is put alone on one side, both sides are squared, and the polynomial left is solved by its rational
 * roots. Squaring can add solutions, so each value is put back into the original equation; a value that
 * fails is named as extraneous, never given. The square root must stand alone (its multiplier is 1 or −1,
 * tested at several values), so the squared equation has every solution of the original among its roots.
 */
const SOLVE = /^(?:please\s+)?solve(?:\s+for\s+([a-z]))?\s*:?\s*(.+?)(?:\s+for\s+([a-z]))?$/i;
const ROOT = /(?:sqrt|√)\s*\(([^()]+)\)|√\s*([a-z0-9]+)/gi;
const PLACEHOLDER = 'radical';

/** The square root of an exact value when it is rational (top and bottom perfect squares); null otherwise. */
function exactSquareRoot(value: Exact | null): Exact | null {
  if (!value || value.s < 0n) return null;
  const whole = (n: bigint): bigint | null => {
    const r = BigInt(Math.round(Math.sqrt(Number(n))));
    return [r - 1n, r, r + 1n].find((c) => c >= 0n && c * c === n) ?? null;
  };
  const [top, bottom] = [whole(value.n), whole(value.d)];
  return top !== null && bottom ? exact.fraction(top, bottom) : null;
}

function radicalEquation(statement: string): SkillAnswer | null {
  const m = SOLVE.exec(statement);
  const text = m?.[2]?.replace(/[−–]/g, '-');
  if (!m || !text || text.split('=').length !== 2 || text.length > 120) return null;
  const roots = [...text.matchAll(ROOT)];
  const inside = roots[0]?.[1] ?? roots[0]?.[2];
  if (roots.length !== 1 || !inside) return null;
  const [left, right] = text.split('=') as [string, string];
  const difference = `(${left}) - (${right})`.replace(ROOT, `(${PLACEHOLDER})`);
  const variable = onlyLetter(`${difference.replace(new RegExp(PLACEHOLDER, 'g'), '')} ${inside}`);
  if (!variable || (m[1] ?? m[3] ?? variable).toLowerCase() !== variable) return null;
  // The square root's multiplier, at several values of the letter: it must be the same 1 or −1 each time.
  const multipliers = [0, 1, 2, 5].map((x) => {
    const scope = (r: number): Record<string, Exact> => ({ [variable]: exact.fraction(x), [PLACEHOLDER]: exact.fraction(r) });
    const [one, zero] = [evaluateAt(difference, scope(1)), evaluateAt(difference, scope(0))];
    return one && zero ? one.sub(zero) : null;
  });
  const sign = multipliers[0];
  if (!sign || !sign.abs().equals(1) || !multipliers.every((c) => c?.equals(sign))) return null;
  // √inside + rest = 0 (or −√inside + rest = 0): the root alone equals the other side, and inside = other².
  const rest = difference.replace(new RegExp(`\\(${PLACEHOLDER}\\)`), '(0)');
  const other = readPolynomial(explicitProducts(sign.equals(1) ? `-(${rest})` : rest), variable);
  const squared = readPolynomial(explicitProducts(`(${inside}) - (${sign.equals(1) ? `-(${rest})` : rest})^2`), variable);
  if (!other || !squared || squared.coefficients.length < 2) return null;
  const otherShown = expandedForm(other.coefficients, other.scale, variable);
  const candidates = rationalRoots(squared.coefficients);
  if (!candidates || candidates.length === 0) return null;
  const [leftWith, rightWith] = [left.replace(ROOT, `(${PLACEHOLDER})`), right.replace(ROOT, `(${PLACEHOLDER})`)];
  const original = (r: RationalRoot): boolean => {
    const root = exactSquareRoot(evaluateAt(inside, { [variable]: rootValue(r) }));
    const scope = { [variable]: rootValue(r), [PLACEHOLDER]: root ?? exact.fraction(0) };
    const [l, rr] = [evaluateAt(leftWith, scope), evaluateAt(rightWith, scope)];
    return !!root && !!l && !!rr && l.equals(rr);
  };
  const [solutions, extraneous] = [candidates.filter(original), candidates.filter((r) => !original(r))];
  if (solutions.length === 0) return null;
  const shown = solutions.map((r) => `${variable} = ${showRoot(r)}`);
  return {
    problem: `the values of ${variable} that make ${text.trim()} true`,
    facts: [`the square root alone: √(${inside}) = ${otherShown}`, `squaring both sides: ${inside} = (${otherShown})²`,
      ...extraneous.map((r) => `${variable} = ${showRoot(r)} solves the squared equation but not the original, so it is extraneous`)],
    schema: 'radical-equation',
    sentence: `${inside} − (${otherShown})² = 0, so ${candidates.map((r) => `${variable} = ${showRoot(r)}`).join(' or ')}`,
    check: `${shown.join(' and ')} ${solutions.length > 1 ? 'each make' : 'makes'} both sides of ${text.trim()} equal`,
    answer: shown.join(' or '),
  };
}

export const RADICAL_SKILLS = [radicalEquation];
