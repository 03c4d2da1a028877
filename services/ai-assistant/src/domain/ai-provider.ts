import type {
  HomeworkSolution,
  HomeworkSolutionRequest,
  LessonQuestionsRequest,
  LessonQuestionsResponse,
  LessonSummary,
  LessonSummaryRequest,
  NextQuestionRequest,
  NextQuestionResponse,
  QuizSetsRequest,
  QuizSetsResponse,
  RetryQuestionRequest,
  RetryQuestionResponse,
  StudyChatRequest,
  StudyChatResponse,
} from '@studyhall/ai-contracts';

export type AiProviderName = 'local' | 'openai';

/**
 * Every AI capability of StudyHall, implemented by `local` (offline) and `openai`.
 * Requests arrive already parsed by the contracts' zod schemas (defaults applied).
 * Question-producing methods return candidates; wrap the provider with `withQuestionChecks`
 * (question-checks.ts) so every question is validated, regenerated or dropped before use.
 */
export interface AiProvider {
  readonly name: AiProviderName;
  summarizeLesson(request: LessonSummaryRequest): Promise<LessonSummary>;
  generateQuizSets(request: QuizSetsRequest): Promise<QuizSetsResponse>;
  generateLessonQuestions(request: LessonQuestionsRequest): Promise<LessonQuestionsResponse>;
  /** Rejects with NoQuestionAvailableError when no acceptable question can be produced. */
  nextAdaptiveQuestion(request: NextQuestionRequest): Promise<NextQuestionResponse>;
  retryQuestion(request: RetryQuestionRequest): Promise<RetryQuestionResponse>;
  solveHomework(request: HomeworkSolutionRequest): Promise<HomeworkSolution>;
  studyChat(request: StudyChatRequest): Promise<StudyChatResponse>;
}

/** Thrown when the checks dropped every candidate; routes map it to a 502 with a clear message. */
export class NoQuestionAvailableError extends Error {
  constructor(message = 'Could not generate a valid question. Please try again.') {
    super(message);
    this.name = 'NoQuestionAvailableError';
  }
}
