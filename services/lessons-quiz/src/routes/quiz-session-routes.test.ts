import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newUser, startLessonsTestApp, type LessonsTestApp } from '../test-support/lessons-test-app.js';

let app: LessonsTestApp;
beforeAll(async () => {
  app = await startLessonsTestApp();
});
afterAll(async () => {
  await app?.close();
});

interface Pending { questionType: string; correctAnswer: number | null; acceptedAnswers: string[] }

async function lessonWithQuestion(userId: string): Promise<string> {
  const call = as(app, userId);
  const lesson = await call('/api/lessons', { body: { topicId: 'topic-percentages', title: 'Discounts', content: '<p>A discount of 20% on $50 takes $10 off, so the price is $40. Percent means out of one hundred.</p>' } });
  await call('/api/questions', { body: { lessonId: lesson.body.id, questionText: 'What is 20% of 50 dollars?', options: ['$5', '$10', '$20', '$40'], correctAnswer: 1, explanation: 'Twenty percent is one fifth; a fifth of 50 is 10.' } });
  return lesson.body.id as string;
}

/** The key of the question being asked, read from storage (the API never sends it before the answer). */
async function pending(sessionId: string): Promise<Pending> {
  return (await app.clients.mongo.collection('quiz_sessions').findOne({ _id: sessionId as never }))!.current as Pending;
}

async function answer(userId: string, sessionId: string, right: boolean, headers: Record<string, string> = {}) {
  const question = await pending(sessionId);
  const userAnswer = question.questionType === 'fill-in-blank'
    ? (right ? question.acceptedAnswers[0]! : 'not the answer')
    : String(right ? question.correctAnswer : (question.correctAnswer! + 1) % 4);
  return as(app, userId)(`/api/quiz-sessions/${sessionId}/answer`, { body: { userAnswer, timeSpent: 30 }, headers });
}

describe('progressive quiz', () => {
  it('starts at Beginner with the lesson\'s own question first, and never sends the answer', async () => {
    const me = newUser();
    const lessonId = await lessonWithQuestion(me);
    const reply = await as(app, me)('/api/quiz-sessions/start', { body: { lessonId } });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      sessionId: expect.any(String),
      currentQuestion: { questionText: 'What is 20% of 50 dollars?', questionType: 'multiple-choice', options: ['$5', '$10', '$20', '$40'] },
      progress: { questionsCompleted: 0, currentDifficulty: 1, correctAnswers: 0 },
    });
  });

  it('right climbs, wrong brings a fill-in retry, a wrong retry steps down; finish from 10 answers counts one quiz', async () => {
    const me = newUser();
    const lessonId = await lessonWithQuestion(me);
    const { body: started } = await as(app, me)('/api/quiz-sessions/start', { body: { lessonId } });
    const id = started.sessionId as string;

    const first = await answer(me, id, true);
    expect(first.body).toMatchObject({ isCorrect: true, progress: { questionsCompleted: 1, currentDifficulty: 2, correctAnswers: 1 }, retryQuestion: null });
    expect(first.body.solution).toEqual({ explanation: 'Twenty percent is one fifth; a fifth of 50 is 10.', steps: [], imageUrl: null });
    expect(first.body.nextQuestion).toMatchObject({ questionType: 'multiple-choice', options: expect.any(Array) });
    expect(JSON.stringify(first.body.nextQuestion)).not.toMatch(/correctAnswer|acceptedAnswers/);

    const missed = await answer(me, id, false);
    expect(missed.body).toMatchObject({ isCorrect: false, progress: { currentDifficulty: 2 }, nextQuestion: null, retryQuestion: { questionType: 'fill-in-blank', options: [] } });
    expect(missed.body.solution.steps.length).toBeGreaterThan(0);
    const missedRetry = await answer(me, id, false);
    expect(missedRetry.body).toMatchObject({ isCorrect: false, progress: { currentDifficulty: 1 }, retryQuestion: null, nextQuestion: expect.any(Object) });

    const early = await as(app, me)(`/api/quiz-sessions/${id}/complete`, { method: 'POST' });
    expect(early).toMatchObject({ status: 409, body: { message: 'Answer at least 10 questions before finishing the quiz.' } });
    for (let n = 3; n < 10; n += 1) expect((await answer(me, id, true)).status).toBe(200);

    const done = await as(app, me)(`/api/quiz-sessions/${id}/complete`, { method: 'POST' });
    expect(done).toMatchObject({ status: 200, body: { sessionId: id, isCompleted: true, progress: { questionsCompleted: 10, correctAnswers: 8 }, lessonProgress: { quizzesCompleted: 1, quizzesRequired: 5, isCompleted: false } } });
    expect((await as(app, me)(`/api/lessons/${lessonId}/progress`)).body).toEqual({ quizzesCompleted: 1, quizzesRequired: 5, isCompleted: false });
    const late = await as(app, me)(`/api/quiz-sessions/${id}/answer`, { body: { userAnswer: '1', timeSpent: 30 } });
    expect(late).toMatchObject({ status: 409, body: { message: 'This quiz is already finished. Start a new quiz to keep practising.' } });
    expect((await as(app, me)(`/api/quiz-sessions/${id}/complete`, { method: 'POST' })).status).toBe(409);

    const attempts = await as(app, me)(`/api/users/${me}/quiz-attempts`);
    expect(attempts.body).toHaveLength(10);
    expect(attempts.body.at(-1)).toMatchObject({ sessionId: id, lessonId, questionText: 'What is 20% of 50 dollars?', questionType: 'multiple-choice', correctAnswer: '1', selectedAnswer: '1', userAnswer: '1', isCorrect: true, difficultyLevel: 1, timeSpent: 30 });
    const byTopic = await as(app, me)(`/api/users/${me}/progress-by-topic`);
    expect(byTopic.body).toEqual([{ topicId: 'topic-percentages', lessons: [expect.objectContaining({ lessonId, quizzesCompleted: 1, attempts: 1 })] }]);
  });

  it('the fifth completed quiz completes the lesson', async () => {
    const me = newUser();
    const lessonId = await lessonWithQuestion(me);
    for (let quiz = 0; quiz < 4; quiz += 1) await app.deps.progress.recordQuiz(me, { id: lessonId, topicId: 'topic-percentages' }, 10, new Date());
    const { body: started } = await as(app, me)('/api/quiz-sessions/start', { body: { lessonId } });
    for (let n = 0; n < 10; n += 1) await answer(me, started.sessionId, true);
    const done = await as(app, me)(`/api/quiz-sessions/${started.sessionId}/complete`, { method: 'POST' });
    expect(done.body.lessonProgress).toEqual({ quizzesCompleted: 5, quizzesRequired: 5, isCompleted: true });
  });

  it('a resent answer (same Idempotency-Key) counts once; another answer under that key is refused', async () => {
    const me = newUser();
    const { body: started } = await as(app, me)('/api/quiz-sessions/start', { body: { lessonId: await lessonWithQuestion(me) } });
    const headers = { 'idempotency-key': `${started.sessionId}:0` };
    const once = await answer(me, started.sessionId, true, headers);
    const again = await as(app, me)(`/api/quiz-sessions/${started.sessionId}/answer`, { body: { userAnswer: '1', timeSpent: 30 }, headers });
    expect(again.body).toEqual(once.body);
    expect(again.body.progress.questionsCompleted).toBe(1);
    const other = await as(app, me)(`/api/quiz-sessions/${started.sessionId}/answer`, { body: { userAnswer: '2', timeSpent: 30 }, headers });
    expect(other).toMatchObject({ status: 409, body: { message: 'This question was already answered.' } });
  });

  it('a resent Finish (same Idempotency-Key) gets the same answer and records one quiz; without the key it is a 409', async () => {
    const me = newUser();
    const lessonId = await lessonWithQuestion(me);
    const { body: started } = await as(app, me)('/api/quiz-sessions/start', { body: { lessonId } });
    for (let n = 0; n < 10; n += 1) await answer(me, started.sessionId, true);
    const finish = (headers: Record<string, string> = {}) => as(app, me)(`/api/quiz-sessions/${started.sessionId}/complete`, { method: 'POST', headers });
    const headers = { 'idempotency-key': `${started.sessionId}:complete` };
    const once = await finish(headers);
    const again = await finish(headers);
    expect(again).toMatchObject({ status: 200, body: once.body });
    expect(once.body.lessonProgress.quizzesCompleted).toBe(1);
    expect((await as(app, me)(`/api/lessons/${lessonId}/progress`)).body.quizzesCompleted).toBe(1);
    expect((await finish()).status).toBe(409);
    expect((await finish({ 'idempotency-key': 'another' })).status).toBe(409);
    expect(await finish({ 'idempotency-key': 'k'.repeat(201) })).toMatchObject({ status: 400, body: { message: 'Idempotency-Key must be at most 200 characters' } });
  });

  it('two students answer at the same time without disturbing each other', async () => {
    const [ann, bob] = [newUser(), newUser()];
    const sessions = await Promise.all([ann, bob].map(async (userId) => (await as(app, userId)('/api/quiz-sessions/start', { body: { lessonId: await lessonWithQuestion(userId) } })).body.sessionId as string));
    const replies = await Promise.all([answer(ann, sessions[0]!, true), answer(bob, sessions[1]!, false)]);
    expect(replies.map((reply) => reply.body.progress)).toEqual([
      { questionsCompleted: 1, currentDifficulty: 2, correctAnswers: 1 }, { questionsCompleted: 1, currentDifficulty: 1, correctAnswers: 0 },
    ]);
  });

  it('someone else\'s session, a private lesson, or another student\'s history: 404; a blank answer: 400', async () => {
    const me = newUser();
    const stranger = as(app, newUser());
    const { body: started } = await as(app, me)('/api/quiz-sessions/start', { body: { lessonId: await lessonWithQuestion(me) } });
    expect((await stranger(`/api/quiz-sessions/${started.sessionId}/answer`, { body: { userAnswer: '1', timeSpent: 30 } })).status).toBe(404);
    expect((await stranger(`/api/quiz-sessions/${started.sessionId}/complete`, { method: 'POST' })).status).toBe(404);
    expect((await stranger(`/api/users/${me}/quiz-attempts`)).status).toBe(404);
    expect((await stranger(`/api/users/${me}/progress-by-topic`)).status).toBe(404);
    const uploaded = await as(app, me)('/api/custom-quiz/save-lesson', { body: { lesson: 'Fractions\n\nA fraction names part of a whole.', fileName: 'f.pdf' } });
    expect((await stranger('/api/quiz-sessions/start', { body: { lessonId: uploaded.body.lessonId } })).status).toBe(404);
    const blank = await as(app, me)(`/api/quiz-sessions/${started.sessionId}/answer`, { body: { userAnswer: '  ', timeSpent: 30 } });
    expect(blank).toMatchObject({ status: 400, body: { message: 'Please choose or type an answer' } });
  });
});
