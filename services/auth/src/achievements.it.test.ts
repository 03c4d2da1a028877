// Achievements through the real Kafka into auth's consumer, read back as the student would through
// GET /api/users/{id}/achievements: awarded once each, unchanged by replays, and the same whatever
// order the events arrive in.
import { randomUUID } from 'node:crypto';
import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { QuizAnswerRecordedSchema, QuizCompletedSchema, type EventEnvelope } from '@studyhall/contracts';
import { lockDocument } from '@studyhall/platform';
import { createEvent, createEventPublisher, type EventPublisher } from '@studyhall/platform/events';
import { Types } from 'mongoose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, register, startAuthTestApp, type AuthTestApp } from './test-support/auth-test-app.js';

let app: AuthTestApp;
let publisher: EventPublisher;
// Generous bounds: the consumer group's first join and argon2 sign-ups are slow on a busy 2-core machine.
const poll = { timeout: 60_000, interval: 250 };
const testTimeout = 90_000;

beforeAll(async () => {
  app = await startAuthTestApp({ LEADERBOARD_KEY: `auth:leaderboard:test-${randomUUID()}` });
  publisher = createEventPublisher({ bus: app.clients.bus });
}, 60_000);

afterAll(async () => {
  await app?.close();
});

interface Quiz {
  localDate: string;
  lessonId?: string;
  points?: number;
  correctAnswers?: number;
  maxDifficulty?: number;
  sessionId?: string;
}

/** Events of one student share a Kafka key, so the test decides the order they are handled in. */
function completed(userId: string, key: string, quiz: Quiz): EventEnvelope {
  const { localDate, lessonId = 'lesson-1', points = 20, correctAnswers = 7, maxDifficulty = 3, sessionId = randomUUID() } = quiz;
  const event = create(QuizCompletedSchema, {
    sessionId, userId, lessonId, questionsCompleted: 10, correctAnswers, maxDifficulty, points, localDate,
    occurredAt: timestampFromDate(new Date(`${localDate}T12:00:00Z`)),
  });
  return createEvent(event, { source: '/services/lessons-quiz', subject: key });
}

function answered(userId: string, key: string, difficultyLevel: number): EventEnvelope {
  const event = create(QuizAnswerRecordedSchema, {
    sessionId: randomUUID(), userId, lessonId: 'lesson-1', questionId: 'q1', isCorrect: true, difficultyLevel, timeSpentSeconds: 30,
    occurredAt: timestampFromDate(new Date()),
  });
  return createEvent(event, { source: '/services/lessons-quiz', subject: key });
}

interface Student {
  id: string;
}

async function newStudent(): Promise<Student> {
  const { reply } = await register(app);
  return { id: reply.body.id as string };
}

// A fresh internal token per call: they are short-lived, and a poll may outlast one.
async function achievementsOf(student: Student) {
  const reply = await call(app, `/api/users/${student.id}/achievements`, { token: await app.tokenFor(student.id) });
  expect(reply.status).toBe(200);
  return reply.body as { id: string; name: string; unlockedAt: string | null }[];
}

async function unlocked(student: Student): Promise<string[]> {
  return (await achievementsOf(student)).filter((entry) => entry.unlockedAt).map((entry) => entry.id).sort();
}

async function totalScore(student: Student): Promise<number> {
  return ((await call(app, '/api/auth/user', { token: await app.tokenFor(student.id) })).body as { totalScore: number }).totalScore;
}

it('shows the whole catalogue locked to a new student, and 404 for anyone else\'s achievements', async () => {
  const [me, other] = [await newStudent(), await newStudent()];
  const list = await achievementsOf(me);
  expect(list.map((entry) => entry.name)).toEqual(expect.arrayContaining(['First Steps', 'Lesson Mastered', 'On a Roll', 'Week Warrior', 'Flawless', 'Expert Level']));
  expect(list.every((entry) => entry.unlockedAt === null)).toBe(true);
  const theirs = await call(app, `/api/users/${other.id}/achievements`, { token: await app.tokenFor(me.id) });
  expect(theirs).toMatchObject({ status: 404, body: { message: 'User not found' } });
}, testTimeout);

it('unlocks First Steps, Flawless, a finished lesson, a 3-day streak and Expert Level from the quiz events', async () => {
  const me = await newStudent();
  const key = randomUUID();
  await publisher.publish([completed(me.id, key, { localDate: '2026-11-20', correctAnswers: 10 })]);
  await expect.poll(() => unlocked(me), poll).toEqual(['first-quiz', 'perfect-quiz']);
  await publisher.publish([
    ...['2026-11-21', '2026-11-22', '2026-11-22', '2026-11-22'].map((localDate) => completed(me.id, key, { localDate })),
    answered(me.id, key, 5),
  ]);
  await expect.poll(() => unlocked(me), poll).toEqual(['all-rounder', 'expert-level', 'first-quiz', 'lesson-completed', 'perfect-quiz', 'streak-3']);
}, testTimeout);

it('changes nothing when the same events arrive again', async () => {
  const me = await newStudent();
  const key = randomUUID();
  const sessionId = randomUUID();
  const first = completed(me.id, key, { localDate: '2026-11-20', correctAnswers: 10, points: 30, sessionId });
  const expert = answered(me.id, key, 5);
  await publisher.publish([first, expert]);
  await expect.poll(() => unlocked(me), poll).toEqual(['expert-level', 'first-quiz', 'perfect-quiz']);
  const before = await achievementsOf(me);
  // The same envelopes again, the same session under a new event id, then one new quiz (same key, so
  // it is handled after the replays) whose points show the replays are behind us.
  const sameSession = completed(me.id, key, { localDate: '2026-11-21', correctAnswers: 10, points: 30, sessionId });
  await publisher.publish([first, expert, sameSession, completed(me.id, key, { localDate: '2026-11-20', points: 5 })]);
  await expect.poll(() => totalScore(me), poll).toBe(35);
  expect(await achievementsOf(me)).toEqual(before);
}, testTimeout);

it('awards the same achievements whatever order the events arrive in', async () => {
  const [forwards, backwards] = [await newStudent(), await newStudent()];
  const quizzes: Quiz[] = [
    ...['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-05', '2026-11-06'].map((localDate) => ({ localDate, lessonId: 'lesson-a' })),
    { localDate: '2026-11-06', lessonId: 'lesson-b', correctAnswers: 10, maxDifficulty: 5 },
  ];
  const [keyF, keyB] = [randomUUID(), randomUUID()];
  await publisher.publish(quizzes.map((quiz) => completed(forwards.id, keyF, quiz)));
  await publisher.publish([...quizzes].reverse().map((quiz) => completed(backwards.id, keyB, quiz)));
  const expected = ['all-rounder', 'expert-level', 'first-quiz', 'lesson-completed', 'perfect-quiz', 'streak-3'];
  await expect.poll(() => unlocked(forwards), poll).toEqual(expected);
  await expect.poll(() => unlocked(backwards), poll).toEqual(expected);
  expect(await totalScore(backwards)).toBe(await totalScore(forwards));
}, testTimeout);

it('counts the quizzes a student finished before achievements existed at their next quiz event', async () => {
  const me = await newStudent();
  // Straight to the collection (the mongoose schema does not know the standing's fields), under the
  // relay's lock: it may be marking UserRegistered sent on this document (FerretDB would lose one write).
  const earlier = { totalScore: 40, streak: 1, lastQuizDate: '2026-11-01', creditedSessions: ['earlier-session'] };
  await lockDocument(app.users.collection.collectionName, me.id, () => app.users.collection.updateOne({ _id: new Types.ObjectId(me.id) }, { $set: earlier }));
  await publisher.publish([answered(me.id, randomUUID(), 5)]);
  await expect.poll(() => unlocked(me), poll).toEqual(['expert-level', 'first-quiz']);
}, testTimeout);
