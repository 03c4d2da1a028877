import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../data/seed-catalogue.js';
import { as, newUser, startLessonsTestApp, type LessonsTestApp } from '../test-support/lessons-test-app.js';

let app: LessonsTestApp;
beforeAll(async () => {
  app = await startLessonsTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('topics', () => {
  it('lists the seeded starter catalogue of maths topics in order', async () => {
    const reply = await app.request('/api/topics', { userId: newUser() });
    expect(reply.status).toBe(200);
    expect(reply.body.map((topic: { name: string }) => topic.name)).toEqual(['Linear Equations', 'Fractions', 'Percentages', 'Area and Perimeter']);
    expect(reply.body[0]).toEqual({
      id: 'topic-linear-equations', name: 'Linear Equations', category: 'Algebra', order: 1, isLocked: false,
      description: expect.any(String),
    });
  });

  it('shows one topic and its lessons to any signed-in student', async () => {
    const call = as(app, newUser());
    expect((await call('/api/topics/topic-fractions')).body).toMatchObject({ id: 'topic-fractions', name: 'Fractions' });
    const lessons = await call('/api/topics/topic-linear-equations/lessons');
    expect(lessons.status).toBe(200);
    expect(lessons.body).toHaveLength(1);
    expect(lessons.body[0]).toMatchObject({ title: 'Solving Linear Equations', topicId: 'topic-linear-equations', difficultyLevel: 'beginner', order: 0 });
    expect(lessons.body[0]).not.toHaveProperty('sourceFileKey');
  });

  it('answers 404 for a topic that does not exist', async () => {
    const call = as(app, newUser());
    expect((await call('/api/topics/no-such-topic')).status).toBe(404);
    expect((await call('/api/topics/no-such-topic/lessons')).body).toEqual({ message: 'Topic not found' });
  });

  it('seeds idempotently: seeding again (as every start does) adds no duplicate topic or lesson', async () => {
    await seedCatalogue(app.clients.mongo);
    const call = as(app, newUser());
    expect((await call('/api/topics')).body).toHaveLength(4);
    expect((await call('/api/topics/topic-fractions/lessons')).body).toHaveLength(1);
  });

  it('answers 401 without an internal token', async () => {
    expect((await app.request('/api/topics')).status).toBe(401);
    expect((await app.request('/api/topics', { headers: { 'x-user-id': newUser() } })).status).toBe(401);
  });
});
