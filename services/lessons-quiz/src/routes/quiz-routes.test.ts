import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketName } from '../data/buckets.js';
import { as, newUser, savedLesson, startLessonsTestApp, type LessonsTestApp } from '../test-support/lessons-test-app.js';

let app: LessonsTestApp;
beforeAll(async () => {
  app = await startLessonsTestApp();
});
afterAll(async () => {
  await app?.close();
});

const fractions = 'Fractions\n\nA fraction names part of a whole. The numerator counts the parts taken and the denominator tells how many equal parts make the whole. To add fractions, rewrite them with a common denominator.';
const planets = 'Planets\n\nThe planets orbit the Sun. Jupiter is the largest planet and Mercury is the closest planet to the Sun. Gravity keeps every planet in its orbit around the Sun.';

type Quiz = { quizId: string; quizNumber: number; questions: { questionText: string; options: string[]; correctAnswer: string; solutionSteps: string[] }[] };

function expectQuizShape(quiz: Quiz, quizNumber: number) {
  expect(quiz).toMatchObject({ quizId: expect.any(String), quizNumber });
  expect(quiz.questions).toHaveLength(10);
  for (const question of quiz.questions) {
    expect(question.options).toHaveLength(4);
    expect(question.correctAnswer).toMatch(/^[0-3]$/);
    expect(question.solutionSteps.length).toBeGreaterThan(0);
    expect(question.questionText.length).toBeGreaterThanOrEqual(10);
  }
}

describe('POST /api/lessons/{id}/generate-quizzes', () => {
  it('makes the asked number of 10-question quizzes, numbered from 1, with the answer as a string index', async () => {
    const me = newUser();
    const id = await savedLesson(app, me, { lesson: fractions });
    const reply = await as(app, me)(`/api/lessons/${id}/generate-quizzes`, { body: { quizCount: 3 } });
    expect(reply.status).toBe(200);
    expect(reply.body.quizCount).toBe(3);
    reply.body.quizzes.forEach((quiz: Quiz, index: number) => expectQuizShape(quiz, index + 1));
    expect(reply.body.quizzes[0].wordProblemTheme).toBe('Football');
  });

  it.each([[9, 5], [0, 1], ['abc', 1], [undefined, 2]])('clamps quizCount %j to %i', async (quizCount, expected) => {
    const me = newUser();
    const id = await savedLesson(app, me, { lesson: fractions });
    const reply = await as(app, me)(`/api/lessons/${id}/generate-quizzes`, { body: quizCount === undefined ? {} : { quizCount } });
    expect(reply.body.quizCount).toBe(expected);
    expect(reply.body.quizzes).toHaveLength(expected);
  });

  it('someone else\'s private lesson: 404; once public, anyone may practise it; the catalogue too', async () => {
    const owner = newUser();
    const stranger = as(app, newUser());
    const id = await savedLesson(app, owner, { lesson: fractions });
    expect(await stranger(`/api/lessons/${id}/generate-quizzes`, { body: { quizCount: 1 } })).toMatchObject({ status: 404, body: { message: 'Lesson not found' } });
    await as(app, owner)(`/api/lessons/${id}/privacy`, { method: 'PATCH', body: { isPublic: true } });
    expect((await stranger(`/api/lessons/${id}/generate-quizzes`, { body: { quizCount: 1 } })).status).toBe(200);
    expect((await stranger('/api/lessons/seed-lesson-linear-equations/generate-quizzes', { body: { quizCount: 1 } })).status).toBe(200);
  });

  it('deleting the lesson deletes the quizzes generated from it', async () => {
    const me = newUser();
    const id = await savedLesson(app, me, { lesson: fractions });
    await as(app, me)(`/api/lessons/${id}/generate-quizzes`, { body: { quizCount: 1 } });
    const [setId] = await app.deps.quizSets.linkedTo(id);
    const stored = () => app.clients.mongo.collection(bucketName('quizzes', setId!)).findOne({ _id: setId as never });
    expect(await stored()).not.toBeNull();
    await as(app, me)(`/api/lessons/${id}`, { method: 'DELETE' });
    expect(await stored()).toBeNull();
    expect(await app.deps.quizSets.linkedTo(id)).toEqual([]);
  });
});

describe('POST /api/quiz/multi-lesson', () => {
  it('draws every quiz from every selected lesson and names them together', async () => {
    const me = newUser();
    const a = await savedLesson(app, me, { lesson: fractions });
    const b = await savedLesson(app, me, { lesson: planets });
    const reply = await as(app, me)('/api/quiz/multi-lesson', { body: { lessonIds: [a, b], quizCount: 2, wordProblemTheme: 'Astronomy' } });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ quizCount: 2, lessonTitle: 'Fractions & Planets' });
    reply.body.quizzes.forEach((quiz: Quiz, index: number) => expectQuizShape(quiz, index + 1));
    for (const quiz of reply.body.quizzes as (Quiz & { questions: { lessonId: string }[] })[]) {
      expect(new Set(quiz.questions.map((question) => question.lessonId))).toEqual(new Set([a, b]));
    }
  });

  it('400 with the spec\'s words for an empty selection', async () => {
    const reply = await as(app, newUser())('/api/quiz/multi-lesson', { body: { lessonIds: [], quizCount: 2, wordProblemTheme: 'X-Games' } });
    expect(reply).toMatchObject({ status: 400, body: { message: 'Please select at least one lesson to generate quizzes.' } });
  });

  it('404 when any selected lesson is unknown or someone else\'s private lesson', async () => {
    const me = newUser();
    const mine = await savedLesson(app, me, { lesson: fractions });
    const theirs = await savedLesson(app, newUser(), { lesson: planets });
    expect((await as(app, me)('/api/quiz/multi-lesson', { body: { lessonIds: [mine, 'aaaaaaaaaaaaaaaaaaaaaaaa'], quizCount: 1 } })).status).toBe(404);
    expect((await as(app, me)('/api/quiz/multi-lesson', { body: { lessonIds: [mine, theirs], quizCount: 1 } })).status).toBe(404);
  });
});
