// Answer and finish a progressive quiz through HTTP, then read QuizAnswerRecorded and QuizCompleted
// back from Kafka (auth's score, streak and rank consumers read these).
import { randomUUID } from 'node:crypto';
import { fromBinary } from '@bufbuild/protobuf';
import { QuizAnswerRecordedSchema, QuizCompletedSchema } from '@studyhall/contracts';
import type { IncomingRecord, Subscription } from '@studyhall/platform/events';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { as, newUser, startLessonsTestApp, type LessonsTestApp } from './test-support/lessons-test-app.js';

const topic = 'studyhall.quiz.v1';
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

it('publishes one QuizAnswerRecorded per answer and QuizCompleted with points and the student\'s local day', async () => {
  const me = newUser();
  const call = as(app, me);
  const { body: started } = await call('/api/quiz-sessions/start', { body: { lessonId: 'seed-lesson-fractions', timeZone: 'Pacific/Kiritimati' } });
  const sessionId = started.sessionId as string;
  for (let n = 0; n < 10; n += 1) {
    const current = (await app.clients.mongo.collection('quiz_sessions').findOne({ _id: sessionId as never }))!.current;
    const userAnswer = current.questionType === 'fill-in-blank' ? current.acceptedAnswers[0] : String(current.correctAnswer);
    await call(`/api/quiz-sessions/${sessionId}/answer`, { body: { userAnswer, timeSpent: 30 } });
  }
  const done = await call(`/api/quiz-sessions/${sessionId}/complete`, { method: 'POST' });
  expect(done.status).toBe(200);

  const records: IncomingRecord[] = [];
  await new Promise<void>((resolve) => {
    void app.clients.bus
      .subscribe({
        groupId: `lessons-test-${randomUUID()}`, topics: [topic], fromBeginning: true,
        async onRecord(record) {
          if (record.key === sessionId) records.push(record);
          if (records.length === 11) resolve();
          return 'done';
        },
      })
      .then((started) => (subscription = started));
  });
  expect(records.slice(0, 10).map((record) => record.headers.ce_type)).toEqual(Array(10).fill('studyhall.quiz.v1.QuizAnswerRecorded'));
  expect(fromBinary(QuizAnswerRecordedSchema, records[0]!.value!)).toMatchObject({ sessionId, userId: me, lessonId: 'seed-lesson-fractions', isCorrect: true, difficultyLevel: 1, timeSpentSeconds: 30 });
  const completed = fromBinary(QuizCompletedSchema, records[10]!.value!);
  // 10 right answers climbing 1,2,3,4,5,5,… score 10+20+30+40+50×6.
  expect(completed).toMatchObject({ sessionId, userId: me, questionsCompleted: 10, correctAnswers: 10, maxDifficulty: 5, points: 400 });
  expect(completed.localDate).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date()));
});
