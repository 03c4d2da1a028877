// Two replicas on one database (the chart runs two): what one changes, the other shows at once,
// although both keep read copies of shelves in memory (data/read-cache.ts).
import { startTestApp, type TestApp } from '@studyhall/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonsQuizService } from '../service.js';
import { as, newUser, savedLesson, startLessonsTestApp, testBucket, type LessonsTestApp } from '../test-support/lessons-test-app.js';

let first: LessonsTestApp;
let second: TestApp<unknown, typeof lessonsQuizService.clients, unknown>;
beforeAll(async () => {
  first = await startLessonsTestApp();
  const database = (first.clients as { mongo: { name: string } }).mongo.name;
  second = await startTestApp(lessonsQuizService, { env: { S3_BUCKET: testBucket, AI_ASSISTANT_URL: first.aiUrl, MONGO_DB: database } });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const ids = (body: { id: string }[]) => body.map((lesson) => lesson.id);

describe('two replicas', () => {
  it('a lesson saved, renamed and deleted on one replica shows on the other right away', async () => {
    const me = newUser();
    const onFirst = as(first, me);
    const onSecond = (path: string, request = {}) => second.request(path, { ...request, userId: me });
    expect((await onFirst('/api/lessons')).body).toEqual([]);
    const id = await savedLesson(second as never, me);
    expect(ids((await onFirst('/api/lessons')).body)).toEqual([id]);

    expect((await onSecond(`/api/lessons/${id}`, { method: 'PATCH', body: { title: 'Renamed on the other replica', subject: 'Math' } })).status).toBe(200);
    expect((await onFirst(`/api/lessons/${id}`)).body.title).toBe('Renamed on the other replica');
    expect((await onFirst('/api/lessons/history')).body[0].subject).toBe('Math');

    expect((await onSecond(`/api/lessons/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await onFirst(`/api/lessons/${id}`)).status).toBe(404);
    expect((await onFirst('/api/lessons')).body).toEqual([]);
  });

  it('a lesson made private on one replica is hidden from other students on the other at once', async () => {
    const owner = newUser();
    const other = newUser();
    const id = await savedLesson(first, owner);
    const setPublic = (isPublic: boolean) => second.request(`/api/lessons/${id}/privacy`, { userId: owner, method: 'PATCH', body: { isPublic } });
    expect((await as(first, other)(`/api/lessons/${id}`)).status).toBe(404);
    expect((await setPublic(true)).status).toBe(200);
    expect((await as(first, other)(`/api/lessons/${id}`)).status).toBe(200);
    expect((await setPublic(false)).status).toBe(200);
    expect((await as(first, other)(`/api/lessons/${id}`)).status).toBe(404);
  });
});
