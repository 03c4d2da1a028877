// Create, change, hide and delete a lesson through HTTP, then read the events back from Kafka in order.
import { randomUUID } from 'node:crypto';
import { fromBinary } from '@bufbuild/protobuf';
import {
  LessonCreatedSchema, LessonDeletedSchema, LessonUpdatedSchema, LessonVisibilityChangedSchema,
} from '@studyhall/contracts';
import type { IncomingRecord, Subscription } from '@studyhall/platform/events';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { as, newUser, savedLesson, startLessonsTestApp, type LessonsTestApp } from './test-support/lessons-test-app.js';

const topic = 'studyhall.lessons.v1';
let app: LessonsTestApp;
let subscription: Subscription | undefined;

beforeAll(async () => {
  app = await startLessonsTestApp();
  await app.clients.bus.ensureTopics([topic]);
});
afterAll(async () => {
  await subscription?.stop();
  await app?.close();
});

it('publishes LessonCreated, LessonUpdated, LessonVisibilityChanged, LessonDeleted keyed by the lesson, with what the feed shows', async () => {
  const me = newUser();
  const id = await savedLesson(app, me, { lesson: `Fractions\n\n${'A fraction names part of a whole. '.repeat(10)}`, fileName: 'fractions.pdf', wordProblemTheme: 'Science' });
  await as(app, me)(`/api/lessons/${id}`, { method: 'PATCH', body: { title: 'Fractions 101', subject: 'Math' } });
  await as(app, me)(`/api/lessons/${id}/privacy`, { method: 'PATCH', body: { isPublic: true } });
  await as(app, me)(`/api/lessons/${id}`, { method: 'DELETE' });

  const records: IncomingRecord[] = [];
  await new Promise<void>((resolve) => {
    void app.clients.bus
      .subscribe({
        groupId: `lessons-test-${randomUUID()}`,
        topics: [topic],
        fromBeginning: true,
        async onRecord(record) {
          if (record.key === id) records.push(record);
          if (records.length === 4) resolve();
          return 'done';
        },
      })
      .then((started) => (subscription = started));
  });

  expect(records.map((record) => record.headers.ce_type)).toEqual([
    'studyhall.lessons.v1.LessonCreated', 'studyhall.lessons.v1.LessonUpdated',
    'studyhall.lessons.v1.LessonVisibilityChanged', 'studyhall.lessons.v1.LessonDeleted',
  ]);
  const created = fromBinary(LessonCreatedSchema, records[0]!.value!);
  expect(created.lesson).toMatchObject({
    lessonId: id, authorId: me, title: 'Fractions', wordProblemTheme: 'Science', sourceFileName: 'fractions.pdf', isPublic: false,
  });
  expect(created.lesson?.contentPreview).toHaveLength(200);
  expect(fromBinary(LessonUpdatedSchema, records[1]!.value!).lesson).toMatchObject({ title: 'Fractions 101', subject: 'Math' });
  expect(fromBinary(LessonVisibilityChangedSchema, records[2]!.value!).lesson).toMatchObject({ isPublic: true, title: 'Fractions 101' });
  expect(fromBinary(LessonDeletedSchema, records[3]!.value!)).toMatchObject({ lessonId: id, authorId: me });
  // Once the tombstone's event is out, the relay removes the document itself.
  await expect.poll(() => app.clients.mongo.collection('lessons').findOne({ _id: id as never }), { timeout: 10_000 }).toBeNull();
});
