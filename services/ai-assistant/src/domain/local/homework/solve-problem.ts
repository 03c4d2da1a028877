import { solveArithmetic } from './arithmetic-solver.js';
import { readExercise, type Exercise } from './exercise-forms.js';
import { fractionOfCheck, solveFractionOf } from './fraction-of-solver.js';
import { substituteValues } from './linear-form.js';
import { solveLinearEquation } from './linear-solver.js';
import { normalizeMathText } from './math-engine.js';
import { percentCheck, solvePercentage } from './percent-solver.js';
import { solveProbability } from './probability/solve-probability.js';
import type { Solved } from './steps.js';
import { solveLinearSystem } from './system-solver.js';
import { answerMatchesExpression, answerSatisfiesEquations, noSingleSolutionHolds, readShownNumber, specialAnswerHolds } from './verify-answer.js';
import { solveStory } from './story-solvers.js';
import { solveClockTime } from './clock/solve-clock-time.js';
import { solveNumberSkill } from './number-skills/solve-number-skill.js';
import { inCurrency, otherCurrency } from './other-currency.js';
import { polynomialRoots } from './number-skills/polynomial-roots.js';
import { skillSolved } from './number-skills/skill-solved.js';

const INSTRUCTION =
  /^(?:please\s+)?(?:solve|find|calculate|compute|evaluate|simplify|work out|what is|what's|determine|write|reduce)\b(?:\s+the\s+(?:system|equation|expression|value of))?(?:\s+for\s+[a-z](?:\s+and\s+[a-z])?)?(?:\s+the\s+following)?(?:\s*:\s*|\s+[-–]\s+|\s+|$)/i;
const MATH_ONLY = /^[\d\sa-z+\-*/^().=]+$/i;
const ASKS_ABOUT_EQUATION = /\b(?:slope|gradient|intercepts?|graph|plot|sketch|domain|range|vertex|axis|parallel|perpendicular|true|false|verify|midpoint|distance)\b/i;

const YES_NO = /^(?:is|are|does|do|show|prove)\b|\bwhether\b|\bsatisf(?:y|ies)\b|\b(?:check|determine|decide|tell|test)\s+if\b/i;
const TOLD_VALUE = /^[a-z]\s*=\s*[-−]?\d+(?:\.\d+)?(?:\/\d+)?$/i;

/** Keeps the mathematics of a problem: "Solve for x: 2x + 3 = 11." → "2x + 3 = 11". */
export function mathPart(statement: string): string {
  return normalizeMathText(statement.replace(INSTRUCTION, ''))
    .replace(/\s*=\s*\??\s*$/, '')
    .replace(/[?.!]+$/, '')
    .trim();
}

function variablesOf(segments: readonly string[]): string[] {
  return [...new Set(segments.join(' ').match(/[a-z]/gi) ?? [])].sort();
}

function hasWords(segment: string): boolean {
  return /[a-z]{2,}/i.test(segment.replace(/(\d)([a-z])/gi, '$1 $2'));
}

/** "Find the value of x if 5x - 7 = 18" → "5x - 7 = 18": the run of maths tokens at the end. */
export function trailingMath(text: string): string {
  const tokens = text.replace(/[?.!]+$/, '').split(/\s+/);
  const isMathToken = (token: string): boolean => /^[-+*/^()=.,\d]*[a-z]?[-+*/^()=.,\d]*$/i.test(token) && token !== '';
  let start = tokens.length;
  while (start > 0 && isMathToken(tokens[start - 1] ?? '')) start--;
  return tokens.slice(start).join(' ');
}

function segmentsOf(statement: string): string[] {
  const math = mathPart(statement.replace(/\n/g, ', '));
  const segments = math.split(/\s*(?:[,;]|\band\b)\s*/i).map((s) => s.trim()).filter(Boolean);
  if (segments.length > 0 && segments.every((s) => !hasWords(s) && MATH_ONLY.test(s))) return segments;
  const tail = mathPart(trailingMath(statement.replace(/\n/g, ' ')));
  // "Find the slope of the line x = 0": the words ask about the equation's line, not for its solution.
  if (ASKS_ABOUT_EQUATION.test(statement)) return [];
  // "Find x squared when x = 5": a value told at the end ("x = 5") is not an equation to solve; nor is a
  // yes-or-no question about one ("Is y = 4 a solution of 2x + 1 = 7?").
  if (TOLD_VALUE.test(tail) || YES_NO.test(statement)) return [];
  return tail.includes('=') && !hasWords(tail) && MATH_ONLY.test(tail) ? [tail] : [];
}

/** Older free forms ("2x + 3 = 11", "3/4 + 1/2 =") read as an exercise. */
function looseExercise(statement: string): Exercise | null {
  const segments = segmentsOf(statement);
  if (segments.length === 0) return null;
  if (segments.some((s) => s.includes('='))) return { kind: 'solve', equations: segments, variable: null };
  return segments.length === 1 ? { kind: 'evaluate', expression: segments[0] ?? '', values: {} } : null;
}

function evaluate(exercise: Extract<Exercise, { kind: 'evaluate' }>): Solved | null {
  const names = Object.keys(exercise.values);
  if (names.length === 0) return solveArithmetic(exercise.expression);
  const put = substituteValues(exercise.expression, exercise.values);
  if (/[a-z]/i.test(put)) return null;
  const solved = solveArithmetic(put, true);
  if (!solved) return null;
  const substitute = { kind: 'substitute' as const, variable: names.join(' and '), value: names.map((n) => exercise.values[n]).join(' and '), into: exercise.expression, equation: put };
  return { ...solved, steps: [{ kind: 'restate', problem: exercise.expression }, substitute, ...solved.steps.slice(1)] };
}

function solveEquations(exercise: Extract<Exercise, { kind: 'solve' }>): Solved | null {
  const equations = exercise.equations.map((e) => e.split('=').map((side) => side.trim()));
  if (equations.some((sides) => sides.length !== 2 || sides.some((side) => side === ''))) return null;
  const variables = variablesOf(exercise.equations);
  if (exercise.variable && !variables.includes(exercise.variable)) return null;
  const [first, second] = equations as [string[], string[] | undefined];
  if (equations.length === 1 && variables.length === 1) {
    const [left, right, variable] = [first[0] ?? '', first[1] ?? '', variables[0] ?? 'x'];
    // "A number squared is 49": a square (or higher power) read from words is solved by its roots.
    const roots = polynomialRoots(left, right, variable);
    return solveLinearEquation(left, right, variable) ?? (roots ? skillSolved(roots) : null);
  }
  if (equations.length === 2 && variables.length === 2 && second) {
    const pair = (exercise.variable === variables[1] ? [variables[1], variables[0]] : variables) as [string, string];
    return solveLinearSystem({ left: first[0] ?? '', right: first[1] ?? '' }, { left: second[0] ?? '', right: second[1] ?? '' }, pair);
  }
  return null;
}

/** An equation with values told for its other letters: the values put in first, then solved for the letter left. */
function solveWithValues(exercise: Extract<Exercise, { kind: 'solve' }>, values: Record<string, string>): Solved | null {
  const [equation] = exercise.equations;
  if (exercise.equations.length !== 1 || !equation) return null;
  const put = substituteValues(equation, values);
  const left = { kind: 'solve' as const, equations: [put], variable: exercise.variable };
  const solved = verified(left, solveEquations(left));
  if (!solved) return null;
  const names = Object.keys(values);
  const substitute = { kind: 'substitute' as const, variable: names.join(' and '), value: names.map((n) => values[n]).join(' and '), into: equation, equation: put };
  return { ...solved, steps: [{ kind: 'restate', problem: equation }, substitute, ...solved.steps.slice(1)] };
}

/** The second check an exercise's answer must pass before it is shown. */
function verified(exercise: Exercise, solved: Solved | null): Solved | null {
  if (!solved) return null;
  if (exercise.kind === 'evaluate') return answerMatchesExpression(solved.answer, exercise.expression, exercise.values) ? solved : null;
  const variables = variablesOf(exercise.equations);
  const holds = answerSatisfiesEquations(solved.answer, exercise.equations, variables)
    || (variables.length === 1 && specialAnswerHolds(solved.answer, exercise.equations[0] ?? '', variables[0] ?? 'x'))
    || noSingleSolutionHolds(solved.answer, exercise.equations, variables);
  return holds ? solved : null;
}

function checkedWorded(statement: string): Solved | null {
  const percent = solvePercentage(statement);
  if (percent) {
    const shown = readShownNumber(percent.answer);
    const again = percentCheck(statement);
    return shown && again && shown.equals(again) ? percent : null;
  }
  const fraction = solveFractionOf(statement);
  if (!fraction) return null;
  const shown = readShownNumber(fraction.answer);
  const again = fractionOfCheck(statement);
  return shown && again && shown.equals(again) ? fraction : null;
}

/** "… and check your answer": the answer is always checked, so the words ask nothing more. */
const CHECK_ASKED = /(?:\s*[.,;]\s*|\s+and\s+(?:then\s+)?)check\s+(?:your|the|this|that)?\s*(?:answer|solution|work|result)s?\s*[.!]?$/i;

/** Solves what can be solved and checked a second way; null means "write a study guide instead". */
export function solveProblem(asked: string): Solved | null {
  const currency = otherCurrency(asked);
  if (currency) {
    const solved = solveProblem(currency.asDollars);
    return solved && inCurrency(solved, currency.symbol);
  }
  const statement = asked.replace(CHECK_ASKED, '');
  const chance = solveProbability(statement) ?? solveClockTime(statement) ?? solveNumberSkill(statement);
  if (chance) return chance;
  const worded = checkedWorded(statement);
  if (worded) return worded;
  const exercise = readExercise(statement) ?? looseExercise(statement);
  if (exercise?.kind === 'solve' && exercise.values) return solveWithValues(exercise, exercise.values);
  if (exercise) return verified(exercise, exercise.kind === 'evaluate' ? evaluate(exercise) : solveEquations(exercise));
  return solveStory(statement);
}
