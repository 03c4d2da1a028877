// QuizCompleted events through the real Kafka into auth's consumer: score, streak and rank as
// GET /api/auth/user shows them, and a replayed event that changes nothing.
import { randomUUID } from 'node:crypto';
import { create } from '@bufbuild/protobuf';
import { QuizCompletedSchema, type EventEnvelope } from '@studyhall/contracts';
import { createEvent, createEventPublisher, type EventPublisher } from '@studyhall/platform/events';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, register, startAuthTestApp, type AuthTestApp } from './test-support/auth-test-app.js';

let app: AuthTestApp;
let publisher: EventPublisher;
// Generous bounds: the consumer group's first join and argon2 sign-ups are slow on a busy 2-core machine.
const poll = { timeout: 60_000, interval: 200 };
const testTimeout = 90_000;

beforeAll(async () => {
  app = await startAuthTestApp({ LEADERBOARD_KEY: `auth:leaderboard:test-${randomUUID()}` });
  publisher = createEventPublisher({ bus: app.clients.bus }); // the app's own bus: this run's topics
}, 60_000);

afterAll(async () => {
  await app?.close();
});

interface Quiz {
  userId: string;
  points: number;
  localDate: string;
  sessionId?: string;
  /** The Kafka key; lessons-quiz keys by session, a shared key keeps the test's events in order. */
  key?: string;
}

function quizCompleted({ userId, points, localDate, sessionId = randomUUID(), key = sessionId }: Quiz): EventEnvelope {
  const event = create(QuizCompletedSchema, { sessionId, userId, lessonId: 'lesson-1', questionsCompleted: 10, correctAnswers: 7, maxDifficulty: 3, points, localDate });
  return createEvent(event, { source: '/services/lessons-quiz', subject: key });
}

async function newStudent(): Promise<string> {
  const { reply } = await register(app);
  return reply.body.id as string;
}

async function standing(userId: string) {
  const reply = await call(app, '/api/auth/user', { token: await app.tokenFor(userId) });
  const { totalScore, streak, globalRank } = reply.body as { totalScore: number; streak: number; globalRank: number };
  return { totalScore, streak, globalRank };
}

it('adds the points, counts consecutive local days and ranks the higher score first', async () => {
  const [ada, bo, cy] = [await newStudent(), await newStudent(), await newStudent()];
  await publisher.publish([
    quizCompleted({ userId: ada, points: 20, localDate: '2026-11-21' }),
    quizCompleted({ userId: ada, points: 15, localDate: '2026-11-22' }),
    quizCompleted({ userId: bo, points: 30, localDate: '2026-11-20' }),
    quizCompleted({ userId: bo, points: 30, localDate: '2026-11-22' }),
  ]);
  await expect.poll(() => standing(ada), poll).toEqual({ totalScore: 35, streak: 2, globalRank: 2 });
  await expect.poll(() => standing(bo), poll).toEqual({ totalScore: 60, streak: 1, globalRank: 1 });
  expect(await standing(cy)).toEqual({ totalScore: 0, streak: 0, globalRank: 0 });
}, testTimeout);

it('changes nothing when the same event or the same session arrives again', async () => {
  const student = await newStudent();
  const key = randomUUID();
  const first = quizCompleted({ userId: student, points: 25, localDate: '2026-11-22', sessionId: key });
  // Same partition (one key), so the last one is handled after the replays.
  await publisher.publish([
    first,
    first,
    quizCompleted({ userId: student, points: 25, localDate: '2026-11-22', sessionId: key }),
    quizCompleted({ userId: student, points: 5, localDate: '2026-11-23', key }),
  ]);
  await expect.poll(async () => (await standing(student)).streak, poll).toBe(2);
  expect(await standing(student)).toMatchObject({ totalScore: 30, streak: 2 });
}, testTimeout);

it('skips events for unknown students and bad dates, and goes on with the next', async () => {
  const student = await newStudent();
  const key = randomUUID();
  await publisher.publish([
    quizCompleted({ userId: '65f000000000000000000000', points: 10, localDate: '2026-11-22', key }),
    quizCompleted({ userId: student, points: 10, localDate: 'yesterday', key }),
    quizCompleted({ userId: student, points: 7, localDate: '2026-11-22', key }),
  ]);
  await expect.poll(() => standing(student), poll).toMatchObject({ totalScore: 7, streak: 1, globalRank: expect.any(Number) as number });
  expect((await standing(student)).globalRank).toBeGreaterThan(0);
}, testTimeout);
