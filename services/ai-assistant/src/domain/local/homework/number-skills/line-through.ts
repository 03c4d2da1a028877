import { exact, showExact, type Exact } from '../math-engine.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * The equation of a line from two of its points ("Write the equation of the line through (1, 2) and (3, 8)"
 * → y = 3x − 1) or from its slope and one point ("Find the equation of the line with slope 3 that passes
 * through (1, 2)"), in slope-intercept form; a vertical line is x = a number. Checked a second way: every
 * point told lies on the line found, and the slope told (or worked out) is the line's.
 */
const N = String.raw`(-?\d+(?:\.\d+)?(?:\/\d+)?)`;
const POINT = String.raw`\(\s*${N}\s*,\s*${N}\s*\)`;
const ASK = String.raw`^(?:please\s+)?(?:write|find|what\s+is|determine|give)\s+(?:down\s+)?(?:an?\s+|the\s+)?equation\s+(?:of|for)\s+the\s+(?:straight\s+)?line\s+`;
const THROUGH = String.raw`(?:that\s+)?(?:which\s+)?(?:passing|passes|going|goes|through|that\s+passes)?\s*(?:through|containing|joining|connecting)\s+(?:the\s+points?\s+)?`;
const TWO_POINTS = new RegExp(String.raw`${ASK}${THROUGH}${POINT}\s*(?:and|,)\s*${POINT}(?:\s+in\s+slope[- ]intercept\s+form)?$`, 'i');
const SLOPE_POINT = new RegExp(String.raw`${ASK}(?:with|that\s+has|having)\s+(?:a\s+)?(?:slope|gradient)\s+(?:of\s+)?${N}\s*,?\s*(?:and\s+)?${THROUGH}${POINT}(?:\s+in\s+slope[- ]intercept\s+form)?$`, 'i');

const show = (v: Exact): string => showExact(v);

/** "y = 3x − 1", "y = −x", "y = (1/2)x + 4", "y = 5". */
function slopeIntercept(slope: Exact, intercept: Exact): string {
  const size = slope.abs();
  const factor = size.equals(1) ? '' : size.d === 1n ? show(size) : `(${show(size)})`;
  const xTerm = slope.equals(0) ? '' : `${slope.s < 0n ? '−' : ''}${factor}x`;
  if (!xTerm) return `y = ${show(intercept)}`;
  if (intercept.equals(0)) return `y = ${xTerm}`;
  return `y = ${xTerm} ${intercept.s < 0n ? '−' : '+'} ${show(intercept.abs())}`;
}

function line(slope: Exact, point: [Exact, Exact], others: Array<[Exact, Exact]>, problem: string, facts: string[]): SkillAnswer | null {
  const intercept = point[1].sub(slope.mul(point[0]));
  const equation = slopeIntercept(slope, intercept);
  // Second check: every point told is on the line.
  if (![point, ...others].every(([px, py]) => slope.mul(px).add(intercept).equals(py))) return null;
  return {
    problem,
    facts: [...facts, `b = y − mx = ${show(point[1])} − ${show(slope)} × ${show(point[0])} = ${show(intercept)}`],
    schema: 'line-equation',
    sentence: `y = mx + b with m = ${show(slope)} and b = ${show(intercept)}`,
    check: [point, ...others].map(([px, py]) => `${show(slope)} × ${show(px)} + ${show(intercept)} = ${show(py)}`).join('; '),
    answer: equation,
  };
}

function throughTwoPoints(statement: string): SkillAnswer | null {
  const m = TWO_POINTS.exec(statement);
  if (!m) return null;
  const [x1, y1, x2, y2] = [m[1], m[2], m[3], m[4]].map((v) => exact.fraction(v ?? '0')) as [Exact, Exact, Exact, Exact];
  const points = `(${show(x1)}, ${show(y1)}) and (${show(x2)}, ${show(y2)})`;
  if (x1.equals(x2) && y1.equals(y2)) return null;
  if (x1.equals(x2)) {
    return {
      problem: `the equation of the line through ${points}`,
      facts: [`both points have x = ${show(x1)}, so the line is vertical`],
      schema: 'line-equation',
      sentence: `x = ${show(x1)}`,
      check: `(${show(x1)}, ${show(y1)}) and (${show(x2)}, ${show(y2)}) both have x = ${show(x1)}`,
      answer: `x = ${show(x1)}`,
    };
  }
  const slope = y2.sub(y1).div(x2.sub(x1));
  return line(slope, [x1, y1], [[x2, y2]], `the equation of the line through ${points}`, [`m = (${show(y2)} − ${show(y1)}) ÷ (${show(x2)} − ${show(x1)}) = ${show(slope)}`]);
}

function slopeAndPoint(statement: string): SkillAnswer | null {
  const m = SLOPE_POINT.exec(statement);
  if (!m?.[1]) return null;
  const [slope, px, py] = [m[1], m[2], m[3]].map((v) => exact.fraction(v ?? '0')) as [Exact, Exact, Exact];
  return line(slope, [px, py], [], `the equation of the line with slope ${show(slope)} through (${show(px)}, ${show(py)})`, [`m = ${show(slope)}`]);
}

export const LINE_THROUGH_SKILLS = [throughTwoPoints, slopeAndPoint];
