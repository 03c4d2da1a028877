// Every quality evaluation of the offline AI provider in one command (issue 15): homework solver on
// public maths sets (right / declined / wrong), quizzes on open-textbook passages, and the themed
// question checks of questions.ts. Exits 1 when any answer shown is wrong or a quiz goal of 0 is missed.
// Usage: source scripts/node-env.sh && node --experimental-transform-types scripts/eval/run.ts [--heldout]
const { runSolverSets, printSolverResults } = await import('./solver-sets.ts');
const { runQuizEval, printQuizResults } = await import('./quiz-passages.ts');

const split = process.argv.includes('--heldout') ? 'heldout' : 'dev';
console.log(`== ${split} sets ==\n`);
const solver = await runSolverSets(split);
printSolverResults(solver, { showWrong: true, showDeclined: false });
console.log('');
const quizzes = await runQuizEval(split, false);
printQuizResults(quizzes);
const quizProblems = quizzes.reduce((n, r) => n + r.garbled + r.twoAnswers + r.dupQuiz + r.dupAll + r.sportProblems, 0);
if (solver.some((r) => r.wrong > 0) || quizProblems > 0) process.exitCode = 1;
