import { exact, MIXED_NUMBER, plain, type Exact } from './math-engine.js';

/**
 * Second, independent checks of a shown answer: the answer text is read back the way a student
 * reads it and checked with plain floating-point mathjs, not with the exact step-by-step engine
 * that produced it. A solution is shown only when its check passes.
 */

const TOLERANCE = 1e-9;

/** "5/4 = 1 1/4" → 5/4, "1/3 ≈ 0.3333" → 1/3, "x = -2" → -2, "35%" → 35. */
export function readShownNumber(answer: string): Exact | null {
  const first = answer.replace(/^[a-z]\s*=\s*/i, '').split(/\s*(?:=|≈)\s*/)[0]?.replace(/[$,%]/g, '').trim() ?? '';
  const token = /^-?\d+(?:\.\d+)?(?:\/\d+)?$/.exec(first)?.[0];
  if (!token) return null;
  try {
    return exact.fraction(token);
  } catch {
    return null;
  }
}

/** "2x" and "5(x+3)" written out for plain mathjs, powers as ^; "3/4" stays one number and "2 1/2" is 2 + 1/2, as students mean them. */
function explicit(text: string): string {
  return text.replace(MIXED_NUMBER, '($1 + $2/$3)').replace(/(?<![\d.])(\d+)\/(\d+)(?![\d.])/g, '($1/$2)').replace(/\*\*/g, '^').replace(/(\d)\s*(?=[a-z(])/gi, '$1 * ').replace(/\)\s*(?=[a-z\d(])/gi, ') * ');
}

function floatOf(text: string, scope: Record<string, number>): number | null {
  try {
    const value: unknown = plain.evaluate(explicit(text), { ...scope });
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

export function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= TOLERANCE * Math.max(1, Math.abs(a), Math.abs(b));
}

const numbersOf = (values: Record<string, string>): Record<string, number> =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, Number(exact.fraction(v).valueOf())]));

/** The shown answer equals the expression evaluated a second way. */
export function answerMatchesExpression(answer: string, expression: string, values: Record<string, string>): boolean {
  const shown = readShownNumber(answer);
  const expected = floatOf(expression, numbersOf(values));
  return shown !== null && expected !== null && close(Number(shown.valueOf()), expected);
}

/** "x = 3" or "b = 1, c = 2": every unknown named, each equation holds when they are put back. */
export function answerSatisfiesEquations(answer: string, equations: readonly string[], variables: readonly string[]): boolean {
  const scope: Record<string, number> = {};
  for (const variable of variables) {
    const match = new RegExp(`(?:^|[ ,])${variable} = (-?\\d+(?:\\.\\d+)?(?:/\\d+)?)(?:,|$)`).exec(answer);
    if (!match?.[1]) return false;
    scope[variable] = Number(exact.fraction(match[1]).valueOf());
  }
  return equations.every((equation) => {
    const [left, right] = equation.split('=');
    const l = floatOf(left ?? '', scope);
    const r = floatOf(right ?? '', scope);
    return l !== null && r !== null && close(l, r);
  });
}

/** "no single solution" of two equations: left − right of each is linear and the two are proportional. */
export function noSingleSolutionHolds(answer: string, equations: readonly string[], [p, q]: readonly string[]): boolean {
  if (answer !== 'no single solution' || equations.length !== 2 || !p || !q) return false;
  const coefficients = equations.map((equation) => {
    const [left, right] = equation.split('=');
    const at = (x: number, y: number): number | null => {
      const l = floatOf(left ?? '', { [p]: x, [q]: y });
      const r = floatOf(right ?? '', { [p]: x, [q]: y });
      return l === null || r === null ? null : l - r;
    };
    const [c, a, b] = [at(0, 0), at(1, 0), at(0, 1)];
    return c === null || a === null || b === null ? null : [a - c, b - c];
  });
  const [first, second] = coefficients;
  return !!first && !!second && close(first[0]! * second[1]!, first[1]! * second[0]!);
}

/** "no solution" / "every number is a solution": left − right is checked at three points. */
export function specialAnswerHolds(answer: string, equation: string, variable: string): boolean {
  const [left, right] = equation.split('=');
  const gaps = [-3.5, 0, 7.25].map((x) => {
    const l = floatOf(left ?? '', { [variable]: x });
    const r = floatOf(right ?? '', { [variable]: x });
    return l === null || r === null ? null : l - r;
  });
  if (gaps.some((gap) => gap === null)) return false;
  const [a, b, c] = gaps as [number, number, number];
  const constant = close(a, b) && close(b, c);
  if (answer === 'no solution') return constant && !close(a, 0);
  if (answer === 'every number is a solution') return constant && close(a, 0);
  return false;
}
