// HomeGen readability per grade (issue 12): one fixed worksheet, printed to a PDF, solved through the
// homework service at 4th, 7th, 9th and 12th grade (S3 → ai-assistant text extraction → local solver
// → saved homework), then the Flesch-Kincaid grade of the prose the student reads and every computed
// answer checked against an answer key written by hand. Exits 1 when 4th grade does not read simpler
// than 12th, or when any answer is wrong (a declined problem with a study guide is not wrong).
//   set -a; . .data/stack.env; set +a
//   node --experimental-transform-types scripts/eval/homework-readability.ts
import '../lib/source-hooks.mjs';

const { startHomeworkTestApp, call, solveForm, newUserId } = await import('../../services/homework/src/test-support/homework-test-app.ts');
const { buildPdf } = await import('../../services/ai-assistant/src/testing/pdf-builder.ts');
const { fleschKincaidGrade } = await import('../../services/ai-assistant/src/domain/local/homework/readability.ts');

/** Each problem with the answer a teacher would accept (null: the solver should decline it). */
const WORKSHEET: [string, string | null][] = [
  ['Solve for x: 3x - 7 = 11', 'x = 6'],
  ['2(x + 4) = 18', 'x = 5'],
  ['What is 25% of 64?', '16'],
  ['What percent of 250 is 40?', '16%'],
  ['2/3 + 1/6 =', '5/6'],
  ['Simplify 18/24', '3/4'],
  ['100 - 4 * (7 + 3)', '60'],
  ['Solve the system: x + y = 12, x - y = 4', 'x = 8, y = 4'],
  ['Paco had 26 cookies. He ate 9 of them. How many cookies does Paco have left?', '17 cookies'],
  ['A bag has 3 red and 5 blue marbles. What is the probability of drawing a red marble?', '3/8'],
  ['Explain why the seasons change on Earth.', null],
];
const GRADES = ['4th', '7th', '9th', '12th'] as const;

const pdf = buildPdf([{ lines: ['Math review', ...WORKSHEET.map(([problem], i) => `${i + 1}. ${problem}`)] }]);
const app = await startHomeworkTestApp();
const rows: { grade: string; steps: number; whole: number; solved: number; wrong: string[] }[] = [];
try {
  for (const grade of GRADES) {
    const reply = await call(app, '/api/homework/solve', { userId: newUserId(), form: solveForm({ bytes: pdf, name: 'math-review.pdf' }, { gradeLevel: grade }) });
    if (reply.status !== 201) throw new Error(`solve at ${grade} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
    const problems: { statement: string; solved: boolean; answer: string | null; steps: string[] }[] = reply.body.problems;
    const wrong = WORKSHEET.flatMap(([statement, expected], i) => {
      const got = problems[i];
      if (!got || got.statement !== statement) return [`problem ${i + 1} read as ${JSON.stringify(got?.statement)}`];
      if (got.solved && got.answer !== expected) return [`problem ${i + 1}: answered ${got.answer}, key ${expected}`];
      if (!got.solved && expected !== null) console.log(`  (${grade}: problem ${i + 1} declined with a study guide, key ${expected})`);
      return [];
    });
    const steps = problems.flatMap((p) => p.steps).join(' ');
    rows.push({ grade, steps: fleschKincaidGrade(steps), whole: fleschKincaidGrade(reply.body.solvedContent), solved: problems.filter((p) => p.solved).length, wrong });
  }
} finally {
  await app.close();
}

console.log(`\nHomeGen: Flesch-Kincaid grade of the solution prose, one ${WORKSHEET.length}-problem worksheet (PDF) through the homework service`);
console.log('  grade   FK(steps)  FK(whole solution)  solved  wrong answers');
for (const row of rows) {
  console.log(`  ${row.grade.padEnd(6)}  ${row.steps.toFixed(1).padStart(8)}  ${row.whole.toFixed(1).padStart(18)}  ${`${row.solved}/${WORKSHEET.length}`.padStart(6)}  ${row.wrong.length}`);
  for (const problem of row.wrong) console.log(`          ! ${problem}`);
}
const simpler = rows[0]!.steps < rows.at(-1)!.steps;
console.log(`  4th grade reads simpler than 12th: ${simpler ? 'yes' : 'NO'}`);
if (!simpler || rows.some((row) => row.wrong.length > 0)) process.exitCode = 1;
