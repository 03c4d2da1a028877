import { NotFound } from '@studyhall/platform/errors';
import { readableLesson } from './access.js';
import type { JsonArray, Lesson, LessonStore } from './lessons.js';
import type { Topic, TopicStore } from './topics.js';

export const topicNotFoundMessage = 'Topic not found';

export async function topicById(topics: TopicStore, id: string): Promise<Topic> {
  const topic = await topics.findById(id);
  if (!topic) throw new NotFound(topicNotFoundMessage);
  return topic;
}

export async function topicLessons(deps: { topics: TopicStore; lessons: LessonStore }, topicId: string): Promise<Lesson[]> {
  await topicById(deps.topics, topicId);
  return deps.lessons.listByTopic(topicId);
}

/**
 * Everything the student created or uploaded, newest first (dashboard, content management), as the
 * JSON it is sent as: the hottest read, answered from a cached serialisation.
 */
export function myLessons(lessons: LessonStore, userId: string): Promise<JsonArray> {
  return lessons.listByOwnerJson(userId, 'all');
}

/** Study history: the student's uploaded lessons, the ones with a source file. */
export function lessonHistory(lessons: LessonStore, userId: string): Promise<JsonArray> {
  return lessons.listByOwnerJson(userId, 'uploaded');
}

export async function lessonById(lessons: LessonStore, id: string, userId: string): Promise<Lesson> {
  return readableLesson(lessons, id, userId);
}
