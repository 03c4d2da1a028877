// Content management's questions: written by hand (Add Quiz) or by the AI generator, stored with the
// lesson so the progressive quiz asks them first. Only the lesson's creator adds questions.
import { DEFAULT_THEME, toDifficultyInt, toDifficultyWord, type DifficultyInput, type DifficultyWord, type MultipleChoiceQuestion } from '@studyhall/ai-contracts';
import { ownLesson } from './access.js';
import { lessonText } from './custom-quizzes.js';
import type { LessonAi } from './lesson-ai.js';
import type { LessonStore } from './lessons.js';
import type { Question, QuestionStore } from './questions.js';

export interface QuestionDeps {
  lessons: LessonStore;
  questions: QuestionStore;
  ai: LessonAi;
}

export interface NewQuestion {
  lessonId: string;
  questionText: string;
  options: string[];
  correctAnswer: number;
  explanation: string;
  difficultyLevel: DifficultyWord;
  diagramUrl: string | null;
}

export async function addQuestion(deps: Omit<QuestionDeps, 'ai'>, userId: string, form: NewQuestion): Promise<Question> {
  const lesson = await ownLesson(deps.lessons, form.lessonId, userId);
  const question: Question = {
    ...form,
    id: deps.questions.newId(),
    lessonId: lesson.id,
    questionType: 'multiple-choice',
    solutionSteps: [],
    solutionImageUrl: null,
    difficultyLevelInt: toDifficultyInt(form.difficultyLevel),
  };
  await deps.questions.add(lesson.id, [question]);
  return question;
}

export async function generateQuestions(
  deps: QuestionDeps,
  userId: string,
  lessonId: string,
  request: { count: number; difficulty?: DifficultyInput | undefined },
): Promise<Question[]> {
  const lesson = await ownLesson(deps.lessons, lessonId, userId);
  const existing = await deps.questions.listForLesson(lesson.id);
  const generated = await deps.ai.lessonQuestions(userId, {
    lessonText: lessonText(lesson),
    lessonTitle: lesson.title,
    count: request.count,
    difficulty: request.difficulty ?? lesson.difficultyLevel ?? 'intermediate',
    theme: lesson.wordProblemTheme ?? DEFAULT_THEME,
    avoidQuestionTexts: existing.slice(-500).map((question) => question.questionText),
  });
  const questions = generated.questions.map((question) => storedQuestion(deps.questions.newId(), lesson.id, question));
  await deps.questions.add(lesson.id, questions);
  return questions;
}

function storedQuestion(id: string, lessonId: string, question: MultipleChoiceQuestion): Question {
  return {
    id,
    lessonId,
    questionText: question.questionText,
    options: question.options,
    correctAnswer: question.correctAnswer,
    questionType: 'multiple-choice',
    explanation: question.explanation,
    solutionSteps: question.solutionSteps,
    solutionImageUrl: null,
    difficultyLevel: toDifficultyWord(question.difficultyLevelInt),
    difficultyLevelInt: question.difficultyLevelInt,
    diagramUrl: null,
  };
}
