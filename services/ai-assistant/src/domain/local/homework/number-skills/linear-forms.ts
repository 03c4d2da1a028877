import { evaluateExact, exact, showExact, type Exact } from '../math-engine.js';
import { explicitProducts } from './polynomial.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * Linear expressions in one or more letters ("3x + 2y − x + 4y", "2(x − 3) − 4"), read exactly by
 * evaluating: the constant at all letters 0, each letter's coefficient from a unit step in it. The form
 * must then give the expression's value at several more points, so a product of letters, a power or a
 * division by a letter is never taken for a linear term.
 */
export interface LinearForm { coefficients: Map<string, Exact>; constant: Exact }

const TRIAL_POINTS = [[2, -3, 5], [-1, 4, 7], [3, 5, -2], [7, -6, 1]];
const LONGEST = 120;

/** The letters of an expression, or null when two letters touch ("xy", a word) or none is there. */
export function lettersOf(expression: string): string[] | null {
  if (/[a-z]{2}/i.test(expression) || expression.length > LONGEST) return null;
  const letters = [...new Set(expression.match(/[a-z]/gi) ?? [])].sort();
  return letters.length > 0 && letters.length <= 3 ? letters : null;
}

const at = (letters: readonly string[], values: readonly number[]): Record<string, Exact> => Object.fromEntries(letters.map((l, i) => [l, exact.fraction(values[i] ?? 0)]));

export function readLinear(expression: string, letters: readonly string[]): LinearForm | null {
  const text = explicitProducts(expression);
  const constant = evaluateExact(text, at(letters, letters.map(() => 0)));
  if (!constant) return null;
  const coefficients = new Map<string, Exact>();
  for (const [i, letter] of letters.entries()) {
    const step = evaluateExact(text, at(letters, letters.map((_, j) => (j === i ? 1 : 0))));
    if (!step) return null;
    coefficients.set(letter, step.sub(constant));
  }
  const form = { coefficients, constant };
  return TRIAL_POINTS.every((point) => evaluateExact(text, at(letters, point))?.equals(valueOf(form, at(letters, point))) === true) ? form : null;
}

export function valueOf(form: LinearForm, scope: Record<string, Exact>): Exact {
  return [...form.coefficients].reduce((sum, [letter, c]) => sum.add(c.mul(scope[letter] ?? exact.fraction(0))), form.constant);
}

/** "2x + 6y − 3": letters in order, then the constant; a coefficient of 1 is not written. */
export function showLinear(form: LinearForm): string {
  const terms: Array<{ value: Exact; letter: string }> = [...form.coefficients].filter(([, c]) => !c.equals(0)).map(([letter, value]) => ({ value, letter }));
  if (!form.constant.equals(0) || terms.length === 0) terms.push({ value: form.constant, letter: '' });
  return terms.map(({ value, letter }, i) => {
    const size = value.abs();
    const number = letter && size.equals(1) ? '' : showExact(size);
    const sign = value.s < 0n ? (i === 0 ? '-' : ' - ') : i === 0 ? '' : ' + ';
    return `${sign}${number}${letter}`;
  }).join('');
}

const SIMPLIFY = /^(?:please\s+)?(?:simplify|collect\s+(?:the\s+)?(?:like\s+)?terms\s+(?:in|of)|combine\s+(?:the\s+)?like\s+terms\s+(?:in|of)?)\s*:?\s+([-+*/().\d\sa-z]+)$/i;

/** "Simplify 3x + 2y − x + 4y" → 2x + 6y: like terms of two or three letters combined (one letter is algebra-forms' job). */
function combineLikeTerms(statement: string): SkillAnswer | null {
  const match = SIMPLIFY.exec(statement);
  const expression = (match?.[1] ?? '').trim();
  const letters = match ? lettersOf(expression) : null;
  if (!letters || letters.length < 2) return null;
  const form = readLinear(expression, letters);
  if (!form) return null;
  const simplest = showLinear(form);
  const check = readLinear(simplest, letters);
  // The second way: the answer read back is the same form, and something was combined.
  if (!check || !sameForm(check, form) || simplest.replace(/\s/g, '') === expression.replace(/[\s*]/g, '')) return null;
  return {
    problem: `${expression} with like terms combined`,
    facts: ['like terms have the same letter: add their numbers'],
    schema: 'like-terms',
    sentence: `${expression} = ${simplest}`,
    check: `${simplest} and ${expression} give the same value for ${TRIAL_POINTS.length} choices of ${letters.join(', ')}`,
    answer: simplest,
  };
}

export function sameForm(a: LinearForm, b: LinearForm): boolean {
  return a.constant.equals(b.constant) && [...a.coefficients].every(([l, c]) => c.equals(b.coefficients.get(l) ?? exact.fraction(0)))
    && [...b.coefficients].every(([l, c]) => c.equals(a.coefficients.get(l) ?? exact.fraction(0)));
}

export const LINEAR_FORM_SKILLS = [combineLikeTerms];
