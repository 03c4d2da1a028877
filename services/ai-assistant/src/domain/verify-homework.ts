import type { GradeLevel, HomeworkSolution, SolvedProblem } from '@studyhall/ai-contracts';
import { readExercise } from './local/homework/exercise-forms.js';
import { plain } from './local/homework/math-engine.js';
import { renderSteps } from './local/homework/render-solution.js';
import { contractKind } from './local/homework/homework-solver.js';
import { solveProblem } from './local/homework/solve-problem.js';
import { studyGuide } from './local/homework/study-guide.js';
import { answerMatchesExpression, answerSatisfiesEquations, close, readShownNumber } from './local/homework/verify-answer.js';

/**
 * The same checks for any provider's homework answers (issue 15): a problem stays solved only if its
 * answer survives an independent check; otherwise the student gets the study guide instead.
 * - a plain exercise is recomputed (or its unknowns put back into the equations);
 * - a problem the local solver can solve (and verify) must have the same answer;
 * - any other answer must at least have every "a op b = c" of its steps right and be one of their results.
 */
export function verifyHomework(solution: HomeworkSolution, gradeLevel: GradeLevel): HomeworkSolution {
  const problems = solution.problems.map((problem) => (problem.solved ? checkedProblem(problem, gradeLevel) : problem));
  const changed = problems.some((p, i) => p !== solution.problems[i]);
  return changed ? { ...solution, problems, solvedContent: withNotes(solution.solvedContent, problems, solution.problems) } : solution;
}

function checkedProblem(problem: SolvedProblem, gradeLevel: GradeLevel): SolvedProblem {
  const answer = problem.answer ?? '';
  const local = solveProblem(problem.statement);
  if (local) {
    if (sameValue(answer, local.answer)) return problem;
    return { ...problem, kind: contractKind(local), answer: local.answer, steps: renderSteps(local, gradeLevel) };
  }
  const exercise = readExercise(problem.statement);
  if (exercise) {
    const holds = exercise.kind === 'evaluate'
      ? answerMatchesExpression(answer.replace(/^[a-z]\s*=\s*/i, ''), exercise.expression, exercise.values)
      : answerSatisfiesEquations(answer, exercise.equations, [...new Set(exercise.equations.join(' ').match(/[a-z]/gi) ?? [])]);
    return holds ? problem : declined(problem, gradeLevel);
  }
  return stepsHold(problem.steps, answer) ? problem : declined(problem, gradeLevel);
}

function sameValue(a: string, b: string): boolean {
  const [x, y] = [readShownNumber(a), readShownNumber(b)];
  if (x && y) return x.equals(y);
  return a.replace(/\s+/g, '') === b.replace(/\s+/g, '');
}

const CALCULATION = /(-?\d[\d,]*(?:\.\d+)?(?:\s*[-+*/×÷x·]\s*-?\d[\d,]*(?:\.\d+)?)+)\s*=\s*(-?\d[\d,]*(?:\.\d+)?)/g;

/** Every written calculation is right, and the answer is the result of one of them (or stated plainly). */
export function stepsHold(steps: readonly string[], answer: string): boolean {
  const results: number[] = [];
  for (const step of steps) {
    for (const match of step.replace(/[−–]/g, '-').matchAll(CALCULATION)) {
      const expression = (match[1] ?? '').replace(/,/g, '').replace(/[×x·]/g, '*').replace(/÷/g, '/');
      const stated = Number((match[2] ?? '').replace(/,/g, ''));
      const value = Number(plain.evaluate(expression));
      if (!Number.isFinite(value) || !close(value, stated)) return false;
      results.push(stated);
    }
  }
  const shown = readShownNumber(answer.replace(/^[^\d-]*(?=-?\d)/, ''));
  return shown === null || results.length === 0 || results.some((r) => close(r, Number(shown.valueOf())));
}

function declined(problem: SolvedProblem, gradeLevel: GradeLevel): SolvedProblem {
  return { ...problem, kind: 'unsolved', solved: false, answer: null, steps: [], studyGuide: studyGuide(problem.statement, gradeLevel) };
}

/** solvedContent is the provider's own text: say which answers were replaced or withdrawn. */
function withNotes(content: string, after: readonly SolvedProblem[], before: readonly SolvedProblem[]): string {
  const notes = after.flatMap((p, i) => {
    const old = before[i];
    if (!old || p === old) return [];
    return p.solved ? [`Problem ${p.number}: checked answer ${p.answer} (replaces ${old.answer}).`] : [`Problem ${p.number}: the answer could not be checked, so use the study guide for it.`];
  });
  return `${content}\n\n${notes.join('\n')}`.trim();
}
