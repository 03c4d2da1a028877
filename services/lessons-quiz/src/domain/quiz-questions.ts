// Where the progressive quiz's questions come from: the lesson's stored questions first (nearest
// difficulty, never one already asked in the session), then the AI engine at the needed difficulty.
import { UpstreamFailed } from '@studyhall/platform/errors';
import { DEFAULT_THEME, type FillInBlankQuestion, type MultipleChoiceQuestion } from '@studyhall/ai-contracts';
import { lessonText } from './custom-quizzes.js';
import type { LessonAi } from './lesson-ai.js';
import type { Lesson } from './lessons.js';
import type { Question, QuestionStore } from './questions.js';
import type { PendingQuestion, ShownQuestion } from './quiz-sessions.js';

export interface PickDeps {
  questions: QuestionStore;
  ai: LessonAi;
}

export async function pickQuestion(deps: PickDeps, userId: string, lesson: Lesson, difficulty: number, askedTexts: string[]): Promise<PendingQuestion> {
  const asked = new Set(askedTexts);
  const stored = (await deps.questions.listForLesson(lesson.id))
    .filter((question) => question.questionType === 'multiple-choice' && question.options.length >= 2 && !asked.has(question.questionText))
    .sort((a, b) => Math.abs((a.difficultyLevelInt ?? 1) - difficulty) - Math.abs((b.difficultyLevelInt ?? 1) - difficulty));
  const nearest = stored[0];
  if (nearest && Math.abs((nearest.difficultyLevelInt ?? 1) - difficulty) <= 1) return fromStored(nearest);
  const request = {
    lessonText: lessonText(lesson), lessonTitle: lesson.title, difficulty, theme: lesson.wordProblemTheme ?? DEFAULT_THEME,
    previousQuestionTexts: askedTexts.slice(-500),
  };
  // The engine now and then finds no new valid question for a short lesson (a 502); another variant
  // draws different candidates, so a quiz does not stop halfway with "Could not generate…".
  for (let variant = 0; ; variant += 1) {
    try {
      const { question } = await deps.ai.nextQuestion(userId, { ...request, variant });
      return fromGenerated(question, null);
    } catch (error) {
      if (!(error instanceof UpstreamFailed && error.status === 502) || variant >= extraVariants) throw error;
    }
  }
}

const extraVariants = 2;

export async function retryFor(deps: Pick<PickDeps, 'ai'>, userId: string, lesson: Lesson, missed: PendingQuestion): Promise<PendingQuestion> {
  const { question } = await deps.ai.retryQuestion(userId, {
    missedQuestion: {
      questionText: missed.questionText, options: missed.options, correctAnswer: missed.correctAnswer ?? 0,
      explanation: missed.explanation, solutionSteps: missed.solutionSteps, difficultyLevelInt: missed.difficultyLevelInt,
    },
    lessonText: lessonText(lesson),
    theme: lesson.wordProblemTheme ?? DEFAULT_THEME,
  });
  return fromGenerated(question, missed.questionId);
}

function fromStored(question: Question): PendingQuestion {
  return {
    questionId: question.id, questionText: question.questionText, questionType: 'multiple-choice', options: question.options,
    correctAnswer: question.correctAnswer, acceptedAnswers: [], explanation: question.explanation ?? '',
    solutionSteps: question.solutionSteps ?? [], difficultyLevelInt: question.difficultyLevelInt ?? 1, isRetry: false,
  };
}

function fromGenerated(question: MultipleChoiceQuestion | FillInBlankQuestion, questionId: string | null): PendingQuestion {
  const common = {
    questionId, questionText: question.questionText, explanation: question.explanation,
    solutionSteps: question.solutionSteps, difficultyLevelInt: question.difficultyLevelInt,
  };
  if (question.questionType === 'fill-in-blank') {
    return { ...common, questionType: 'fill-in-blank', options: [], correctAnswer: null, acceptedAnswers: question.acceptedAnswers, isRetry: true };
  }
  return { ...common, questionType: 'multiple-choice', options: question.options, correctAnswer: question.correctAnswer, acceptedAnswers: [], isRetry: false };
}

export function shown(question: PendingQuestion): ShownQuestion {
  return { questionText: question.questionText, questionType: question.questionType, options: question.options };
}
