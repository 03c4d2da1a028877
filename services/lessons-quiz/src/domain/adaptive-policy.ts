// The progressive quiz's rules (issue 14, spec §4): difficulty starts at 1; a correct answer raises it
// (max 5) and moves on; a wrong multiple-choice answer brings a fill-in-the-blank retry on the same
// concept at the same difficulty; a wrong retry lowers it (min 1) and moves on.
import { isAnswerCorrect } from '@studyhall/ai-contracts';

export const minDifficulty = 1;
export const maxDifficulty = 5;
/** Finish Quiz is offered from this many answered questions (spec §9). */
export const questionsToFinish = 10;

export interface AskedQuestion {
  questionType: 'multiple-choice' | 'fill-in-blank';
  options: string[];
  /** Multiple choice: the option index. */
  correctAnswer: number | null;
  /** Fill-in-the-blank: every accepted answer (compared tolerantly). */
  acceptedAnswers: string[];
  difficultyLevelInt: number;
  isRetry: boolean;
}

/** Multiple-choice answers arrive as the option index in text (spec §5); fill-in answers as free text. */
export function isCorrect(question: AskedQuestion, userAnswer: string): boolean {
  if (question.questionType === 'fill-in-blank') return isAnswerCorrect(userAnswer, question.acceptedAnswers);
  const index = userAnswer.trim();
  return /^\d$/.test(index) && Number(index) === question.correctAnswer;
}

export type NextStep = { kind: 'next'; difficulty: number } | { kind: 'retry'; difficulty: number };

export function nextStep(question: AskedQuestion, correct: boolean, difficulty: number): NextStep {
  if (correct) return { kind: 'next', difficulty: Math.min(maxDifficulty, difficulty + 1) };
  if (!question.isRetry && question.questionType === 'multiple-choice') return { kind: 'retry', difficulty };
  return { kind: 'next', difficulty: Math.max(minDifficulty, difficulty - 1) };
}

/** Points for a correct answer grow with its difficulty (10 at Beginner … 50 at Expert). */
export function pointsFor(correct: boolean, difficulty: number): number {
  return correct ? difficulty * 10 : 0;
}
