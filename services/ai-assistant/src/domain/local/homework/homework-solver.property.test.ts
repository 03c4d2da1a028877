import fc from 'fast-check';
import { evaluate, fraction } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { GRADE_LEVELS, HomeworkSolutionSchema } from '@studyhall/ai-contracts';
import { solveHomework } from './homework-solver.js';
import { solveProblem } from './solve-problem.js';

const coefficient = fc.integer({ min: -12, max: 12 });
const nonZero = coefficient.filter((n) => n !== 0);
const signed = (n: number): string => (n < 0 ? `- ${-n}` : `+ ${n}`);

/** Reads "x = 7/3" or "x = -4" back as an exact number. */
function valueOf(answer: string, variable: string): number {
  const match = new RegExp(`${variable} = (-?\\d+(?:/\\d+)?)`).exec(answer);
  if (!match?.[1]) throw new Error(`no value for ${variable} in "${answer}"`);
  return Number(fraction(match[1]).valueOf());
}

describe('homework solver (property)', () => {
  it('the answer to any linear equation ax + b = cx + d satisfies it', () => {
    fc.assert(
      fc.property(nonZero, coefficient, coefficient, coefficient, (a, b, c, d) => {
        fc.pre(a !== c);
        const solved = solveProblem(`Solve ${a}x ${signed(b)} = ${c}x ${signed(d)}`);
        expect(solved?.kind).toBe('linear-equation');
        const x = valueOf(solved?.answer ?? '', 'x');
        expect(a * x + b).toBeCloseTo(c * x + d, 9);
        expect(solved?.steps.at(-1)).toMatchObject({ kind: 'check', holds: true });
      }),
      { numRuns: 300 },
    );
  });

  it('the answer to any 2×2 system with one solution satisfies both equations', () => {
    fc.assert(
      fc.property(nonZero, nonZero, coefficient, nonZero, nonZero, coefficient, (a, b, e, c, d, f) => {
        fc.pre(a * d - b * c !== 0);
        const solved = solveProblem(`${a}x ${signed(b)}y = ${e}\n${c}x ${signed(d)}y = ${f}`);
        expect(solved?.kind).toBe('linear-system');
        const x = valueOf(solved?.answer ?? '', 'x');
        const y = valueOf(solved?.answer ?? '', 'y');
        expect(a * x + b * y).toBeCloseTo(e, 9);
        expect(c * x + d * y).toBeCloseTo(f, 9);
      }),
      { numRuns: 300 },
    );
  });

  it('arithmetic answers equal what mathjs computes for the same expression', () => {
    const operand = fc.integer({ min: 1, max: 60 });
    const operator = fc.constantFrom('+', '-', '*');
    fc.assert(
      fc.property(operand, operator, operand, operator, operand, operator, operand, (p, o1, q, o2, r, o3, s) => {
        const expression = `${p} ${o1} (${q} ${o2} ${r}) ${o3} ${s}`;
        const solved = solveProblem(expression);
        expect(Number(solved?.answer)).toBe(evaluate(expression));
      }),
      { numRuns: 300 },
    );
  });

  it('percent-of answers are exact', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 2000 }), (pct, whole) => {
        const solved = solveProblem(`What is ${pct}% of ${whole}?`);
        expect(Number(solved?.answer)).toBeCloseTo((pct * whole) / 100, 9);
      }),
    );
  });

  it('fraction answers are exact and in lowest terms', () => {
    const part = fc.integer({ min: 1, max: 12 });
    fc.assert(
      fc.property(part, part, part, part, fc.constantFrom('+', '-', '*', '/'), (a, b, c, d, op) => {
        const solved = solveProblem(`${a}/${b} ${op} ${c}/${d}`);
        const expected = fraction(evaluate(`fraction(${a}, ${b}) ${op} fraction(${c}, ${d})`));
        const shown = (solved?.answer ?? '').split(' = ')[0] ?? '';
        expect(fraction(shown).equals(expected)).toBe(true);
        expect(shown).toBe(expected.toFraction());
      }),
      { numRuns: 300 },
    );
  });

  it('any text gives a valid solution document (solved problems or study guides), never a crash', () => {
    const text = fc.oneof(fc.string({ minLength: 1, maxLength: 300 }), fc.lorem({ maxCount: 20, mode: 'sentences' }),
      fc.array(fc.constantFrom('1. 2x + 1 = 5', 'x + y =', '= 4', '3/0', '0/0 + 1', '2^999', 'Solve: ', '(((1+2)', 'What is % of 5?'), { minLength: 1, maxLength: 6 }).map((lines) => lines.join('\n')));
    fc.assert(
      fc.property(text, fc.constantFrom(...GRADE_LEVELS), (homework, gradeLevel) => {
        const solution = solveHomework({ text: homework, gradeLevel });
        expect(HomeworkSolutionSchema.safeParse(solution).success).toBe(true);
        for (const problem of solution.problems) expect(problem.solved ? problem.answer : problem.studyGuide).not.toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});
