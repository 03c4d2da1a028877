import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newUser, savedLesson, startLessonsTestApp, type LessonsTestApp } from '../test-support/lessons-test-app.js';

let app: LessonsTestApp;
beforeAll(async () => {
  app = await startLessonsTestApp();
});
afterAll(async () => {
  await app?.close();
});

const topicLesson = {
  topicId: 'topic-fractions', title: 'Comparing Fractions', content: '<p>Compare fractions with a common denominator.</p>',
  difficultyLevel: 'intermediate', estimatedTime: 20, order: 2, diagramUrl: null,
};

describe('a student\'s lessons', () => {
  it('lists the student\'s own lessons newest first with the spec\'s fields, and only theirs', async () => {
    const me = newUser();
    const first = await savedLesson(app, me, { fileName: 'first.pdf' });
    const second = await savedLesson(app, me, { fileName: 'second.pdf', wordProblemTheme: 'Astronomy' });
    await savedLesson(app, newUser());
    const reply = await as(app, me)('/api/lessons');
    expect(reply.status).toBe(200);
    expect(reply.body.map((lesson: { id: string }) => lesson.id)).toEqual([second, first]);
    expect(reply.body[0]).toEqual({
      id: second, topicId: null, userId: me, title: 'Fractions', content: expect.stringContaining('A fraction names part'),
      difficultyLevel: null, estimatedTime: null, order: null, diagramUrl: null, sourceFileName: 'second.pdf',
      wordProblemTheme: 'Astronomy', subject: null, uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), isPublic: false,
    });
  });

  it('history holds only uploaded lessons (with a source file), not content-management lessons', async () => {
    const me = newUser();
    const uploaded = await savedLesson(app, me);
    const created = await as(app, me)('/api/lessons', { body: topicLesson });
    expect(created.status).toBe(201);
    const history = await as(app, me)('/api/lessons/history');
    expect(history.body.map((lesson: { id: string }) => lesson.id)).toEqual([uploaded]);
    const all = await as(app, me)('/api/lessons');
    expect(all.body.map((lesson: { id: string }) => lesson.id)).toEqual([created.body.id, uploaded]);
  });

  it('starts empty for a new student', async () => {
    expect((await as(app, newUser())('/api/lessons')).body).toEqual([]);
    expect((await as(app, newUser())('/api/lessons/history')).body).toEqual([]);
  });
});

describe('one lesson and who may see or change it', () => {
  it('the owner reads a private lesson; anyone else gets 404 until it is made public', async () => {
    const owner = newUser();
    const stranger = as(app, newUser());
    const id = await savedLesson(app, owner);
    expect((await as(app, owner)(`/api/lessons/${id}`)).body).toMatchObject({ id, isPublic: false });
    expect(await stranger(`/api/lessons/${id}`)).toMatchObject({ status: 404, body: { message: 'Lesson not found' } });
    const made = await as(app, owner)(`/api/lessons/${id}/privacy`, { method: 'PATCH', body: { isPublic: true } });
    expect(made).toMatchObject({ status: 200, body: { id, isPublic: true } });
    expect((await stranger(`/api/lessons/${id}`)).body).toMatchObject({ id, isPublic: true });
    expect((await as(app, owner)('/api/lessons')).body[0]).toMatchObject({ id, isPublic: true });
  });

  it('another student cannot rename, re-privacy or delete someone\'s lesson (404), and it stays as it was', async () => {
    const owner = newUser();
    const stranger = as(app, newUser());
    const id = await savedLesson(app, owner);
    await as(app, owner)(`/api/lessons/${id}/privacy`, { method: 'PATCH', body: { isPublic: true } });
    expect((await stranger(`/api/lessons/${id}`, { method: 'PATCH', body: { title: 'Mine now' } })).status).toBe(404);
    expect((await stranger(`/api/lessons/${id}/privacy`, { method: 'PATCH', body: { isPublic: false } })).status).toBe(404);
    expect((await stranger(`/api/lessons/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await as(app, owner)(`/api/lessons/${id}`)).body).toMatchObject({ title: 'Fractions', isPublic: true });
  });

  it('renames a lesson and sets its subject; the history list shows the change', async () => {
    const owner = newUser();
    const id = await savedLesson(app, owner);
    const reply = await as(app, owner)(`/api/lessons/${id}`, { method: 'PATCH', body: { title: '  Fractions review ', subject: 'Math' } });
    expect(reply).toMatchObject({ status: 200, body: { id, title: 'Fractions review', subject: 'Math' } });
    expect((await as(app, owner)('/api/lessons/history')).body[0]).toMatchObject({ title: 'Fractions review', subject: 'Math' });
    const cleared = await as(app, owner)(`/api/lessons/${id}`, { method: 'PATCH', body: { title: 'Fractions review', subject: '' } });
    expect(cleared.body.subject).toBeNull();
  });

  it('refuses an empty title with the dialog\'s words', async () => {
    const owner = newUser();
    const id = await savedLesson(app, owner);
    const reply = await as(app, owner)(`/api/lessons/${id}`, { method: 'PATCH', body: { title: '   ' } });
    expect(reply).toMatchObject({ status: 400, body: { message: 'Lesson Name is required', field: 'title' } });
    expect((await as(app, owner)(`/api/lessons/${id}/privacy`, { method: 'PATCH', body: { isPublic: 'yes' } })).status).toBe(400);
  });

  it('deletes a lesson: gone from reads and lists', async () => {
    const owner = newUser();
    const keep = await savedLesson(app, owner);
    const id = await savedLesson(app, owner);
    expect((await as(app, owner)(`/api/lessons/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await as(app, owner)(`/api/lessons/${id}`)).status).toBe(404);
    expect((await as(app, owner)('/api/lessons/history')).body.map((l: { id: string }) => l.id)).toEqual([keep]);
    expect((await as(app, owner)(`/api/lessons/${id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('the seeded catalogue is readable by all and changeable by nobody', async () => {
    const student = as(app, newUser());
    expect((await student('/api/lessons/seed-lesson-fractions')).body).toMatchObject({ title: 'Adding Fractions', userId: null });
    expect((await student('/api/lessons/seed-lesson-fractions', { method: 'DELETE' })).status).toBe(404);
    expect((await student('/api/lessons/seed-lesson-fractions', { method: 'PATCH', body: { title: 'x' } })).status).toBe(404);
  });

  it('progress of a lesson not yet quizzed: 0 of 5, not completed; someone else\'s private lesson → 404', async () => {
    const owner = newUser();
    const id = await savedLesson(app, owner);
    expect((await as(app, owner)(`/api/lessons/${id}/progress`)).body).toEqual({ quizzesCompleted: 0, quizzesRequired: 5, isCompleted: false });
    expect((await as(app, newUser())(`/api/lessons/${id}/progress`)).status).toBe(404);
    expect((await as(app, newUser())('/api/lessons/seed-lesson-fractions/progress')).status).toBe(200);
  });
});

describe('POST /api/lessons (content management)', () => {
  it('publishes a topic lesson: 201 with its id; every student sees it on the topic; only its creator changes it', async () => {
    const creator = newUser();
    const reply = await as(app, creator)('/api/lessons', { body: { ...topicLesson, topicId: 'topic-percentages', title: 'Discounts' } });
    expect(reply).toMatchObject({ status: 201, body: { id: expect.any(String), topicId: 'topic-percentages', userId: creator, title: 'Discounts', estimatedTime: 20, order: 2 } });
    const other = as(app, newUser());
    const onTopic = await other('/api/topics/topic-percentages/lessons');
    expect(onTopic.body.map((l: { title: string }) => l.title)).toEqual(['Percent of a Quantity', 'Discounts']);
    expect((await other(`/api/lessons/${reply.body.id}`)).status).toBe(200);
    expect((await other(`/api/lessons/${reply.body.id}`, { method: 'PATCH', body: { title: 'Hijack' } })).status).toBe(404);
    expect((await as(app, creator)(`/api/lessons/${reply.body.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await other('/api/topics/topic-percentages/lessons')).body).toHaveLength(1);
  });

  it('applies the form defaults (intermediate, 15 minutes, order 1)', async () => {
    const reply = await as(app, newUser())('/api/lessons', { body: { topicId: 'topic-fractions', title: 'Defaults', content: 'Ten or more characters.' } });
    expect(reply.body).toMatchObject({ difficultyLevel: 'intermediate', estimatedTime: 15, order: 1, diagramUrl: null });
  });

  it.each([
    [{ topicId: '' }, 'Please select a topic', 'topicId'],
    [{ title: '' }, 'Please enter a lesson title', 'title'],
    [{ content: 'too short' }, 'Please enter lesson content (minimum 10 characters)', 'content'],
    [{ estimatedTime: 0 }, 'Please enter estimated time', 'estimatedTime'],
    [{ estimatedTime: 301 }, 'Maximum 300 minutes', 'estimatedTime'],
    [{ order: 0 }, 'Please enter lesson order', 'order'],
  ])('refuses %j with "%s"', async (change, message, field) => {
    const me = newUser();
    const reply = await as(app, me)('/api/lessons', { body: { ...topicLesson, ...change } });
    expect(reply).toMatchObject({ status: 400, body: { message, field } });
    expect((await as(app, me)('/api/lessons')).body).toEqual([]);
  });

  it('refuses an unknown topic with 404 and stores nothing', async () => {
    const me = newUser();
    const reply = await as(app, me)('/api/lessons', { body: { ...topicLesson, topicId: 'topic-nope' } });
    expect(reply).toMatchObject({ status: 404, body: { message: 'Please select a topic' } });
    expect((await as(app, me)('/api/lessons')).body).toEqual([]);
  });
});
