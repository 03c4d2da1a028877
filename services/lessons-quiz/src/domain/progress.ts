/** Spec §9: a lesson is completed after 5 quizzes. */
export const quizzesRequired = 5;

/** Spec §3 user_progress, one per student and lesson. */
export interface UserProgress {
  id: string;
  userId: string;
  topicId: string | null;
  lessonId: string;
  isCompleted: boolean;
  quizzesCompleted: number;
  score: number;
  attempts: number;
  lastAttemptAt: Date | null;
}

/** All of one student's progress lives in one document addressed by the student (one read). */
export interface ProgressStore {
  find(userId: string, lessonId: string): Promise<UserProgress | undefined>;
  listForUser(userId: string): Promise<UserProgress[]>;
  /** One completed quiz: +1 quiz, its points, completed at 5. */
  recordQuiz(userId: string, lesson: { id: string; topicId: string | null }, points: number, at: Date): Promise<UserProgress>;
}

export interface LessonProgress {
  quizzesCompleted: number;
  quizzesRequired: number;
  isCompleted: boolean;
}

export function lessonProgress(progress: UserProgress | undefined): LessonProgress {
  const quizzesCompleted = progress?.quizzesCompleted ?? 0;
  return { quizzesCompleted, quizzesRequired, isCompleted: progress?.isCompleted ?? quizzesCompleted >= quizzesRequired };
}

export function withCompletedQuiz(previous: UserProgress | undefined, userId: string, lesson: { id: string; topicId: string | null }, points: number, at: Date): UserProgress {
  const quizzesCompleted = (previous?.quizzesCompleted ?? 0) + 1;
  return {
    id: `${userId}:${lesson.id}`,
    userId,
    topicId: lesson.topicId,
    lessonId: lesson.id,
    quizzesCompleted,
    isCompleted: quizzesCompleted >= quizzesRequired,
    score: (previous?.score ?? 0) + points,
    attempts: (previous?.attempts ?? 0) + 1,
    lastAttemptAt: at,
  };
}
