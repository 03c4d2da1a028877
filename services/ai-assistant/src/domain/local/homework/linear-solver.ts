import { evaluateExact, exact, showExact, type Exact } from './math-engine.js';
import { linearForm, showLinear, substituteValues, type LinearForm } from './linear-form.js';
import type { Solved, SolutionStep } from './steps.js';
import { mixedNumbersAsFractions } from './arithmetic-solver.js';

const compact = (text: string): string => text.replace(/[\s*]/g, '');

/** "12/x = 3", "5/(x - 1) = 2": a number over the unknown on one side, a number on the other. */
const OVER_UNKNOWN = /^\s*(-?\d+(?:\.\d+)?)\s*\/\s*(\([^()]+\)|[a-z])\s*$/i;

/**
 * "12/x = 3": both sides are multiplied by the bottom first, which gives a linear equation (12 = 3x).
 * A value that makes the bottom 0 is no solution.
 */
function solveOverUnknown(left: string, right: string, variable: string): Solved | null {
  const [over, other] = OVER_UNKNOWN.test(left) ? [left, right] : OVER_UNKNOWN.test(right) ? [right, left] : [null, null];
  const match = over ? OVER_UNKNOWN.exec(over) : null;
  if (!match?.[1] || !match[2] || !other || !/^\s*-?\d+(?:\.\d+)?(?:\/\d+)?\s*$/.test(other)) return null;
  const bottom = match[2];
  const times = `${/\//.test(other) ? `(${other.trim()})` : other.trim()}${bottom}`;
  // The unknown's side is written first: "2(x - 1) = 5".
  const cleared = solveLinearEquation(times, match[1], variable);
  if (!cleared || !/^[a-z] = /.test(cleared.answer)) return null;
  const value = exact.fraction(cleared.answer.split(' = ')[1] ?? '');
  const put = substituteValues(over, { [variable]: showExact(value) });
  const bottomAt = evaluateExact(substituteValues(bottom, { [variable]: showExact(value) }));
  const overAt = evaluateExact(put);
  const wanted = evaluateExact(other);
  if (!bottomAt || bottomAt.equals(0) || !overAt || !wanted) return null;
  const multiply: SolutionStep = { kind: 'both-sides', action: 'multiply', amount: bottom, equation: `${times} = ${match[1]}` };
  const check: SolutionStep = { kind: 'check', statement: `${put} = ${showExact(overAt)}`, holds: overAt.equals(wanted) };
  const worked = cleared.steps.slice(1).filter((step) => step.kind !== 'check');
  return { ...cleared, steps: [{ kind: 'restate', problem: `${left} = ${right}` }, multiply, ...worked, check] };
}

/** "2/x + 1 = 5", "3 + 12/x = 7": a number added to or taken from the unknown's fraction. */
const OVER_UNKNOWN_AND = /^\s*(-?\d+(?:\.\d+)?\s*\/\s*(?:\([^()]+\)|[a-z]))\s*([+-])\s*(\d+(?:\.\d+)?)\s*$/i;
const AND_OVER_UNKNOWN = /^\s*(-?\d+(?:\.\d+)?)\s*([+-])\s*(\d+(?:\.\d+)?\s*\/\s*(?:\([^()]+\)|[a-z]))\s*$/i;
const A_NUMBER = /^\s*-?\d+(?:\.\d+)?(?:\/\d+)?\s*$/;

/**
 * The number beside the unknown's fraction moved to the other side first ("2/x + 1 = 5" → "2/x = 4"),
 * then solved as a number over the unknown. The check puts the answer into the equation as written.
 */
function solveOverUnknownWithNumber(left: string, right: string, variable: string): Solved | null {
  const [side, other] = A_NUMBER.test(right) ? [left, right] : A_NUMBER.test(left) ? [right, left] : [null, null];
  const after = side ? OVER_UNKNOWN_AND.exec(side) : null;
  const before = side && !after ? AND_OVER_UNKNOWN.exec(side) : null;
  if (!other || (!after && !before)) return null;
  // "a/x + c" or "c + a/x" leave a/x = other − c; "a/x − c" leaves other + c; "c − a/x" leaves c − other.
  const [over, sign, number] = after ? [after[1] ?? '', after[2], after[3] ?? '0'] : [before?.[3] ?? '', before?.[2], before?.[1] ?? '0'];
  const [c, wanted] = [exact.fraction(number), exact.fraction(other.trim())];
  if (before && sign === '-') return null;
  const moved = sign === '+' ? wanted.sub(c) : wanted.add(c);
  const reduced = solveOverUnknown(over, showExact(moved), variable);
  if (!reduced || !/^[a-z] = /.test(reduced.answer)) return null;
  const value = showExact(exact.fraction(reduced.answer.split(' = ')[1] ?? ''));
  const put = substituteValues(side ?? '', { [variable]: value.includes('/') || value.startsWith('-') ? `(${value})` : value });
  const at = evaluateExact(put);
  if (!at || !at.equals(wanted)) return null;
  const move: SolutionStep = { kind: 'both-sides', action: sign === '+' ? 'subtract' : 'add', amount: number, equation: `${over} = ${showExact(moved)}` };
  const worked = reduced.steps.slice(1).filter((step) => step.kind !== 'check');
  const check: SolutionStep = { kind: 'check', statement: `${put} = ${showExact(at)}`, holds: true };
  return { ...reduced, steps: [{ kind: 'restate', problem: `${left} = ${right}` }, move, ...worked, check] };
}

/** Solves one linear equation in one variable, the way it is done on paper. */
export function solveLinearEquation(left: string, right: string, variable: string): Solved | null {
  const l = linearForm(left, [variable]);
  const r = linearForm(right, [variable]);
  if (!l || !r) return solveOverUnknown(left, right, variable) ?? solveOverUnknownWithNumber(left, right, variable);
  const show = (form: LinearForm): string => showLinear(form, [variable]);
  const steps: SolutionStep[] = [{ kind: 'restate', problem: `${left} = ${right}` }, ...mixedNumbersAsFractions(`${left} = ${right}`)];
  if (compact(show(l)) !== compact(left) || compact(show(r)) !== compact(right)) {
    steps.push({ kind: 'simplify-sides', equation: `${show(l)} = ${show(r)}` });
  }
  let a = l.coefficients[0] ?? exact.fraction(0);
  const b = l.constant;
  const rightA = r.coefficients[0] ?? exact.fraction(0);
  if (!rightA.equals(0)) {
    a = a.sub(rightA);
    const amount = `${showExact(rightA.abs())}${variable}`;
    const equation = `${show({ coefficients: [a], constant: b })} = ${showExact(r.constant)}`;
    steps.push({ kind: 'both-sides', action: rightA.s < 0n ? 'add' : 'subtract', amount, equation });
  }
  const c = r.constant.sub(b);
  if (!b.equals(0)) {
    const equation = `${show({ coefficients: [a], constant: exact.fraction(0) })} = ${showExact(c)}`;
    steps.push({ kind: 'both-sides', action: b.s < 0n ? 'add' : 'subtract', amount: showExact(b.abs()), equation });
  }
  if (a.equals(0)) {
    steps.push({ kind: 'special', note: c.equals(0) ? 'all-numbers' : 'no-solution' });
    return { kind: 'linear-equation', steps, answer: c.equals(0) ? 'every number is a solution' : 'no solution' };
  }
  const value = c.div(a);
  if (!a.equals(1)) {
    const action = a.equals(-1) ? 'multiply' : 'divide';
    steps.push({ kind: 'both-sides', action, amount: showExact(a), equation: `${variable} = ${showExact(value)}` });
  }
  steps.push(checkStep(left, right, variable, value, l, r));
  return { kind: 'linear-equation', steps, answer: `${variable} = ${showExact(value)}` };
}

function checkStep(left: string, right: string, variable: string, value: Exact, l: LinearForm, r: LinearForm): SolutionStep {
  const at = (form: LinearForm): Exact => (form.coefficients[0] ?? exact.fraction(0)).mul(value).add(form.constant);
  const values = { [variable]: showExact(value) };
  const lv = showExact(at(l));
  const rv = showExact(at(r));
  const side = (text: string, result: string): string => {
    const put = substituteValues(text, values);
    return put.replace(/\s/g, '') === result ? result : `${put} = ${result}`;
  };
  const rightIsNumber = right.replace(/\s/g, '') === rv;
  const statement = rightIsNumber ? side(left, lv) : `${side(left, lv)} and ${side(right, rv)}`;
  return { kind: 'check', statement, holds: lv === rv };
}
