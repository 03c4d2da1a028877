// Study history's "Generate Quiz from Selected Lessons": every quiz draws its questions from every
// selected lesson (round robin), so a midterm quiz covers all of them, not the first lesson only.
import type { MultipleChoiceQuestion, Theme } from '@studyhall/ai-contracts';
import { readableLesson } from './access.js';
import { customQuiz, keepQuizSet, lessonText, questionsPerQuiz, toQuizQuestion, type GeneratedQuizzes, type QuizDeps } from './custom-quizzes.js';
import type { Lesson } from './lessons.js';

export interface MultiLessonRequest {
  lessonIds: string[];
  quizCount: number;
  wordProblemTheme: Theme;
}

/** At most this many AI calls at once: one per lesson, and the AI service has two cores too. */
const parallelCalls = 3;

export async function generateMultiLessonQuizzes(deps: QuizDeps, userId: string, request: MultiLessonRequest): Promise<GeneratedQuizzes & { lessonTitle: string }> {
  const ids = [...new Set(request.lessonIds)];
  // Every id is checked before any AI work: an unknown or someone else's private lesson is a 404.
  const lessons = await Promise.all(ids.map((id) => readableLesson(deps.lessons, id, userId)));
  const perLesson = Math.min(20, Math.max(1, Math.ceil(questionsPerQuiz / lessons.length)));
  const banks = await inBatches(lessons, parallelCalls, (lesson) => questionBank(deps, userId, lesson, request, perLesson));
  const title = combinedTitle(lessons);
  const quizzes = Array.from({ length: request.quizCount }, (_, index) => {
    const perLessonQuestions = banks.map((bank, at) => (bank[index] ?? []).map((question) => ({ question, lessonId: lessons[at]!.id })));
    const questions = roundRobin(perLessonQuestions, index).map(({ question, lessonId }) => ({ ...toQuizQuestion(question), lessonId }));
    return customQuiz(deps.quizSets.newId(), index + 1, request.wordProblemTheme, questions);
  });
  const filled = quizzes.filter((quiz) => quiz.questions.length > 0);
  await keepQuizSet(deps, { userId, lessons, lessonTitle: title, theme: request.wordProblemTheme, quizzes: filled });
  return { quizzes: filled, quizCount: filled.length, lessonTitle: title };
}

/** One lesson's questions, per quiz number. */
async function questionBank(deps: QuizDeps, userId: string, lesson: Lesson, request: MultiLessonRequest, perLesson: number) {
  const generated = await deps.ai.quizSets(userId, {
    lessonText: lessonText(lesson), lessonTitle: lesson.title, quizCount: request.quizCount, questionsPerQuiz: perLesson, theme: request.wordProblemTheme,
  });
  return generated.quizzes.map((quiz) => quiz.questions);
}

/** Takes one question from each lesson in turn (starting further along for each quiz) up to 10, no repeats. */
export function roundRobin<Q extends { question: MultipleChoiceQuestion }>(perLesson: Q[][], quizIndex: number): Q[] {
  const picked: Q[] = [];
  const seen = new Set<string>();
  const queues = perLesson.map((questions) => [...questions]);
  const start = (quizIndex * questionsPerQuiz) % Math.max(1, queues.length);
  for (let turn = 0; picked.length < questionsPerQuiz && queues.some((queue) => queue.length > 0); turn += 1) {
    const next = queues[(start + turn) % queues.length]!.shift();
    if (next && !seen.has(next.question.questionText)) {
      seen.add(next.question.questionText);
      picked.push(next);
    }
  }
  return picked;
}

export function combinedTitle(lessons: Lesson[]): string {
  const titles = lessons.map((lesson) => lesson.title);
  if (titles.length <= 2) return titles.join(' & ');
  return `${titles.slice(0, 2).join(', ')} + ${titles.length - 2} more`;
}

async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let at = 0; at < items.length; at += size) results.push(...(await Promise.all(items.slice(at, at + size).map(run))));
  return results;
}
