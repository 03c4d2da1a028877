import { exact, showExact } from '../math-engine.js';
import { linearForm } from '../linear-form.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * An equation with one logarithm of a linear expression ("Solve log base 2 of x = 5" → x = 32, "Solve
 * log_2(x − 1) = 3" → x = 9, "Solve log(x) = 2" → x = 100): log_b(u) = k means u = b^k. "ln" only with k = 0
 * (u = 1), since e^k is not exact. Checked a second way: the expression with x put in is positive, and b to the
 * power k gives it back.
 */
const SOLVE = /^(?:please\s+)?solve\s*(?:for\s+([a-z])\s*)?:?\s*(?:log\s*_\s*\{?(\d+)\}?|log\s+base\s+(\d+)\s+of|log(\d+)(?=\s*\()|(log|ln))\s*(?:\(([^()]+)\)|([a-z]))\s*=\s*(-?\d+)(?:\s+for\s+([a-z]))?$/i;

function logEquation(statement: string): SkillAnswer | null {
  const m = SOLVE.exec(statement);
  if (!m) return null;
  const named = m[5]?.toLowerCase();
  const base = named === 'ln' ? null : exact.fraction(m[2] ?? m[3] ?? m[4] ?? '10');
  const k = Number(m[8]);
  if ((named === 'ln' && k !== 0) || (base && base.compare(2) < 0)) return null;
  const inside = (m[6] ?? m[7]!).trim();
  const letters = new Set(inside.toLowerCase().match(/[a-z]/g) ?? []);
  const variable = [...letters][0];
  const asked = m[1] ?? m[9];
  if (!variable || letters.size !== 1 || (asked && asked.toLowerCase() !== variable)) return null;
  const form = linearForm(inside, [variable]);
  const a = form?.coefficients[0];
  if (!form || !a || a.equals(0)) return null;
  const power = base ? base.pow(k) : exact.fraction(1);
  const x = power.sub(form.constant).div(a);
  const put = a.mul(x).add(form.constant);
  if (put.s <= 0n || put.equals(0) || !put.equals(power)) return null;
  const b = base ? showExact(base) : 'e';
  return {
    problem: `${named === 'ln' ? 'ln' : `log base ${b} of`} (${inside}) = ${k}`,
    facts: [`a logarithm equals ${k} when its inside is ${b}^${k} = ${showExact(power)}`],
    schema: 'logarithm',
    sentence: inside === variable ? `${variable} = ${showExact(power)}` : `${inside} = ${showExact(power)}, so ${variable} = ${showExact(x)}`,
    check: `${inside} at ${variable} = ${showExact(x)} is ${showExact(put)} > 0, and ${b}^${k} = ${showExact(power)}`,
    answer: `${variable} = ${showExact(x)}`,
  };
}

export const LOG_EQUATION_SKILLS = [logEquation];
