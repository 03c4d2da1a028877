import { linearForm } from '../linear-form.js';
import { exact, showExact, type Exact } from '../math-engine.js';
import { NUMBER, type SkillAnswer } from './skill-solved.js';

/**
 * A power of a known base ("Solve 3^x = 81", "Solve 2^(x + 1) = 32") and a logarithm ("Evaluate log base 2
 * of 32", "log_3(1/9)", "What is log 1000?"), when the number is a whole power of the base: the power is
 * found by trying the whole exponents from −30 to 30, exactly. Checked a second way: the base raised to
 * the answer gives the number back (for the equation, with the answer put into the exponent as written).
 */
const SOLVE_POWER = new RegExp(String.raw`^(?:please\s+)?solve(?:\s+for\s+([a-z]))?\s*:?\s*(\d+)\s*\^\s*(\([^()]+\)|[a-z])\s*=\s*(${NUMBER})$`, 'i');
const ASKED = String.raw`^(?:(?:please\s+)?(?:what\s+is|what's|find|evaluate|calculate|compute|simplify)\s+)?(?:the\s+value\s+of\s+)?`;
const ARGUMENT = String.raw`\(?\s*(?<value>${NUMBER})\s*\)?`;
/** Each way a logarithm is written; a base told after the number only where none came before it. */
const LOG_FORMS = [
  String.raw`log\s*base\s*(?<base>\d+)\s+of\s*${ARGUMENT}`, // "log base 2 of 32"
  String.raw`log\s*_\s*\{?(?<base>\d+)\}?\s*${ARGUMENT}`, // "log_3(1/9)", "log_{2} 8"
  String.raw`log(?<base>\d+)\s+${ARGUMENT}`, // "log2 8"
  String.raw`the\s+log(?:arithm)?\s+base\s+(?<base>\d+)\s+of\s*${ARGUMENT}`, // "the logarithm base 2 of 32"
  String.raw`(?:the\s+log(?:arithm)?\s+of|log)\s*${ARGUMENT}(?:\s+(?:to\s+the\s+)?base\s+(?<base>\d+))?`, // "log 1000", "the log of 8 to the base 2"
].map((form) => new RegExp(`${ASKED}${form}$`, 'i'));

/** The whole k with base^k = value, or null. */
function wholePower(base: Exact, value: Exact): number | null {
  if (base.compare(1) <= 0 || value.compare(0) <= 0) return null;
  for (let k = -30; k <= 30; k++) if (base.pow(k).equals(value)) return k;
  return null;
}

function powerEquation(statement: string): SkillAnswer | null {
  const m = SOLVE_POWER.exec(statement);
  if (!m?.[2] || !m[3] || !m[4]) return null;
  const exponent = m[3].replace(/^\(|\)$/g, '');
  const letters = new Set(exponent.toLowerCase().match(/[a-z]/g) ?? []);
  const variable = [...letters][0];
  if (!variable || letters.size !== 1 || (m[1] && m[1].toLowerCase() !== variable)) return null;
  const [base, value] = [exact.fraction(m[2]), exact.fraction(m[4].replace(/,/g, ''))];
  const k = wholePower(base, value);
  const form = linearForm(exponent, [variable]);
  const a = form?.coefficients[0];
  if (k === null || !form || !a || a.equals(0)) return null;
  const x = exact.fraction(k).sub(form.constant).div(a);
  // Second check: the base to the exponent with x put in gives the number.
  const put = a.mul(x).add(form.constant);
  if (!put.equals(k) || !base.pow(put).equals(value)) return null;
  const power = `${m[2]}^${k}`;
  return {
    problem: `${m[2]}^${m[3]} = ${m[4]}`,
    facts: [`${m[4]} = ${power}`, `so the exponents are equal: ${exponent} = ${k}`],
    schema: 'exponent-equation',
    sentence: exponent === variable ? `${variable} = ${k}` : `${exponent} = ${k}, so ${variable} = ${showExact(x)}`,
    check: `${m[2]}^${showExact(put)} = ${showExact(base.pow(put))}`,
    answer: `${variable} = ${showExact(x)}`,
  };
}

function logarithm(statement: string): SkillAnswer | null {
  const told = LOG_FORMS.map((form) => form.exec(statement)?.groups).find((groups) => groups?.value);
  if (!told?.value) return null;
  const [baseText, valueText] = [told.base ?? '10', told.value];
  const [base, value] = [exact.fraction(baseText), exact.fraction(valueText.replace(/,/g, ''))];
  const k = wholePower(base, value);
  if (k === null || !base.pow(k).equals(value)) return null;
  return {
    problem: `log base ${baseText} of ${valueText}`,
    facts: [`log base ${baseText} of ${valueText} is the power of ${baseText} that gives ${valueText}`],
    schema: 'logarithm',
    sentence: `${baseText}^? = ${valueText}`,
    check: `${baseText}^${k} = ${showExact(base.pow(k))}`,
    answer: String(k),
  };
}

export const EXPONENT_SKILLS = [powerEquation, logarithm];
