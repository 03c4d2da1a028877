// Progressive quiz sessions (spec §3 quiz_sessions, quiz_attempts) and what the use cases need stored.
import type { DomainEvent } from '@studyhall/contracts';
import type { AskedQuestion } from './adaptive-policy.js';

/** The question being asked, with its key: kept on the session, never sent before it is answered. */
export interface PendingQuestion extends AskedQuestion {
  questionId: string | null;
  questionText: string;
  explanation: string;
  solutionSteps: string[];
}

export interface QuizProgress {
  questionsCompleted: number;
  currentDifficulty: number;
  correctAnswers: number;
}

export interface AnswerResult {
  isCorrect: boolean;
  solution: { explanation: string; steps: string[]; imageUrl: string | null };
  progress: QuizProgress;
  retryQuestion: ShownQuestion | null;
  nextQuestion: ShownQuestion | null;
}

/** Spec §3 "Question (progressive quiz)": never the answer. */
export interface ShownQuestion {
  questionText: string;
  questionType: 'multiple-choice' | 'fill-in-blank';
  options: string[];
}

export interface QuizSession {
  id: string;
  userId: string;
  lessonId: string;
  topicId: string | null;
  currentQuestionIndex: number;
  currentDifficulty: number;
  questionsCompleted: number;
  correctAnswers: number;
  isCompleted: boolean;
  startedAt: Date;
  completedAt: Date | null;
  current: PendingQuestion | null;
  askedTexts: string[];
  maxDifficulty: number;
  points: number;
  /** The student's IANA time zone (for streak days), sent by the browser at start. */
  timeZone: string;
  /** The last answer sent with an Idempotency-Key and its result: a resent request gets the same result. */
  lastAnswer: { key: string; userAnswer: string; result: AnswerResult } | null;
  /** The Idempotency-Key the session was completed with: the same key again gets the same answer. */
  completionKey?: string | null;
}

/** Spec §3 quiz_attempts. */
export interface QuizAttempt {
  id: string;
  sessionId: string;
  userId: string;
  lessonId: string;
  questionId: string | null;
  questionText: string;
  questionType: 'multiple-choice' | 'fill-in-blank';
  options: string[];
  correctAnswer: string;
  selectedAnswer: string | null;
  userAnswer: string;
  isCorrect: boolean;
  aiExplanation: string | null;
  difficultyLevel: number;
  solutionSteps: string[];
  solutionImageUrl: string | null;
  timeSpent: number;
  createdAt: Date;
}

export interface QuizSessionStore {
  newId(): string;
  find(id: string): Promise<QuizSession | undefined>;
  create(session: QuizSession): Promise<void>;
  /** Saves the session's new state with its events in one write. */
  save(session: QuizSession, events: DomainEvent[]): Promise<void>;
  /** Runs one change of a session at a time (answers racing on one session are queued). */
  exclusive<T>(sessionId: string, work: () => Promise<T>): Promise<T>;
}

export interface QuizAttemptStore {
  add(attempt: QuizAttempt): Promise<void>;
  listForUser(userId: string): Promise<QuizAttempt[]>;
}
