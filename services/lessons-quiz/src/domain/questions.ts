import type { DifficultyWord } from '@studyhall/ai-contracts';

/** Spec §3 questions. */
export interface Question {
  id: string;
  lessonId: string;
  questionText: string;
  options: string[];
  correctAnswer: number;
  questionType: 'multiple-choice' | 'fill-in-blank';
  explanation: string | null;
  solutionSteps: string[] | null;
  solutionImageUrl: string | null;
  difficultyLevel: DifficultyWord | null;
  difficultyLevelInt: number | null;
  diagramUrl: string | null;
}

/** A lesson's questions live together, addressed by the lesson id (one read for a quiz). */
export interface QuestionStore {
  newId(): string;
  listForLesson(lessonId: string): Promise<Question[]>;
  add(lessonId: string, questions: Question[]): Promise<void>;
  removeForLesson(lessonId: string): Promise<void>;
}
