// REVIEW: local copies of @studyhall/api-contracts' shapes (spec §3 "Custom quiz", §7) until that
// package is on main; then replace with `z.infer` types from it.
import type { WordProblemTheme } from '../../../components/word-problem-themes';

/** The service also returns the lesson's title and the stored original's key (extra fields). */
export type LessonPreviewResponse = { lesson: string; fileName: string; title?: string; uploadKey?: string };

/** `uploadKey` and `title` (from the preview) keep the original file linked and the title as shown. */
export type SaveLessonRequest = {
  lesson: string;
  fileName: string;
  wordProblemTheme: WordProblemTheme;
  uploadKey?: string;
  title?: string;
};
export type SaveLessonResponse = { lessonId: string };

export type CustomQuizQuestion = {
  questionText: string;
  options: string[];
  correctAnswer: string;
  solutionSteps: string[];
  explanation?: string;
};

export type CustomQuiz = {
  quizId: string;
  quizNumber: number;
  wordProblemTheme?: string;
  questions: CustomQuizQuestion[];
};

export type GenerateQuizzesResponse = { quizzes: CustomQuiz[]; quizCount: number };
