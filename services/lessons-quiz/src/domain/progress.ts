/** Spec §9: a lesson is completed after 5 quizzes. */
export const quizzesRequired = 5;

/** Spec §3 user_progress, one per student and lesson (addressed by `${userId}:${lessonId}`). */
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

export interface ProgressStore {
  find(userId: string, lessonId: string): Promise<UserProgress | undefined>;
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
