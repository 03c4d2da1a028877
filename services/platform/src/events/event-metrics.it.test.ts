// The event plumbing in GET /metrics, against real Kafka and MongoDB: a consumer's lag while its
// handler is busy and after it caught up, its dead-letter count, and the outbox backlog while Kafka
// refuses the relay's events and after it takes them.
import { create } from '@bufbuild/protobuf';
import { UserRegisteredSchema } from '@studyhall/contracts';
import type { Connection } from 'mongoose';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMongo } from '../clients/mongo.js';
import { createHttpApp } from '../http/create-http-app.js';
import { metricValue } from '../testing/metric-value.js';
import { createEventConsumer } from './event-consumer.js';
import { createEvent, toKafkaRecord } from './event-envelope.js';
import { createKafkaBus, type EventBus } from './kafka-bus.js';
import { withPendingEvents } from './outbox.js';
import { createOutboxRelay } from './outbox-relay.js';
import { createProcessedEventStore } from './processed-events.js';
import { uniqueName, waitFor } from './test-support/kafka-test-kit.js';

const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
const run = uniqueName('metrics');
const topic = `it.${run}`;
const groupId = `${run}-group`;
const metricsApp = createHttpApp({ logger }).callback();
let connection: Connection;
let bus: EventBus;

beforeAll(async () => {
  connection = await connectMongo(process.env.MONGO_URL!, 'studyhall_events_it');
  bus = createKafkaBus({ brokers: process.env.KAFKA_BROKERS!.split(','), clientId: run, logger, sessionTimeoutMs: 10_000, heartbeatIntervalMs: 1_000 });
  await bus.ensureTopics([topic], { partitions: 1 });
});

afterAll(async () => {
  await bus?.close();
  await connection?.close();
});

const scrape = async () => (await request(metricsApp).get('/metrics').expect(200)).text;
const registered = (userId: string) => toKafkaRecord(createEvent(create(UserRegisteredSchema, { userId }), { source: '/it', subject: userId }), topic);

describe('event metrics', () => {
  it('show a busy consumer lagging, then caught up, and count its failed attempts and what it dead-lettered', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const handled: string[] = [];
    await bus.send([registered('first'), ...Array.from({ length: 9 }, (_, i) => registered(`queued-${i}`)), registered('broken')]);
    const consumer = createEventConsumer({
      bus, groupId, topics: [topic], processedEvents: await createProcessedEventStore(connection), logger, maxAttempts: 2,
      backoff: { initialMs: 10, maxMs: 10 },
      handlers: {
        'studyhall.users.v1.UserRegistered': async (event) => {
          if (event.userId === 'first') await gate;
          if (event.userId === 'broken') throw new Error('cannot project this one');
          handled.push(event.userId);
        },
      },
    });
    await consumer.start();
    const lag = async () => metricValue(await scrape(), 'kafka_consumer_lag_messages', { group: groupId, topic, partition: '0' });
    await waitFor(async () => (await lag()) !== undefined, 'the lag of the busy consumer');
    expect(await lag()).toBe(11); // the handler holds the first of 11 messages: none is done yet

    release();
    await waitFor(() => handled.length === 10, 'the queued messages to be handled');
    await waitFor(async () => (await lag()) === 0, 'the lag to fall to 0');
    const text = await scrape();
    expect(metricValue(text, 'event_consumer_dead_lettered_total', { group: groupId, topic })).toBe(1);
    expect(metricValue(text, 'event_consumer_handled_total', { group: groupId, type: 'studyhall.users.v1.UserRegistered' })).toBe(10);
    // 'broken' threw on both of its attempts before it was dead-lettered.
    expect(metricValue(text, 'event_consumer_handler_failures_total', { group: groupId, type: 'studyhall.users.v1.UserRegistered' })).toBe(2);
    await consumer.stop();
  });

  it('show the outbox backlog growing while Kafka is unreachable, and back at 0 once it is not', async () => {
    const collection = connection.collection(`outbox_metrics_${run.replaceAll('-', '_')}`);
    let kafkaDown = true;
    const publisher = { publish: async () => { if (kafkaDown) throw new Error('connect ECONNREFUSED 127.0.0.1:9092'); } };
    const relay = createOutboxRelay({ sources: [collection], publisher, logger, pollIntervalMs: 60_000 });
    relay.start();
    const backlog = async () => metricValue(await scrape(), 'outbox_backlog_documents', { collection: collection.collectionName });
    for (const userId of ['a', 'b']) {
      const { insertedId } = await collection.insertOne(withPendingEvents({ userId }, [createEvent(create(UserRegisteredSchema, { userId }), { source: '/it', subject: userId })]));
      relay.notify(collection, insertedId);
    }
    await relay.flush();
    expect(await backlog()).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(metricValue(await scrape(), 'outbox_backlog_oldest_seconds', { collection: collection.collectionName })).toBeGreaterThan(1);

    kafkaDown = false;
    relay.notify(); // the next full scan (normally every 30 s) publishes what the failed passes left
    await relay.flush();
    expect(await backlog()).toBe(0);
    await relay.stop();
    await collection.drop();
  });
});
