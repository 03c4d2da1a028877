// A notified document whose publish failed (Kafka down) is retried by _id with backoff: its events go
// out once Kafka is back, without waiting for a full scan (which a service may run rarely or never).
import { create } from '@bufbuild/protobuf';
import { UserRegisteredSchema } from '@studyhall/contracts';
import type { Connection } from 'mongoose';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectMongo } from '../clients/mongo.js';
import { createEvent } from './event-envelope.js';
import type { EventPublisher } from './event-publisher.js';
import { withPendingEvents } from './outbox.js';
import { createOutboxRelay } from './outbox-relay.js';
import { uniqueName, waitFor } from './test-support/kafka-test-kit.js';

const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
const run = uniqueName('outbox-retry');
let connection: Connection;

beforeAll(async () => {
  connection = await connectMongo(process.env.MONGO_URL!, 'studyhall_events_it');
});
afterAll(() => connection?.close());

it('publishes a notified document once Kafka is back, with no full scan and no new write', async () => {
  const collection = connection.collection(`outbox_retry_${run.replaceAll('-', '_')}`);
  let refusals = 3;
  const published: string[] = [];
  const publisher: EventPublisher = {
    publish: async (events) => {
      if (refusals > 0) {
        refusals -= 1;
        throw new Error('connect ECONNREFUSED 127.0.0.1:9092');
      }
      published.push(...[events].flat().map((envelope) => envelope.id));
    },
  };
  // Never started: no periodic full scan, as in a service that sweeps rarely.
  const relay = createOutboxRelay({ sources: [collection], publisher, logger, pollIntervalMs: 3_600_000 });
  const event = createEvent(create(UserRegisteredSchema, { userId: run }), { source: '/it', subject: run });
  const { insertedId } = await collection.insertOne(withPendingEvents({ userId: run }, [event]));
  relay.notify(collection, insertedId);

  await waitFor(() => published.includes(event.id), 'the event after three refused publishes', 15_000);
  await waitFor(async () => ((await collection.findOne({ _id: insertedId }))?.outbox ?? []).length === 0, 'the outbox emptied');
  expect(published).toEqual([event.id]);
  await relay.stop();
  await collection.drop();
});
