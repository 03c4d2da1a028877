import type { Theme } from '@studyhall/ai-contracts';

/** Spec §3 custom quiz question: correctAnswer is the option index as a string. */
export interface CustomQuizQuestion {
  questionText: string;
  options: string[];
  correctAnswer: string;
  solutionSteps: string[];
  explanation?: string;
  /** Multi-lesson quizzes: the lesson the question was written from (extra to spec §3). */
  lessonId?: string;
}

export interface CustomQuiz {
  quizId: string;
  quizNumber: number;
  wordProblemTheme: Theme;
  questions: CustomQuizQuestion[];
}

/** One generation: the quizzes made at once from one lesson or several (multi-lesson). */
export interface QuizSet {
  id: string;
  userId: string;
  lessonIds: string[];
  lessonTitle: string;
  wordProblemTheme: Theme;
  quizzes: CustomQuiz[];
  createdAt: Date;
}

export interface QuizSetStore {
  newId(): string;
  save(set: QuizSet): Promise<void>;
  remove(ids: string[]): Promise<void>;
  /** Files the set under one of the student's lessons, so it goes when the lesson goes. */
  link(lessonId: string, setId: string): Promise<void>;
  linkedTo(lessonId: string): Promise<string[]>;
  /** Removes every set filed under the lesson, then the filing itself. */
  removeForLesson(lessonId: string): Promise<void>;
}
