// Content management and the history page's changes: create, rename, make public or private, delete.
import type { DifficultyWord } from '@studyhall/ai-contracts';
import { NotFound } from '@studyhall/platform/errors';
import { ownLesson } from './access.js';
import { lessonCreated, lessonDeleted, lessonUpdated, lessonVisibilityChanged } from './lesson-events.js';
import { publicLesson, type Lesson, type LessonStore, type StoredLesson } from './lessons.js';
import type { QuestionStore } from './questions.js';
import type { QuizSetStore } from './quiz-sets.js';
import type { TopicStore } from './topics.js';
import type { UploadStore } from './uploads.js';

export const topicMissingMessage = 'Please select a topic';

export interface NewTopicLesson {
  topicId: string;
  title: string;
  content: string;
  difficultyLevel: DifficultyWord;
  estimatedTime: number;
  order: number;
  diagramUrl: string | null;
}

/** A catalogue lesson: everyone signed in reads it, only its creator changes it. */
export async function createTopicLesson(deps: { lessons: LessonStore; topics: TopicStore }, userId: string, form: NewTopicLesson): Promise<Lesson> {
  if (!(await deps.topics.findById(form.topicId))) throw new NotFound(topicMissingMessage, { field: 'topicId' });
  const lesson: StoredLesson = {
    ...form,
    id: deps.lessons.newId(userId),
    userId,
    sourceFileName: null,
    wordProblemTheme: null,
    subject: null,
    uploadedAt: new Date(),
    isPublic: false,
    sourceFileKey: null,
    quizSetIds: [],
  };
  await deps.lessons.create(lesson, (created) => [lessonCreated(created)]);
  return publicLesson(lesson);
}

export async function renameLesson(lessons: LessonStore, userId: string, id: string, change: { title: string; subject: string | null }): Promise<Lesson> {
  const lesson = await ownLesson(lessons, id, userId);
  return lessons.update(lesson, change, (updated) => [lessonUpdated(updated)]);
}

export async function setLessonVisibility(lessons: LessonStore, userId: string, id: string, isPublic: boolean): Promise<Lesson> {
  const lesson = await ownLesson(lessons, id, userId);
  if (lesson.isPublic === isPublic) return publicLesson(lesson);
  return lessons.update(lesson, { isPublic }, (updated) => [lessonVisibilityChanged(updated)]);
}

export interface DeleteDeps {
  lessons: LessonStore;
  questions: QuestionStore;
  quizSets: QuizSetStore;
  uploads: UploadStore;
}

/**
 * Children first, the lesson last: a failure part-way leaves a lesson with fewer quizzes, never
 * quizzes or questions of a lesson that is gone. The original file goes with it.
 */
export async function deleteLesson(deps: DeleteDeps, userId: string, id: string): Promise<void> {
  const lesson = await ownLesson(deps.lessons, id, userId);
  await deps.questions.removeForLesson(lesson.id);
  await deps.quizSets.removeForLesson(lesson.id);
  await deps.quizSets.remove(lesson.quizSetIds);
  await deps.lessons.remove(lesson, (removed) => [lessonDeleted(removed)]);
  if (lesson.sourceFileKey) await deps.uploads.remove(lesson.sourceFileKey);
}
