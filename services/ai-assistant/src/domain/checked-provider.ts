import type {
  LessonQuestionsRequest,
  NextQuestionRequest,
  QuizSet,
  QuizSetsRequest,
  RetryQuestionRequest,
} from '@studyhall/ai-contracts';
import { NoQuestionAvailableError, type AiProvider } from './ai-provider.js';
import { generateChecked, isFillInBlank, isMultipleChoice } from './question-checks.js';
import { withoutWorkedExample } from './render-summary.js';
import { verifyHomework } from './verify-homework.js';

const MAX_ATTEMPTS = 3;

/**
 * Wraps any provider so no unchecked question leaves the service: every candidate goes through
 * `checkQuestion`; failures are regenerated (bounded) or dropped; reports count what was delivered.
 * Homework answers are checked too (verify-homework.ts): unverifiable ones become study guides.
 */
export function withQuestionChecks(provider: AiProvider): AiProvider {
  return {
    name: provider.name,
    summarizeLesson: (request) => provider.summarizeLesson(request),
    // Homework answers of any provider pass the same independent checks before a student sees them.
    solveHomework: async (request) => verifyHomework(await provider.solveHomework(request), request.gradeLevel),
    studyChat: (request) => provider.studyChat(request),
    // Questions are about the lesson itself, not the worked example a summary added to it.
    generateLessonQuestions: (request) => checkedLessonQuestions(provider, { ...request, lessonText: withoutWorkedExample(request.lessonText) }),
    generateQuizSets: (request) => checkedQuizSets(provider, { ...request, lessonText: withoutWorkedExample(request.lessonText) }),
    nextAdaptiveQuestion: (request) => checkedNextQuestion(provider, { ...request, lessonText: withoutWorkedExample(request.lessonText) }),
    retryQuestion: (request) => checkedRetryQuestion(provider, request.lessonText ? { ...request, lessonText: withoutWorkedExample(request.lessonText) } : request),
  };
}

function checkedLessonQuestions(provider: AiProvider, request: LessonQuestionsRequest) {
  return generateChecked({
    requested: request.count,
    accept: isMultipleChoice,
    avoid: request.avoidQuestionTexts,
    maxAttempts: MAX_ATTEMPTS,
    generate: async (count, attempt, avoid) => {
      const variant = request.variant + attempt;
      const response = await provider.generateLessonQuestions({ ...request, count, avoidQuestionTexts: avoid, variant });
      return response.questions;
    },
  });
}

async function checkedQuizSets(provider: AiProvider, request: QuizSetsRequest) {
  const draft = await provider.generateQuizSets(request);
  const quizzes: QuizSet[] = [];
  let dropped = 0;
  for (const quiz of draft.quizzes) {
    const batch = await generateChecked({
      requested: request.questionsPerQuiz,
      accept: isMultipleChoice,
      // Refills must not repeat a question of an earlier quiz of the same generation either.
      avoid: quizzes.flatMap((q) => q.questions.map((question) => question.questionText)),
      maxAttempts: MAX_ATTEMPTS,
      generate: async (count, attempt, avoid) => {
        if (attempt === 0) return quiz.questions;
        // REVIEW: refills come at medium difficulty and are appended, so a refilled quiz no longer
        // rises strictly from easy to hard; fine while refills are rare (local drops none).
        const more = await provider.generateLessonQuestions({
          lessonText: request.lessonText,
          lessonTitle: request.lessonTitle,
          count,
          difficulty: 3,
          theme: request.theme,
          avoidQuestionTexts: avoid,
          variant: quiz.quizNumber * 10 + attempt,
        });
        return more.questions;
      },
    });
    quizzes.push({ quizNumber: quiz.quizNumber, questions: batch.questions });
    dropped += batch.report.dropped;
  }
  const requested = request.quizCount * request.questionsPerQuiz;
  const delivered = quizzes.reduce((sum, quiz) => sum + quiz.questions.length, 0);
  return { quizzes, report: { requested, delivered, dropped } };
}

async function checkedNextQuestion(provider: AiProvider, request: NextQuestionRequest) {
  const batch = await generateChecked({
    requested: 1,
    accept: isMultipleChoice,
    avoid: request.previousQuestionTexts,
    maxAttempts: MAX_ATTEMPTS,
    generate: async (_count, attempt, avoid) => {
      const variant = request.variant + attempt;
      const response = await provider.nextAdaptiveQuestion({ ...request, previousQuestionTexts: avoid, variant });
      return [response.question];
    },
  });
  const [question] = batch.questions;
  if (!question) throw new NoQuestionAvailableError();
  return { question };
}

async function checkedRetryQuestion(provider: AiProvider, request: RetryQuestionRequest) {
  const batch = await generateChecked({
    requested: 1,
    accept: isFillInBlank,
    maxAttempts: MAX_ATTEMPTS,
    generate: async (_count, attempt) => {
      const response = await provider.retryQuestion({ ...request, variant: request.variant + attempt });
      return [response.question];
    },
  });
  const [question] = batch.questions;
  if (!question) throw new NoQuestionAvailableError();
  return { question };
}
