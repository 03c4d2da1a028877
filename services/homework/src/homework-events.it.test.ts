// Solve, share and delete through HTTP, then read the events back from the real Kafka topic.
import { randomUUID } from 'node:crypto';
import { fromBinary } from '@bufbuild/protobuf';
import { HomeworkDeletedSchema, HomeworkSolvedSchema, HomeworkVisibilityChangedSchema } from '@studyhall/contracts';
import type { IncomingRecord, Subscription } from '@studyhall/platform/events';
import { buildPdf } from '@studyhall/ai-assistant/testing/pdf-builder';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, newUserId, solveForm, startHomeworkTestApp, type HomeworkTestApp } from './test-support/homework-test-app.js';

const topic = 'studyhall.homework.v1';
let app: HomeworkTestApp;
let subscription: Subscription | undefined;
const records: IncomingRecord[] = [];

beforeAll(async () => {
  app = await startHomeworkTestApp();
  await app.clients.bus.ensureTopics([topic]);
  subscription = await app.clients.bus.subscribe({
    groupId: `homework-test-${randomUUID()}`, topics: [topic], fromBeginning: true,
    async onRecord(record) {
      records.push(record);
      return 'done';
    },
  });
  await subscription.joined;
});

afterAll(async () => {
  await subscription?.stop();
  await app?.close();
});

it('publishes HomeworkSolved, HomeworkVisibilityChanged and HomeworkDeleted, keyed by the homework id', { timeout: 90_000 }, async () => {
  const author = newUserId();
  const pdf = buildPdf([{ lines: ['Fractions', '1) 3/4 + 1/2 =', '2) Simplify 18/24'] }]);
  const solved = await call(app, '/api/homework/solve', { userId: author, form: solveForm({ bytes: pdf, name: 'fractions.pdf' }, { gradeLevel: '9th' }) });
  expect(solved.status).toBe(201);
  const id: string = solved.body.id;
  await call(app, `/api/homework/${id}/privacy`, { method: 'PATCH', userId: author, json: { isPublic: true } });
  await call(app, `/api/homework/${id}`, { method: 'DELETE', userId: author });

  // Delivery is at least once: a relay pass that is slow to mark its events sent may send one again.
  // Each event counts once, by its CloudEvents id, in the order it was first seen.
  const mineOnce = () => [...new Map(records.filter((r) => r.key === id).map((r) => [r.headers.ce_id, r] as const)).values()];
  await expect.poll(() => mineOnce().length, { timeout: 60_000 }).toBe(3);
  const mine = mineOnce();
  expect(mine.map((r) => r.headers.ce_type)).toEqual([
    'studyhall.homework.v1.HomeworkSolved', 'studyhall.homework.v1.HomeworkVisibilityChanged', 'studyhall.homework.v1.HomeworkDeleted',
  ]);
  expect(mine.every((r) => r.headers.ce_source === '/services/homework')).toBe(true);
  const bytes = (r: IncomingRecord) => r.value ?? new Uint8Array();
  const created = fromBinary(HomeworkSolvedSchema, bytes(mine[0]!));
  expect(created.homework).toMatchObject({ homeworkId: id, authorId: author, title: 'fractions', gradeLevel: '9th', sourceFileName: 'fractions.pdf', isPublic: false });
  expect(created.homework?.contentPreview.length).toBeLessThanOrEqual(200);
  expect(created.homework?.contentPreview).toMatch(/^Problem 1 3\/4 \+ 1\/2/);
  expect(fromBinary(HomeworkVisibilityChangedSchema, bytes(mine[1]!)).homework).toMatchObject({ homeworkId: id, isPublic: true });
  expect(fromBinary(HomeworkDeletedSchema, bytes(mine[2]!))).toMatchObject({ homeworkId: id, authorId: author });
  // The relay took the sent events out of the student's shelf document.
  await expect.poll(async () => (await app.shelves.collection.findOne({ _id: author as never }))?.outbox ?? []).toEqual([]);
});
