// Register through HTTP, then read the event back from the real Kafka topic.
import { randomUUID } from 'node:crypto';
import { fromBinary } from '@bufbuild/protobuf';
import { UserRegisteredSchema } from '@studyhall/contracts';
import { type EventBus, type IncomingRecord, type Subscription } from '@studyhall/platform/events';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { register, startAuthTestApp, type AuthTestApp } from './test-support/auth-test-app.js';

const topic = 'studyhall.users.v1';
let app: AuthTestApp;
let bus: EventBus;
let subscription: Subscription | undefined;

beforeAll(async () => {
  app = await startAuthTestApp();
  bus = app.clients.bus; // the app's own, so the test reads this run's topics
  await bus.ensureTopics([topic]);
});

afterAll(async () => {
  await subscription?.stop();
  await app?.close();
});

it('publishes UserRegistered on studyhall.users.v1, keyed by the user id, with CloudEvents headers', async () => {
  const { reply, email } = await register(app, { firstName: 'Ada', username: `ada${randomUUID().slice(0, 6)}` });
  expect(reply.status).toBe(201);
  const userId: string = reply.body.id;

  const record = await new Promise<IncomingRecord>((resolve) => {
    void bus
      .subscribe({
        groupId: `auth-test-${randomUUID()}`,
        topics: [topic],
        fromBeginning: true,
        async onRecord(incoming) {
          if (incoming.key === userId) resolve(incoming);
          return 'done';
        },
      })
      .then((started) => (subscription = started));
  });

  expect(record.topic).toBe(topic);
  expect(record.headers.ce_type).toBe('studyhall.users.v1.UserRegistered');
  expect(record.headers.ce_source).toBe('/services/auth');
  expect(record.headers.ce_id).toMatch(/^[0-9a-f-]{36}$/);
  const event = fromBinary(UserRegisteredSchema, record.value ?? new Uint8Array());
  expect(event).toMatchObject({ userId, email, firstName: 'Ada', username: reply.body.username });
  // The relay removed the pending event from the user document once it was sent.
  await expect.poll(async () => (await app.users.collection.findOne({ email }))?.outbox ?? []).toEqual([]);
});
