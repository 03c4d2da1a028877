import { exact, showExact, type Exact } from './math-engine.js';
import { linearForm, showLinear, substituteValues, subtractForms, type LinearForm } from './linear-form.js';
import type { Solved, SolutionStep } from './steps.js';

interface Equation {
  left: string;
  right: string;
}

/** a·p + b·q = c */
interface Standard {
  a: Exact;
  b: Exact;
  c: Exact;
}

const zero = (): Exact => exact.fraction(0);

function standardForm(equation: Equation, variables: [string, string]): Standard | null {
  const l = linearForm(equation.left, variables);
  const r = linearForm(equation.right, variables);
  if (!l || !r) return null;
  const f: LinearForm = subtractForms(l, r);
  return { a: f.coefficients[0] ?? zero(), b: f.coefficients[1] ?? zero(), c: f.constant.neg() };
}

function show(eq: Standard, [p, q]: [string, string]): string {
  return `${showLinear({ coefficients: [eq.a, eq.b], constant: zero() }, [p, q])} = ${showExact(eq.c)}`;
}

function scale(eq: Standard, k: Exact): Standard {
  return { a: eq.a.mul(k), b: eq.b.mul(k), c: eq.c.mul(k) };
}

/** Two linear equations in two unknowns, solved by elimination and checked in both equations. */
export function solveLinearSystem(first: Equation, second: Equation, variables: [string, string]): Solved | null {
  const e1 = standardForm(first, variables);
  const e2 = standardForm(second, variables);
  if (!e1 || !e2) return null;
  const [p, q] = variables;
  const steps: SolutionStep[] = [{ kind: 'restate', problem: `${first.left} = ${first.right} and ${second.left} = ${second.right}` }];
  const standard = `${show(e1, variables)} and ${show(e2, variables)}`;
  const written = `${first.left} = ${first.right} and ${second.left} = ${second.right}`;
  if (standard.replace(/[\s*]/g, '') !== written.replace(/[\s*]/g, '')) steps.push({ kind: 'simplify-sides', equation: standard });
  if (e1.a.mul(e2.b).sub(e2.a.mul(e1.b)).equals(0)) {
    steps.push({ kind: 'special', note: 'no-unique-solution' });
    return { kind: 'linear-system', steps, answer: 'no single solution' };
  }
  const combined = e1.b.equals(0) ? e1 : e2.b.equals(0) ? e2 : eliminate(e1, e2, variables, steps);
  const pValue = combined.c.div(combined.a);
  if (!combined.a.equals(1)) steps.push({ kind: 'both-sides', action: 'divide', amount: showExact(combined.a), equation: `${p} = ${showExact(pValue)}` });
  const qValue = substituteAndSolve(e1.b.equals(0) ? e2 : e1, pValue, variables, steps);
  const holds = e2.a.mul(pValue).add(e2.b.mul(qValue)).equals(e2.c) && e1.a.mul(pValue).add(e1.b.mul(qValue)).equals(e1.c);
  const values = { [p]: showExact(pValue), [q]: showExact(qValue) };
  steps.push({ kind: 'check', statement: `${substituteValues(second.left, values)} = ${substituteValues(second.right, values)}`, holds });
  return { kind: 'linear-system', steps, answer: `${p} = ${showExact(pValue)}, ${q} = ${showExact(qValue)}` };
}

function substituteAndSolve(eq: Standard, pValue: Exact, [p, q]: [string, string], steps: SolutionStep[]): Exact {
  const rest = eq.c.sub(eq.a.mul(pValue));
  const qValue = rest.div(eq.b);
  steps.push({
    kind: 'substitute',
    variable: p,
    value: showExact(pValue),
    into: show(eq, [p, q]),
    equation: `${showLinear({ coefficients: [eq.b], constant: zero() }, [q])} = ${showExact(rest)}`,
  });
  if (!eq.b.equals(1)) steps.push({ kind: 'both-sides', action: 'divide', amount: showExact(eq.b), equation: `${q} = ${showExact(qValue)}` });
  return qValue;
}

/** Scales the equations so the second unknown cancels, then adds or subtracts them. */
function eliminate(e1: Standard, e2: Standard, variables: [string, string], steps: SolutionStep[]): Standard {
  let s1 = e1;
  let s2 = e2;
  if (!e1.b.abs().equals(e2.b.abs())) {
    s1 = scale(e1, e2.b.abs());
    s2 = scale(e2, e1.b.abs());
    if (!e2.b.abs().equals(1)) steps.push({ kind: 'scale-equation', which: 1, factor: showExact(e2.b.abs()), equation: show(s1, variables) });
    if (!e1.b.abs().equals(1)) steps.push({ kind: 'scale-equation', which: 2, factor: showExact(e1.b.abs()), equation: show(s2, variables) });
  }
  const add = !s1.b.equals(s2.b);
  const combined: Standard = add
    ? { a: s1.a.add(s2.a), b: zero(), c: s1.c.add(s2.c) }
    : { a: s1.a.sub(s2.a), b: zero(), c: s1.c.sub(s2.c) };
  const equation = `${showLinear({ coefficients: [combined.a], constant: zero() }, [variables[0]])} = ${showExact(combined.c)}`;
  steps.push({ kind: 'combine-equations', action: add ? 'add' : 'subtract', equation, eliminated: variables[1] });
  return combined;
}
