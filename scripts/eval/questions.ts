// Question-quality evaluation of the offline (local) AI provider (issue 4).
// Generates 500 questions (50 quizzes of 10) across all themes and difficulties and prints wrong
// keys, malformed questions and duplicates within a quiz (goal 0 each), then the Flesch-Kincaid
// grade of homework solutions per grade level. Prints numbers; exits 1 when a goal of 0 is missed.
// Usage: source scripts/node-env.sh && node scripts/eval/questions.ts
import type { MultipleChoiceQuestion as Question } from '@studyhall/ai-contracts';

// Run the services' TypeScript source directly; hooks first, so the imports below use them.
import '../lib/source-hooks.mjs';

const domain = '../../services/ai-assistant/src/domain';
const { THEMES, GRADE_LEVELS, GeneratedQuestionSchema } = await import('@studyhall/ai-contracts');
const { LocalAiProvider } = await import(`${domain}/local/local-ai-provider.ts`);
const { checkQuestion } = await import(`${domain}/question-checks.ts`);
const { independentKeyProblems } = await import(`${domain}/local/__fixtures__/independent-key-check.ts`);
const { HISTORY, PHOTOSYNTHESIS } = await import(`${domain}/local/__fixtures__/lessons.ts`);
const { fleschKincaidGrade } = await import(`${domain}/local/homework/readability.ts`);
const { HOMEWORK_SAMPLES } = await import('./homework-samples.ts');

const LESSONS = [PHOTOSYNTHESIS, HISTORY, 'Ratios compare two quantities. A rate is a ratio of quantities in different units.'];
const QUIZZES = 50;
const PER_QUIZ = 10;
const provider = new LocalAiProvider();

interface Tally { questions: number; wrongKeys: string[]; malformed: string[]; duplicates: number; numeric: number; concept: number }
const tally: Tally = { questions: 0, wrongKeys: [], malformed: [], duplicates: 0, numeric: 0, concept: 0 };

const started = performance.now();
for (let i = 0; i < QUIZZES; i++) {
  const theme = THEMES[i % THEMES.length]!;
  const difficulty = ((Math.floor(i / THEMES.length) % 5) + 1) as 1 | 2 | 3 | 4 | 5;
  const lessonText = `${LESSONS[i % LESSONS.length]}\nSet ${i}.`;
  const { questions } = await provider.generateLessonQuestions({ lessonText, count: PER_QUIZ, difficulty, theme, avoidQuestionTexts: [], variant: 0 });
  tally.duplicates += questions.length - new Set(questions.map((q: Question) => q.questionText.trim().toLowerCase())).size;
  if (questions.length !== PER_QUIZ) tally.malformed.push(`quiz ${i}: ${questions.length} questions instead of ${PER_QUIZ}`);
  for (const question of questions as Question[]) {
    tally.questions++;
    if (question.check) tally.numeric++;
    else tally.concept++;
    const schema = GeneratedQuestionSchema.safeParse(question);
    const checked = checkQuestion(question);
    if (!schema.success || !checked.ok) tally.malformed.push(`${theme} L${difficulty}: ${question.questionText}`);
    const keyProblems = independentKeyProblems(question, lessonText);
    if (keyProblems.length > 0) tally.wrongKeys.push(`${theme} L${difficulty}: ${question.questionText} → ${keyProblems.join('; ')}`);
  }
}
const elapsed = performance.now() - started;

console.log(`Local provider question eval: ${tally.questions} questions in ${QUIZZES} quizzes (${THEMES.length} themes × 5 difficulties), ${elapsed.toFixed(0)} ms`);
console.log(`  word problems (computed, checked): ${tally.numeric}   concept questions from the lesson: ${tally.concept}`);
console.log(`  wrong keys:                 ${tally.wrongKeys.length}   (goal 0)`);
console.log(`  malformed:                  ${tally.malformed.length}   (goal 0)`);
console.log(`  duplicates within a quiz:   ${tally.duplicates}   (goal 0)`);
for (const line of [...tally.wrongKeys, ...tally.malformed].slice(0, 10)) console.log(`    ! ${line}`);

console.log('\nHomework solutions: Flesch-Kincaid grade of the written steps (lower = easier to read)');
console.log('  grade   FK(steps)  FK(whole solution)  solved/problems');
for (const grade of GRADE_LEVELS) {
  const solutions = await Promise.all(HOMEWORK_SAMPLES.map((text: string) => provider.solveHomework({ text, gradeLevel: grade })));
  const steps = solutions.flatMap((s) => s.problems.flatMap((p: { steps: string[] }) => p.steps)).join(' ');
  const whole = solutions.map((s) => s.solvedContent).join('\n');
  const problems = solutions.flatMap((s) => s.problems);
  const solved = problems.filter((p: { solved: boolean }) => p.solved).length;
  console.log(`  ${grade.padEnd(6)}  ${fleschKincaidGrade(steps).toFixed(1).padStart(8)}  ${fleschKincaidGrade(whole).toFixed(1).padStart(18)}  ${String(solved).padStart(7)}/${problems.length}`);
}

if (tally.wrongKeys.length + tally.malformed.length + tally.duplicates > 0) process.exitCode = 1;
