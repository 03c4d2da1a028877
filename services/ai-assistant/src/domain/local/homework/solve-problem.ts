import { solveArithmetic } from './arithmetic-solver.js';
import { solveFractionOf } from './fraction-of-solver.js';
import { solveLinearEquation } from './linear-solver.js';
import { normalizeMathText } from './math-engine.js';
import { solvePercentage } from './percent-solver.js';
import type { Solved } from './steps.js';
import { solveLinearSystem } from './system-solver.js';

const INSTRUCTION =
  /^(?:please\s+)?(?:solve|find|calculate|compute|evaluate|simplify|work out|what is|what's|determine|write|reduce)\b(?:\s+the\s+(?:system|equation|expression|value of))?(?:\s+for\s+[a-z](?:\s+and\s+[a-z])?)?(?:\s+the\s+following)?(?:\s*:\s*|\s+[-–]\s+|\s+|$)/i;
const MATH_ONLY = /^[\d\sa-z+\-*/^().=]+$/i;

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

function solveEquations(segments: string[]): Solved | null {
  const equations = segments.map((segment) => segment.split('=').map((side) => side.trim()));
  if (equations.some((sides) => sides.length !== 2 || sides.some((side) => side === ''))) return null;
  const variables = variablesOf(segments);
  const [first, second] = equations;
  if (equations.length === 1 && variables.length === 1 && first) {
    return solveLinearEquation(first[0] ?? '', first[1] ?? '', variables[0] ?? 'x');
  }
  if (equations.length === 2 && variables.length === 2 && first && second) {
    const pair = variables as [string, string];
    return solveLinearSystem({ left: first[0] ?? '', right: first[1] ?? '' }, { left: second[0] ?? '', right: second[1] ?? '' }, pair);
  }
  return null;
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
  return tail.includes('=') && !hasWords(tail) && MATH_ONLY.test(tail) ? [tail] : [];
}

/** Solves what can be solved exactly; null means "write a study guide instead". */
export function solveProblem(statement: string): Solved | null {
  const worded = solvePercentage(statement) ?? solveFractionOf(statement);
  if (worded) return worded;
  const segments = segmentsOf(statement);
  if (segments.length === 0) return null;
  if (segments.some((s) => s.includes('='))) return solveEquations(segments);
  return segments.length === 1 ? solveArithmetic(segments[0] ?? '') : null;
}
