import { type SkillAnswer } from './skill-solved.js';

/**
 * Exact values of the six trigonometric functions at the special angles, in degrees or radians ("What is sin
 * 30°?" → 1/2, "cos(2π/3)" → −1/2, "tan 90°" → undefined): the reference angle's value from the unit circle, with
 * the sign of the quadrant. Checked a second way: the exact value, worked out as a decimal, equals Math.sin /
 * Math.cos of the angle to 12 places (and an undefined value is where the cosine or sine is 0).
 */
type Fn = 'sin' | 'cos' | 'tan' | 'sec' | 'csc' | 'cot';
const ASK = /^(?:please\s+)?(?:(?:what\s+is|what's|find|evaluate|calculate|compute|give|determine)\s+)?(?:the\s+(?:exact\s+)?value\s+of\s+)?(?:the\s+)?(sin|cos|tan|sec|csc|cot)(?:e|ine|gent|ant)?\s*\(?\s*(?:of\s+)?(-?\d+)\s*(?:°|degrees?|deg)\s*\)?$/i;
const RADIANS = /^(?:please\s+)?(?:(?:what\s+is|what's|find|evaluate|calculate|compute|give|determine)\s+)?(?:the\s+(?:exact\s+)?value\s+of\s+)?(sin|cos|tan|sec|csc|cot)\s*\(?\s*(-?\d*)\s*(?:π|pi)\s*(?:\/\s*(\d+))?\s*\)?$/i;
/** Per reference angle 0, 30, 45, 60, 90: [written, value]; null where undefined. */
const TABLE: Record<Fn, ReadonlyArray<readonly [string, number] | null>> = {
  sin: [['0', 0], ['1/2', 0.5], ['√2/2', Math.SQRT2 / 2], ['√3/2', Math.sqrt(3) / 2], ['1', 1]],
  cos: [['1', 1], ['√3/2', Math.sqrt(3) / 2], ['√2/2', Math.SQRT2 / 2], ['1/2', 0.5], ['0', 0]],
  tan: [['0', 0], ['√3/3', Math.sqrt(3) / 3], ['1', 1], ['√3', Math.sqrt(3)], null],
  cot: [null, ['√3', Math.sqrt(3)], ['1', 1], ['√3/3', Math.sqrt(3) / 3], ['0', 0]],
  sec: [['1', 1], ['2√3/3', 2 / Math.sqrt(3)], ['√2', Math.SQRT2], ['2', 2], null],
  csc: [null, ['2', 2], ['√2', Math.SQRT2], ['2√3/3', 2 / Math.sqrt(3)], ['1', 1]],
};
const REFERENCE = [0, 30, 45, 60, 90];

const radiansShown = (top: string, bottom: string | undefined): string => `${top === '1' || top === '' ? '' : top === '-1' || top === '-' ? '−' : top}π${bottom ? `/${bottom}` : ''}`;

function trigValue(statement: string): SkillAnswer | null {
  const degrees = ASK.exec(statement);
  const radians = degrees ? null : RADIANS.exec(statement);
  if (!degrees && !radians) return null;
  const fn = (degrees ?? radians)![1]!.toLowerCase() as Fn;
  const top = radians ? (radians[2] === '' ? 1 : radians[2] === '-' ? -1 : Number(radians[2])) : 0;
  const angle = degrees ? Number(degrees[2]) : (top * 180) / Number(radians![3] ?? 1);
  if (!Number.isInteger(angle) || Math.abs(angle) > 3600) return null;
  const turn = ((angle % 360) + 360) % 360;
  const ref = turn <= 90 ? turn : turn <= 180 ? 180 - turn : turn <= 270 ? turn - 180 : 360 - turn;
  const at = REFERENCE.indexOf(ref);
  if (at < 0) return null;
  const sinSign = turn > 180 ? -1 : 1;
  const cosSign = turn > 90 && turn < 270 ? -1 : 1;
  const sign = fn === 'sin' || fn === 'csc' ? sinSign : fn === 'cos' || fn === 'sec' ? cosSign : sinSign * cosSign;
  const entry = TABLE[fn][at];
  const rad = (angle * Math.PI) / 180;
  const [s, c] = [Math.sin(rad), Math.cos(rad)];
  const truth = { sin: s, cos: c, tan: s / c, cot: c / s, sec: 1 / c, csc: 1 / s }[fn];
  const written = degrees ? `${angle}°` : radiansShown(radians![2]!, radians![3]);
  const problem = `${fn} ${written}`;
  if (!entry) {
    const zero = fn === 'tan' || fn === 'sec' ? c : s;
    if (Math.abs(zero) > 1e-12) return null;
    return { problem, facts: [`${fn === 'tan' || fn === 'sec' ? 'cos' : 'sin'} ${written} = 0`], schema: 'trig-value', sentence: `${problem} divides by 0`, check: `${fn === 'tan' || fn === 'sec' ? 'cos' : 'sin'} ${written} = 0, so ${problem} has no value`, answer: 'undefined' };
  }
  const value = entry[1] === 0 ? 0 : sign * entry[1];
  if (Math.abs(value - truth) > 1e-12 * Math.max(1, Math.abs(truth))) return null;
  const answer = entry[0] === '0' ? '0' : `${sign < 0 ? '−' : ''}${entry[0]}`;
  return {
    problem,
    facts: [`the reference angle is ${ref}°`, `${written} is in ${turn === 0 || turn % 90 === 0 ? 'an axis direction' : `quadrant ${Math.floor(turn / 90) + 1}`}, where ${fn} is ${sign < 0 ? 'negative' : 'positive'}`],
    schema: 'trig-value',
    sentence: `${problem} = ${answer}`,
    check: `${answer} ≈ ${value.toFixed(6)}, and the calculator gives ${fn} ${written} ≈ ${truth.toFixed(6)}`,
    answer,
  };
}

export const TRIG_SKILLS = [trigValue];
