import { NotFound } from '@studyhall/platform/errors';
import { readableLesson } from './access.js';
import type { Lesson, LessonStore } from './lessons.js';
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

/** Everything the student created or uploaded, newest first (dashboard, content management). */
export function myLessons(lessons: LessonStore, userId: string): Promise<Lesson[]> {
  return lessons.listByOwner(userId);
}

/** Study history: the student's uploaded lessons, the ones with a source file. */
export async function lessonHistory(lessons: LessonStore, userId: string): Promise<Lesson[]> {
  return (await lessons.listByOwner(userId)).filter((lesson) => lesson.sourceFileName !== null);
}

export async function lessonById(lessons: LessonStore, id: string, userId: string): Promise<Lesson> {
  return readableLesson(lessons, id, userId);
}
