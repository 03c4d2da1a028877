import { exact, showExact, type Exact } from '../math-engine.js';
import { readLinear, valueOf } from './linear-forms.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * The slope and the intercepts of a straight line given by its equation ("Find the slope of the line
 * y = 3x + 2", "What is the y-intercept of 2x + 3y = 6?"). The equation is read as a·x + b·y + c = 0
 * exactly. Checked a second way: the points the answer names (where the line crosses an axis, or two
 * points one step apart in x) are put back into the equation as written.
 */
const SIDE = String.raw`([-+*/().\d\sxy]+)`;
const ASK = new RegExp(String.raw`^(?:please\s+)?(?:what\s+is|what's|find|calculate|determine|give|state|identify)\s+the\s+(slope|gradient|y-intercept|y\s+intercept|x-intercept|x\s+intercept)\s+of\s+(?:the\s+)?(?:line|graph|equation)?\s*(?:of\s+|given\s+by\s+|with\s+equation\s+)?:?\s*${SIDE}\s*=\s*${SIDE}$`, 'i');

const show = (v: Exact): string => showExact(v);

function lineMeasure(statement: string): SkillAnswer | null {
  const match = ASK.exec(statement);
  if (!match) return null;
  const asked = (match[1] ?? '').toLowerCase().replace(/\s+/, '-').replace('gradient', 'slope');
  const [left, right] = [(match[2] ?? '').trim(), (match[3] ?? '').trim()];
  const [l, r] = [readLinear(left, ['x', 'y']), readLinear(right, ['x', 'y'])];
  if (!l || !r) return null;
  const coefficient = (letter: string): Exact => (l.coefficients.get(letter) ?? exact.fraction(0)).sub(r.coefficients.get(letter) ?? exact.fraction(0));
  const [a, b, c] = [coefficient('x'), coefficient('y'), l.constant.sub(r.constant)];
  const onLine = (x: Exact, y: Exact): boolean => valueOf(l, { x, y }).equals(valueOf(r, { x, y }));
  const equation = `${left} = ${right}`;
  if (a.equals(0) && b.equals(0)) return null;
  // A vertical line (no y) has no slope and no y-intercept; a horizontal one (no x) no x-intercept.
  if (b.equals(0) && asked !== 'x-intercept') return vertical(equation, asked, c.neg().div(a), onLine);
  if (a.equals(0) && asked === 'x-intercept') return horizontal(equation, c.neg().div(b), onLine);
  const [slope, yIntercept] = [a.neg().div(b), c.neg().div(b)];
  const solvedForY = `y = ${show(slope)}x + ${show(yIntercept)}`.replace(/\+ -/, '- ');
  if (asked === 'slope') {
    const [p, q] = [yIntercept, yIntercept.add(slope)];
    if (!onLine(exact.fraction(0), p) || !onLine(exact.fraction(1), q)) return null;
    return {
      problem: `the slope of ${equation}`,
      facts: ['write the equation as y = mx + b: the slope is m'],
      schema: 'line-equation',
      sentence: solvedForY,
      check: `(0, ${show(p)}) and (1, ${show(q)}) are both on the line: y goes up ${show(slope)} when x goes up 1`,
      answer: show(slope),
    };
  }
  if (asked === 'y-intercept') {
    if (!onLine(exact.fraction(0), yIntercept)) return null;
    return {
      problem: `the y-intercept of ${equation}`,
      facts: ['the line crosses the y-axis where x = 0'],
      schema: 'line-equation',
      sentence: `x = 0 in ${equation}: y = ?`,
      check: `(0, ${show(yIntercept)}) makes ${equation} true`,
      answer: show(yIntercept),
    };
  }
  const xIntercept = c.neg().div(a);
  if (!onLine(xIntercept, exact.fraction(0))) return null;
  return {
    problem: `the x-intercept of ${equation}`,
    facts: ['the line crosses the x-axis where y = 0'],
    schema: 'line-equation',
    sentence: `y = 0 in ${equation}: x = ?`,
    check: `(${show(xIntercept)}, 0) makes ${equation} true`,
    answer: show(xIntercept),
  };
}

type OnLine = (x: Exact, y: Exact) => boolean;

/** x = k: every point has the same x, so the line is vertical (k = 0 is the y-axis itself: declined). */
function vertical(equation: string, asked: string, k: Exact, onLine: OnLine): SkillAnswer | null {
  const [zero, one] = [exact.fraction(0), exact.fraction(1)];
  if (k.equals(0) || !onLine(k, zero) || !onLine(k, one) || onLine(k.add(1), zero)) return null;
  const slope = asked === 'slope';
  return {
    problem: `the ${asked} of ${equation}`,
    facts: [`the equation says x = ${show(k)} for every point: the line is vertical`],
    schema: 'line-equation',
    sentence: slope ? 'slope = (change in y) ÷ (change in x) = (change in y) ÷ 0' : `x = ${show(k)} is never 0, so the line never reaches the y-axis`,
    check: `(${show(k)}, 0) and (${show(k)}, 1) are both on the line: x does not change`,
    answer: slope ? `undefined: x = ${show(k)} is a vertical line` : `none: the vertical line x = ${show(k)} never crosses the y-axis`,
  };
}

/** y = k with k ≠ 0: a horizontal line never crosses the x-axis. */
function horizontal(equation: string, k: Exact, onLine: OnLine): SkillAnswer | null {
  const [zero, one] = [exact.fraction(0), exact.fraction(1)];
  if (k.equals(0) || !onLine(zero, k) || !onLine(one, k)) return null;
  return {
    problem: `the x-intercept of ${equation}`,
    facts: [`the equation says y = ${show(k)} for every point: the line is horizontal`],
    schema: 'line-equation',
    sentence: `y = ${show(k)} is never 0, so the line never reaches the x-axis`,
    check: `(0, ${show(k)}) and (1, ${show(k)}) are both on the line: y does not change`,
    answer: `none: the horizontal line y = ${show(k)} never crosses the x-axis`,
  };
}

export const LINE_SKILLS = [lineMeasure];
