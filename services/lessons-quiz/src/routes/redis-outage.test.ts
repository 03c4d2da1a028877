// Redis holds the read cache's versions (data/read-cache.ts). While it does not answer, lessons are
// still read (from Mongo), and a change is refused before anything is written: a change the other
// replicas' caches could not learn about would leave them showing the old lesson.
import { startStoppableRedis, type StoppableRedis } from '@studyhall/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newUser, savedLesson, startLessonsTestApp, type LessonsTestApp } from '../test-support/lessons-test-app.js';

let redis: StoppableRedis;
let app: LessonsTestApp;
beforeAll(async () => {
  redis = await startStoppableRedis();
  app = await startLessonsTestApp({ env: { REDIS_URL: redis.url } });
});
afterAll(async () => {
  await app?.close();
  await redis?.close();
});

describe('lessons while Redis does not answer', () => {
  it('lists and opens lessons, refuses a rename with 503 and keeps the lesson as it was', async () => {
    const me = newUser();
    const id = await savedLesson(app, me);
    redis.freeze();
    try {
      const listed = await as(app, me)('/api/lessons');
      expect(listed.status).toBe(200);
      expect(listed.body.map((lesson: { id: string }) => lesson.id)).toEqual([id]);
      const renamed = await as(app, me)(`/api/lessons/${id}`, { method: 'PATCH', body: { title: 'Renamed during the outage', subject: null } });
      expect(renamed.status).toBe(503);
    } finally {
      redis.thaw();
    }
    expect((await as(app, me)(`/api/lessons/${id}`)).body.title).toBe('Fractions');
    const document = await app.clients.mongo.collection('lessons').findOne({ _id: id as never });
    expect(document?.title).toBe('Fractions');
  });
});
