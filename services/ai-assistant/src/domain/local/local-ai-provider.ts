import {
  toDifficultyInt,
  type DifficultyInt,
  type HomeworkSolutionRequest,
  type LessonQuestionsRequest,
  type LessonSummaryRequest,
  type NextQuestionRequest,
  type QuizSetsRequest,
  type RetryQuestionRequest,
  type StudyChatRequest,
} from '@studyhall/ai-contracts';
import { NoQuestionAvailableError, type AiProvider } from '../ai-provider.js';
import { answerStudyChat } from './chat/study-chat.js';
import { solveHomework } from './homework/homework-solver.js';
import { analyzeLesson } from './lesson-analysis.js';
import { summarizeLesson } from './lesson-summary.js';
import { createRng } from './prng.js';
import { generateQuestions, progressiveLevels } from './question-generator.js';
import { retryQuestion } from './retry-question.js';

const report = (requested: number, delivered: number) => ({ requested, delivered, dropped: 0 });

/** The offline provider: deterministic for the same input, no network, real content. */
export class LocalAiProvider implements AiProvider {
  readonly name = 'local' as const;

  async summarizeLesson(request: LessonSummaryRequest) {
    return summarizeLesson(request);
  }

  async generateQuizSets(request: QuizSetsRequest) {
    const analysis = analyzeLesson(request.lessonText);
    const used: string[] = [];
    const quizzes = Array.from({ length: request.quizCount }, (_, i) => {
      const rng = createRng('quiz', request.theme, request.lessonText, i + 1);
      const plan = { analysis, theme: request.theme, count: request.questionsPerQuiz, levelOf: progressiveLevels(request.questionsPerQuiz), avoid: used };
      const questions = generateQuestions(plan, rng);
      used.push(...questions.map((q) => q.questionText));
      return { quizNumber: i + 1, questions };
    });
    return { quizzes, report: report(request.quizCount * request.questionsPerQuiz, used.length) };
  }

  async generateLessonQuestions(request: LessonQuestionsRequest) {
    const level = toDifficultyInt(request.difficulty);
    const rng = createRng('questions', request.theme, request.lessonText, level, request.variant);
    const plan = { analysis: analyzeLesson(request.lessonText), theme: request.theme, count: request.count, levelOf: () => level, avoid: request.avoidQuestionTexts };
    const questions = generateQuestions(plan, rng);
    return { questions, report: report(request.count, questions.length) };
  }

  async nextAdaptiveQuestion(request: NextQuestionRequest) {
    const level: DifficultyInt = request.difficulty;
    const rng = createRng('next', request.theme, request.lessonText, level, request.previousQuestionTexts.length, request.variant);
    const plan = { analysis: analyzeLesson(request.lessonText), theme: request.theme, count: 1, levelOf: () => level, avoid: request.previousQuestionTexts };
    const [question] = generateQuestions(plan, rng);
    if (!question) throw new NoQuestionAvailableError();
    return { question };
  }

  async retryQuestion(request: RetryQuestionRequest) {
    return { question: retryQuestion(request) };
  }

  async solveHomework(request: HomeworkSolutionRequest) {
    return solveHomework(request);
  }

  async studyChat(request: StudyChatRequest) {
    return answerStudyChat(request);
  }
}

export function createLocalProvider(): AiProvider {
  return new LocalAiProvider();
}
