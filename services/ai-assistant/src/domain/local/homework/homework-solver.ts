import type { HomeworkSolution, HomeworkSolutionRequest, SolvedProblem } from '@studyhall/ai-contracts';
import { detectProblems } from './detect-problems.js';
import { renderSolvedProblem, renderStudyGuide, renderSteps } from './render-solution.js';
import { solveProblem } from './solve-problem.js';
import type { Solved } from './steps.js';
import { studyGuide } from './study-guide.js';

/** The contract has no word-problem or number-skill kind: their working is arithmetic on the problem's numbers. */
export function contractKind(solved: Solved): SolvedProblem['kind'] {
  return solved.kind === 'word-problem' || solved.kind === 'number-skill' ? 'arithmetic' : solved.kind;
}

/** Detects each problem, solves what can be solved exactly, and writes it in the grade's style. */
export function solveHomework(request: HomeworkSolutionRequest): HomeworkSolution {
  const statements = detectProblems(request.text);
  const problems: SolvedProblem[] = [];
  const sections: string[] = [];
  statements.forEach((statement, index) => {
    const number = index + 1;
    const solved = solveProblem(statement);
    if (solved) {
      problems.push({
        number, statement, kind: contractKind(solved), solved: true,
        answer: solved.answer, steps: renderSteps(solved, request.gradeLevel), studyGuide: null,
      });
      sections.push(renderSolvedProblem(number, statement, solved, request.gradeLevel));
    } else {
      const guide = studyGuide(statement, request.gradeLevel);
      problems.push({ number, statement, kind: 'unsolved', solved: false, answer: null, steps: [], studyGuide: guide });
      sections.push(renderStudyGuide(number, guide, request.gradeLevel));
    }
  });
  const title = request.title ? `# ${request.title}\n\n` : '';
  const solvedContent = `${title}${sections.join('\n\n')}`.trim() || 'No problems were found in this homework.';
  return { gradeLevel: request.gradeLevel, solvedContent, problems };
}
