import { exact, mixedAsImproper, showExact, type Exact } from './math-engine.js';

/** a₁·v₁ + a₂·v₂ + … + constant, exact. */
export interface LinearForm {
  coefficients: Exact[];
  constant: Exact;
}

const PROBES: number[][] = [[2, 3], [-1, 5], [7, -4]];

/** "0x" would read as a hex literal and "2x" relies on implicit multiplication: make both explicit; "2 1/2" is 5/2. */
function explicitProducts(text: string): string {
  return mixedAsImproper(text, (top, bottom) => `(${top}/${bottom})`).replace(/(\d)\s*(?=[a-z(])/gi, '$1 * ');
}

function evaluateAt(text: string, variables: readonly string[], values: readonly number[]): Exact | null {
  try {
    const scope = Object.fromEntries(variables.map((v, i) => [v, exact.fraction(values[i] ?? 0)]));
    const value: unknown = exact.evaluate(explicitProducts(text), scope);
    return value instanceof Object && 'd' in value ? (value as Exact) : null;
  } catch {
    return null;
  }
}

/** Reads an expression as a linear form in the given variables; null when it is not linear. */
export function linearForm(text: string, variables: readonly string[]): LinearForm | null {
  const constant = evaluateAt(text, variables, variables.map(() => 0));
  if (!constant) return null;
  const coefficients: Exact[] = [];
  for (let i = 0; i < variables.length; i++) {
    const at = evaluateAt(text, variables, variables.map((_, j) => (j === i ? 1 : 0)));
    if (!at) return null;
    coefficients.push(at.sub(constant));
  }
  for (const probe of PROBES) {
    const actual = evaluateAt(text, variables, probe);
    const predicted = coefficients.reduce((sum, c, i) => sum.add(c.mul(probe[i] ?? 0)), constant);
    if (!actual || !actual.equals(predicted)) return null;
  }
  return { coefficients, constant };
}

export function subtractForms(left: LinearForm, right: LinearForm): LinearForm {
  return {
    coefficients: left.coefficients.map((c, i) => c.sub(right.coefficients[i] ?? exact.fraction(0))),
    constant: left.constant.sub(right.constant),
  };
}

function term(coefficient: Exact, variable: string, first: boolean): string {
  const sign = coefficient.s < 0n ? (first ? '-' : ' - ') : first ? '' : ' + ';
  const size = coefficient.abs();
  const shown = size.equals(1) ? '' : size.d === 1n ? showExact(size) : `(${showExact(size)})`;
  return `${sign}${shown}${variable}`;
}

/** "2x - 3y + 5" with zero terms left out ("0" when everything cancels). */
export function showLinear(form: LinearForm, variables: readonly string[]): string {
  let text = '';
  form.coefficients.forEach((c, i) => {
    if (!c.equals(0)) text += term(c, variables[i] ?? '?', text === '');
  });
  if (!form.constant.equals(0) || text === '') {
    const c = form.constant;
    text += text === '' ? showExact(c) : `${c.s < 0n ? ' - ' : ' + '}${showExact(c.abs())}`;
  }
  return text;
}

export function constantForm(value: Exact, variableCount: number): LinearForm {
  return { coefficients: Array.from({ length: variableCount }, () => exact.fraction(0)), constant: value };
}

/** "2x + y" with x = 3, y = -1 → "2(3) + (-1)": a digit before a variable keeps the product visible. */
export function substituteValues(text: string, values: Record<string, string>): string {
  return text.replace(/(\d)?(\s*)(?<![a-z])([a-z])(?![a-z])/gi, (match, digit: string | undefined, space: string, name: string) => {
    const value = values[name];
    if (value === undefined) return match;
    const wrapped = digit !== undefined || value.startsWith('-') || value.includes('/') ? `(${value})` : value;
    return digit === undefined ? `${space}${wrapped}` : `${digit}${space}(${value})`;
  });
}
