import { evaluateExact, exact, showExact, type Exact } from '../math-engine.js';
import { eliminate } from './eliminate.js';
import { readLinear } from './linear-forms.js';
import { explicitLetterProducts } from './multivariate.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * Three linear equations in three letters ("Solve the system: x + y + z = 6, x − y = 1, y + z = 5"), solved
 * by elimination with exact fractions; only a single solution is given (a system with none or with many is
 * declined). Checked a second way: the values put back into each equation as written make its sides equal.
 */
const SYSTEM = /^(?:please\s+)?solve\s*(?:the\s+(?:linear\s+)?system(?:\s+of\s+equations)?)?\s*:?\s*(.+)$/i;
const EQUATION = /^[-+*/().\d\sa-z]+=[-+*/().\d\sa-z]+$/i;

function threeUnknowns(statement: string): SkillAnswer | null {
  const body = SYSTEM.exec(statement)?.[1];
  const equations = (body ?? '').split(/\s*(?:[,;]\s*(?:and\s+)?|\s+and\s+)\s*/i).map((e) => e.trim()).filter(Boolean);
  if (equations.length !== 3 || !equations.every((e) => EQUATION.test(e) && e.split('=').length === 2)) return null;
  const letters = [...new Set(equations.join(' ').match(/[a-z]/gi) ?? [])].sort();
  if (letters.length !== 3 || /[a-z]{2}/i.test(equations.join(' '))) return null;
  const rows: Exact[][] = [];
  for (const equation of equations) {
    const [left, right] = equation.split('=').map((s) => readLinear(s.trim(), letters));
    if (!left || !right) return null;
    const zero = exact.fraction(0);
    rows.push([...letters.map((l) => (left.coefficients.get(l) ?? zero).sub(right.coefficients.get(l) ?? zero)), right.constant.sub(left.constant)]);
  }
  const values = eliminate(rows);
  if (!values) return null;
  const scope = Object.fromEntries(letters.map((l, i) => [l, values[i]!]));
  const holds = equations.every((e) => {
    const [l, r] = e.split('=').map((s) => evaluateExact(explicitLetterProducts(s.trim()), scope));
    return !!l && !!r && l.equals(r);
  });
  if (!holds) return null;
  const answer = letters.map((l, i) => `${l} = ${showExact(values[i]!)}`).join(', ');
  return {
    problem: `the values of ${letters.join(', ')} that make ${equations.join(', ')} all true`,
    facts: equations,
    schema: 'system-of-three',
    sentence: `eliminate one letter at a time: ${answer}`,
    check: equations.map((e) => `${e} holds with ${answer}`).join('; '),
    answer,
  };
}

export const THREE_UNKNOWN_SKILLS = [threeUnknowns];
