import { DEFAULT_WORD_PROBLEM_THEME, type WordProblemTheme } from '../../../components/word-problem-themes';
import type { CustomQuiz, LessonPreviewResponse } from '@studyhall/api-contracts/lessons';

// The four views of /custom-quiz and their transitions (spec §4 "Custom quiz flow"):
// upload → lesson (generated) → saved (quiz-count step shown) → quizSelection → quiz → quizSelection.

export type CustomQuizView = 'upload' | 'lesson' | 'quizSelection' | 'quiz';

export const DEFAULT_QUIZ_COUNT = 2;

export type QuizResult = { score: number; total: number };

export type CustomQuizState = {
  view: CustomQuizView;
  file: File | null;
  theme: WordProblemTheme;
  lesson: LessonPreviewResponse | null;
  savedLessonId: string | null;
  quizCount: number;
  quizzes: CustomQuiz[];
  activeQuiz: number | null;
  results: Record<string, QuizResult>;
};

export const initialCustomQuizState: CustomQuizState = {
  view: 'upload',
  file: null,
  theme: DEFAULT_WORD_PROBLEM_THEME,
  lesson: null,
  savedLessonId: null,
  quizCount: DEFAULT_QUIZ_COUNT,
  quizzes: [],
  activeQuiz: null,
  results: {},
};

export type CustomQuizAction =
  | { type: 'fileChosen'; file: File | null }
  | { type: 'themeChosen'; theme: WordProblemTheme }
  | { type: 'generationStarted' }
  | { type: 'lessonGenerated'; lesson: LessonPreviewResponse }
  | { type: 'lessonSaved'; lessonId: string }
  | { type: 'quizCountChosen'; quizCount: number }
  | { type: 'quizzesGenerated'; quizzes: CustomQuiz[] }
  | { type: 'quizStarted'; index: number }
  | { type: 'quizFinished'; result: QuizResult }
  | { type: 'quizLeft' }
  | { type: 'reset' };

export function customQuizReducer(state: CustomQuizState, action: CustomQuizAction): CustomQuizState {
  switch (action.type) {
    case 'fileChosen':
      return { ...state, file: action.file };
    case 'themeChosen':
      return { ...state, theme: action.theme };
    case 'generationStarted':
      return { ...state, savedLessonId: null, quizzes: [], activeQuiz: null, results: {} };
    case 'lessonGenerated':
      return { ...state, view: 'lesson', lesson: action.lesson };
    case 'lessonSaved':
      return { ...state, savedLessonId: action.lessonId };
    case 'quizCountChosen':
      return { ...state, quizCount: action.quizCount };
    case 'quizzesGenerated':
      return { ...state, view: 'quizSelection', quizzes: action.quizzes, activeQuiz: null, results: {} };
    case 'quizStarted':
      return state.quizzes[action.index] ? { ...state, view: 'quiz', activeQuiz: action.index } : state;
    case 'quizFinished':
      return finishQuiz(state, action.result);
    case 'quizLeft':
      return { ...state, view: 'quizSelection', activeQuiz: null };
    case 'reset':
      return initialCustomQuizState;
  }
}

function finishQuiz(state: CustomQuizState, result: QuizResult): CustomQuizState {
  const quiz = state.activeQuiz === null ? undefined : state.quizzes[state.activeQuiz];
  const results = quiz ? { ...state.results, [quiz.quizId]: result } : state.results;
  return { ...state, view: 'quizSelection', activeQuiz: null, results };
}

/** "Generate 1 Quiz", "Generate 3 Quizzes" (spec §2 Step 3). */
export function generateQuizzesLabel(count: number): string {
  return `Generate ${count} ${count === 1 ? 'Quiz' : 'Quizzes'}`;
}
