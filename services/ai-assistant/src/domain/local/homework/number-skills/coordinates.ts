import { exact, showExact, type Exact } from '../math-engine.js';
import { squareRootShown } from './geometry.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * Two points on the coordinate plane: the slope of the line through them, their midpoint, the distance
 * between them. Checked a second way: the line with that slope through the first point passes through
 * the second; the midpoint is as far from each point; the distance squared is the sum of the squared legs.
 */
const N = String.raw`(-?\d+(?:\.\d+)?(?:\/\d+)?)`;
const POINT = String.raw`\(\s*${N}\s*,\s*${N}\s*\)`;
const TWO = String.raw`(?:the\s+)?(?:points?\s+)?${POINT}\s*(?:and|,|to)\s*${POINT}`;
const ASK = new RegExp(String.raw`^(?:please\s+)?(?:what\s+is|what's|find|calculate|compute|determine|work\s+out)\s+the\s+(slope|gradient|midpoint|distance)\s+(?:of\s+the\s+line\s+(?:that\s+)?(?:passing\s+|passes\s+|going\s+|goes\s+)?(?:through|between|joining|connecting)|of\s+the\s+(?:line\s+)?segment\s+(?:joining|connecting|between|with\s+endpoints|from)|between|of|joining|connecting|from)\s+${TWO}$`, 'i');

const x = (v: Exact): string => showExact(v, 'decimal');

function twoPoints(statement: string): SkillAnswer | null {
  const match = ASK.exec(statement);
  if (!match) return null;
  const asked = (match[1] ?? '').toLowerCase().replace('gradient', 'slope');
  const [x1, y1, x2, y2] = [match[2], match[3], match[4], match[5]].map((v) => exact.fraction(v ?? '0')) as [Exact, Exact, Exact, Exact];
  const points = `(${x(x1)}, ${x(y1)}) and (${x(x2)}, ${x(y2)})`;
  if (asked === 'slope') {
    // A vertical line has no slope number; the same point twice has no line.
    if (x1.equals(x2)) return null;
    const slope = y2.sub(y1).div(x2.sub(x1));
    if (!y1.add(slope.mul(x2.sub(x1))).equals(y2)) return null;
    return {
      problem: `the slope of the line through ${points}`,
      facts: ['slope = (change in y) ÷ (change in x) = (y₂ − y₁) ÷ (x₂ − x₁)'],
      schema: 'formula',
      sentence: `(${x(y2)} − ${x(y1)}) ÷ (${x(x2)} − ${x(x1)}) = ${x(y2.sub(y1))} ÷ ${x(x2.sub(x1))} = ?`,
      check: `starting at (${x(x1)}, ${x(y1)}) and going ${x(x2.sub(x1))} across at slope ${showExact(slope)} rises ${x(slope.mul(x2.sub(x1)))}, reaching (${x(x2)}, ${x(y2)})`,
      answer: showExact(slope),
    };
  }
  if (asked === 'midpoint') {
    const [mx, my] = [x1.add(x2).div(2), y1.add(y2).div(2)];
    const [d1, d2] = [mx.sub(x1).pow(2).add(my.sub(y1).pow(2) as Exact) as Exact, mx.sub(x2).pow(2).add(my.sub(y2).pow(2) as Exact) as Exact];
    if (!d1.equals(d2)) return null;
    return {
      problem: `the midpoint of ${points}`,
      facts: ['midpoint = ((x₁ + x₂) ÷ 2, (y₁ + y₂) ÷ 2)'],
      schema: 'formula',
      sentence: `((${x(x1)} + ${x(x2)}) ÷ 2, (${x(y1)} + ${x(y2)}) ÷ 2) = ?`,
      check: `(${x(mx)}, ${x(my)}) is equally far from both points`,
      answer: `(${x(mx)}, ${x(my)})`,
    };
  }
  const [dx, dy] = [x2.sub(x1), y2.sub(y1)];
  const square = dx.mul(dx).add(dy.mul(dy));
  const distance = squareRootShown(square);
  return {
    problem: `the distance between ${points}`,
    facts: ['distance = √((x₂ − x₁)² + (y₂ − y₁)²)'],
    schema: 'formula',
    sentence: `√(${x(dx)}² + ${x(dy)}²) = √${x(square)} = ?`,
    check: `${distance.written}² = ${x(dx.mul(dx))} + ${x(dy.mul(dy))}`,
    answer: distance.shown,
  };
}

export const COORDINATE_SKILLS = [twoPoints];
