import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketName } from '../data/buckets.js';
import { as, newUser, startLessonsTestApp, type LessonsTestApp } from '../test-support/lessons-test-app.js';

let app: LessonsTestApp;
beforeAll(async () => {
  app = await startLessonsTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function createdLesson(userId: string): Promise<string> {
  const reply = await as(app, userId)('/api/lessons', {
    body: { topicId: 'topic-percentages', title: 'Discounts', content: '<p>A discount of 20% on $50 takes $10 off, so the price is $40.</p>', difficultyLevel: 'beginner', estimatedTime: 15, order: 1 },
  });
  return reply.body.id as string;
}

const validQuestion = (lessonId: string) => ({
  lessonId, questionText: 'What is 20% of 50 dollars?', options: ['$5', '$10', '$20', '$40'], correctAnswer: 1,
  explanation: 'Twenty percent is one fifth, and one fifth of 50 is 10.', difficultyLevel: 'beginner', diagramUrl: null,
});

describe('POST /api/lessons/{id}/generate-questions', () => {
  it('generates the asked number of checked questions and saves them with the lesson', async () => {
    const me = newUser();
    const id = await createdLesson(me);
    const reply = await as(app, me)(`/api/lessons/${id}/generate-questions`, { body: { count: 3, difficulty: 'beginner' } });
    expect(reply.status).toBe(201);
    expect(reply.body.questions).toHaveLength(3);
    expect(reply.body.questions[0]).toMatchObject({
      id: expect.any(String), lessonId: id, questionType: 'multiple-choice', options: expect.any(Array), correctAnswer: expect.any(Number),
      explanation: expect.any(String), solutionSteps: expect.any(Array), difficultyLevelInt: expect.any(Number),
    });
    const stored = await app.clients.mongo.collection(bucketName('questions', id)).findOne({ _id: id as never });
    expect(stored?.questions).toHaveLength(3);
  });

  it('falls back to 5 questions when the count is not a number', async () => {
    const me = newUser();
    const id = await createdLesson(me);
    const reply = await as(app, me)(`/api/lessons/${id}/generate-questions`, { body: { count: 'many', difficulty: 'intermediate' } });
    expect(reply.body.questions).toHaveLength(5);
  });

  it('only the lesson\'s creator generates questions for it: anyone else gets 404', async () => {
    const id = await createdLesson(newUser());
    const reply = await as(app, newUser())(`/api/lessons/${id}/generate-questions`, { body: { count: 2 } });
    expect(reply).toMatchObject({ status: 404, body: { message: 'Lesson not found' } });
  });
});

describe('POST /api/questions', () => {
  it('adds a question to the creator\'s lesson (option index stored 0-3)', async () => {
    const me = newUser();
    const id = await createdLesson(me);
    const reply = await as(app, me)('/api/questions', { body: validQuestion(id) });
    expect(reply).toMatchObject({ status: 201, body: { id: expect.any(String), lessonId: id, correctAnswer: 1, difficultyLevel: 'beginner', difficultyLevelInt: 1, questionType: 'multiple-choice' } });
    const stored = await app.clients.mongo.collection(bucketName('questions', id)).findOne({ _id: id as never });
    expect(stored?.questions.map((q: { questionText: string }) => q.questionText)).toEqual(['What is 20% of 50 dollars?']);
  });

  it.each([
    [{ lessonId: '' }, 'Please select a lesson'],
    [{ questionText: 'Too short' }, 'Question must be at least 10 characters'],
    [{ options: ['$5', '', '$20', '$40'] }, 'Option 2 is required'],
    [{ options: ['$5', '$10', '$20'] }, 'Four answer options are required'],
    [{ correctAnswer: 4 }, 'Select which option is correct (0-3)'],
    [{ explanation: 'Because.' }, 'Explanation must be at least 10 characters'],
  ])('refuses %j with "%s" and stores nothing', async (change, message) => {
    const me = newUser();
    const id = await createdLesson(me);
    const reply = await as(app, me)('/api/questions', { body: { ...validQuestion(id), ...change } });
    expect(reply).toMatchObject({ status: 400, body: { message } });
    expect(await app.clients.mongo.collection(bucketName('questions', id)).findOne({ _id: id as never })).toBeNull();
  });

  it('someone else\'s lesson: 404 and nothing added', async () => {
    const id = await createdLesson(newUser());
    expect((await as(app, newUser())('/api/questions', { body: validQuestion(id) })).status).toBe(404);
    expect(await app.clients.mongo.collection(bucketName('questions', id)).findOne({ _id: id as never })).toBeNull();
  });
});
