import { evaluateExact, type Exact } from '../math-engine.js';
import { explicitProducts, onlyLetter, rationalRoots, readPolynomial, rootValue, showRoot } from './polynomial.js';
import { holds as compare, INEQUALITY, SIGNS } from './inequalities.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * Quadratic inequalities with two rational roots ("Solve x^2 − 5x + 6 > 0" → x < 2 or x > 3, "Solve
 * x^2 ≤ 9" → −3 ≤ x ≤ 3). The roots split the number line into three parts; the sign of the quadratic does
 * not change inside a part, so one value of each part, put into the inequality as written, says whether the
 * part is in the answer, and each root is in it when the inequality holds there (≤, ≥). Only the two shapes
 * a parabola makes (the middle part, or the two outer parts) are answered.
 */
function quadraticInequality(statement: string): SkillAnswer | null {
  const m = INEQUALITY.exec(statement);
  const sign = SIGNS[m?.[2] ?? ''];
  if (!m || !sign) return null;
  const [left, right] = [m[1]!.trim(), m[3]!.trim()];
  const x = onlyLetter(`${left} ${right}`);
  if (!x || (m[4] && m[4] !== x)) return null;
  const read = readPolynomial(explicitProducts(`(${left}) - (${right})`), x);
  if (!read || read.coefficients.length !== 3) return null;
  const roots = rationalRoots(read.coefficients);
  if (!roots || roots.length !== 2) return null;
  const [low, high] = roots.map(rootValue) as [Exact, Exact];
  const holds = (v: Exact): boolean | null => {
    const [l, r] = [evaluateExact(explicitProducts(left), { [x]: v }), evaluateExact(explicitProducts(right), { [x]: v })];
    return l && r ? compare(l, sign, r) : null;
  };
  const [below, between, above] = [holds(low.sub(1)), holds(low.add(high).div(2)), holds(high.add(1))];
  const ends = holds(low);
  if (ends === null || ends !== holds(high)) return null;
  const [lowShown, highShown] = roots.map(showRoot) as [string, string];
  const [under, over] = ends ? ['≤', '≥'] : ['<', '>'];
  const answer = between && !below && !above ? `${lowShown} ${under} ${x} ${under} ${highShown}`
    : !between && below && above ? `${x} ${under} ${lowShown} or ${x} ${over} ${highShown}` : null;
  if (!answer) return null;
  return {
    problem: `the values of ${x} for which ${left} ${sign} ${right}`,
    facts: [`${left} = ${right} when ${x} = ${lowShown} or ${x} = ${highShown}: these split the number line into three parts`],
    schema: 'quadratic-inequality',
    sentence: `test one value in each part: ${x} = ${showValue(low.sub(1))} ${below ? 'works' : 'fails'}, ${x} = ${showValue(low.add(high).div(2))} ${between ? 'works' : 'fails'}, ${x} = ${showValue(high.add(1))} ${above ? 'works' : 'fails'}; so ${answer}`,
    check: `${x} = ${lowShown} and ${x} = ${highShown} ${ends ? 'make the inequality true (equal sides count)' : 'make both sides equal, so they are left out'}`,
    answer,
  };
}

const showValue = (v: Exact): string => (v.d === 1n ? v.toString() : v.toFraction());

export const QUADRATIC_INEQUALITY_SKILLS = [quadraticInequality];
