import { exact, plain, showExact, type Exact } from '../math-engine.js';
import { readPoly, type Poly } from './multivariate.js';
import { splitQuotient } from './rational-expressions.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * Arithmetic with complex numbers written with i ("Simplify (2 + 3i)(1 − i)" → 5 + i, "i^23" → −i,
 * "(3 + 2i)/(1 − i)" → 1/2 + (5/2)i): the expression is read as a polynomial in i, each power of i is
 * reduced (i² = −1, so the powers repeat every 4), and a quotient is multiplied top and bottom by the
 * bottom's conjugate. Checked a second way: mathjs evaluates the exercise with its own complex numbers.
 */
const ASK = /^(?:please\s+)?(?:simplify|multiply|add|subtract|divide|evaluate|compute|calculate|find|what\s+is|write)\s*:?\s+(.+?)(?:\s+(?:in\s+(?:the\s+)?(?:form\s+a\s*\+\s*bi|standard\s+form)|as\s+a\s+complex\s+number))?$/i;
const POWERS_OF_I: ReadonlyArray<readonly [number, number]> = [[1, 0], [0, 1], [-1, 0], [0, -1]];

interface Complex { re: Exact; im: Exact }

/**
 * Whether an i in the exercise is the imaginary unit: written as a student writes complex numbers ("3i",
 * "(1 − i)", "i^23"), not with the explicit products of generated algebra exercises ("4*i**4", where i is a letter).
 */
export const writesImaginaryUnit = (expression: string): boolean => /(?<![a-z])i(?![a-z])/.test(expression) && !/\*\*|\*\s*i\b|\bi\s*\*/.test(expression);

/** a + bi from a polynomial in i; null when another letter is in it. */
function reduced(poly: Poly): Complex | null {
  let [re, im] = [exact.fraction(0), exact.fraction(0)];
  for (const term of poly.values()) {
    if (Object.keys(term.powers).some((l) => l !== 'i')) return null;
    const [r, m] = POWERS_OF_I[(term.powers.i ?? 0) % 4]!;
    [re, im] = [re.add(term.coefficient.mul(r)), im.add(term.coefficient.mul(m))];
  }
  return { re, im };
}

function divided(top: Complex, bottom: Complex): Complex | null {
  const size = bottom.re.mul(bottom.re).add(bottom.im.mul(bottom.im));
  if (size.equals(0)) return null;
  return { re: top.re.mul(bottom.re).add(top.im.mul(bottom.im)).div(size), im: top.im.mul(bottom.re).sub(top.re.mul(bottom.im)).div(size) };
}

/** "5 + i", "-1", "3i", "1/2 + (5/2)i". */
export function showComplex({ re, im }: Complex): string {
  const size = im.abs();
  const imaginary = size.equals(1) ? 'i' : size.d === 1n ? `${showExact(size)}i` : `(${showExact(size)})i`;
  if (im.equals(0)) return showExact(re);
  if (re.equals(0)) return im.s < 0n ? `-${imaginary}` : imaginary;
  return `${showExact(re)} ${im.s < 0n ? '-' : '+'} ${imaginary}`;
}

function complexArithmetic(statement: string): SkillAnswer | null {
  const expression = ASK.exec(statement)?.[1]?.trim().replace(/[−–]/g, '-') ?? '';
  // i is the only letter (a capital I or any other letter is not the imaginary unit).
  if (!writesImaginaryUnit(expression) || /[a-hj-zI]/.test(expression)) return null;
  // i^23 = i^3: the powers of i repeat every 4 (the polynomial reader keeps powers small).
  const reducedPowers = expression.replace(/i\s*\^\s*(\d+)/g, (_m, n: string) => `i^${Number(n) % 4}`);
  const quotient = splitQuotient(reducedPowers);
  const [top, bottom] = quotient ? quotient.map((side) => readPoly(side)) : [readPoly(reducedPowers), readPoly('1')];
  const [t, b] = [top ? reduced(top) : null, bottom ? reduced(bottom) : null];
  const value = t && b ? divided(t, b) : null;
  if (!value) return null;
  const answer = showComplex(value);
  const direct = plain.evaluate(expression.replace(/(\d|\))\s*(?=[i(])/g, '$1*').replace(/i\s*(?=[(\d])/g, 'i*')) as unknown;
  const parts = direct as { re?: unknown; im?: unknown } | number | null;
  const [re, im] = typeof parts === 'number' ? [parts, 0] : parts && typeof parts === 'object' ? [Number(parts.re), Number(parts.im)] : [NaN, NaN];
  const close = (a: number, e: Exact): boolean => Math.abs(a - Number(e.valueOf())) <= 1e-9 * Math.max(1, Math.abs(a));
  if (!close(re, value.re) || !close(im, value.im) || answer.replace(/\s/g, '') === expression.replace(/\s/g, '')) return null;
  return {
    problem: `${expression} written as a + bi`,
    facts: ['i² = −1, so the powers of i repeat: i, −1, −i, 1', ...(quotient ? ['to divide, multiply the top and the bottom by the conjugate of the bottom'] : [])],
    schema: 'complex-number',
    sentence: `${expression} = ${answer}`,
    check: `mathjs, working with complex numbers itself, also gets ${re.toFixed(4)} + ${im.toFixed(4)}i`,
    answer,
  };
}

export const COMPLEX_SKILLS = [complexArithmetic];
