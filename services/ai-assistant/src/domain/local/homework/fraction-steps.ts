import { isInteger, showExact, type Exact } from './math-engine.js';
import type { Operator, SolutionStep } from './steps.js';

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y) [x, y] = [y, x % y];
  return x;
}

function lcm(a: bigint, b: bigint): bigint {
  return (a / gcd(a, b)) * b;
}

const show = (value: Exact): string => showExact(value);

/** Extra steps a student writes for fractions: a common denominator, or simplifying the result. */
export function fractionOperationSteps(operator: Operator, a: Exact, b: Exact): SolutionStep[] {
  if (isInteger(a) && isInteger(b)) return [];
  if ((operator === '+' || operator === '-') && a.d !== b.d) {
    const common = lcm(a.d, b.d);
    const rewrite = (v: Exact): string => `${v.s < 0n ? '-' : ''}${v.n * (common / v.d)}/${common}`;
    return [{ kind: 'common-denominator', before: `${show(a)} ${operator} ${show(b)}`, after: `${rewrite(a)} ${operator} ${rewrite(b)}`, denominator: common.toString() }];
  }
  if (operator === '*' || operator === '/') {
    const right = operator === '/' ? b.inverse() : b;
    const top = a.n * right.n;
    const bottom = a.d * right.d;
    const divisor = gcd(top, bottom);
    if (divisor > 1n && bottom !== divisor) {
      return [{ kind: 'simplify-fraction', from: `${top}/${bottom}`, to: `${top / divisor}/${bottom / divisor}`, divisor: divisor.toString() }];
    }
  }
  return [];
}
