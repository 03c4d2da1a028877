// The consumer helper against real Kafka: a handler that keeps failing and a poison message both end
// in studyhall.dlq.<group>, the consumer moves on, and a restarted consumer resumes after what it committed.
import { create } from '@bufbuild/protobuf';
import { UserRegisteredSchema } from '@studyhall/contracts';
import type { Connection } from 'mongoose';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMongo } from '../clients/mongo.js';
import { deadLetterTopic } from './dead-letter.js';
import { createEventConsumer, type EventConsumer } from './event-consumer.js';
import { createEvent, toKafkaRecord } from './event-envelope.js';
import { createKafkaBus, type EventBus, type OutgoingRecord } from './kafka-bus.js';
import { createProcessedEventStore, type ProcessedEventStore } from './processed-events.js';
import { collectRecords, uniqueName, waitFor } from './test-support/kafka-test-kit.js';

const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
const run = uniqueName('consumer');
const topic = `it.${run}`;
const groupId = `${run}-group`;
const attempts = new Map<string, number>();
/** How many first attempts of an 'outage-…' user fail the way the MongoDB driver does when no server answers. */
const outageAttempts = 6;
const unreachableMongo = () => Object.assign(new Error('connection refused'), { name: 'MongoNetworkError' });
let connection: Connection;
let bus: EventBus;
let processedEvents: ProcessedEventStore;

beforeAll(async () => {
  connection = await connectMongo(process.env.MONGO_URL!, 'studyhall_events_it');
  processedEvents = await createProcessedEventStore(connection);
  bus = createKafkaBus({ brokers: process.env.KAFKA_BROKERS!.split(','), clientId: run, logger, sessionTimeoutMs: 10_000, heartbeatIntervalMs: 1_000 });
  await bus.ensureTopics([topic], { partitions: 1 }); // one partition: the test relies on their order
});

afterAll(async () => {
  await bus?.close();
  await connection?.close();
});

function userRegistered(userId: string, onTopic = topic): OutgoingRecord {
  const envelope = createEvent(create(UserRegisteredSchema, { userId }), { source: '/it', subject: userId });
  return toKafkaRecord(envelope, onTopic);
}

function startConsumer({ group = groupId, onTopic = topic, backoffMs = 20, failing = 'always-fails', retentionMs = undefined as number | undefined } = {}): EventConsumer {
  return createEventConsumer({
    bus,
    groupId: group,
    topics: [onTopic],
    processedEvents,
    processedRetentionMs: retentionMs,
    pruneEveryMs: retentionMs === undefined ? undefined : 100,
    logger,
    maxAttempts: 3,
    backoff: { initialMs: backoffMs, maxMs: backoffMs },
    handlers: {
      'studyhall.users.v1.UserRegistered': async (event) => {
        attempts.set(event.userId, (attempts.get(event.userId) ?? 0) + 1);
        if (event.userId === failing) throw new Error('projection store unavailable');
        if (event.userId.startsWith('outage-') && attempts.get(event.userId)! <= outageAttempts) throw unreachableMongo();
      },
    },
  });
}

describe('event consumer', () => {
  it('dead-letters a message whose handler keeps failing, and a poison message, then moves on', async () => {
    const failing = userRegistered('always-fails');
    const poison = { ...userRegistered('poison'), value: new Uint8Array([0xff, 0xff, 0xff, 0xff]) };
    await bus.send([failing, poison, userRegistered('fine')]);

    const consumer = startConsumer();
    await consumer.start();
    await waitFor(() => attempts.get('fine') === 1, 'the message after the failures to be handled');
    const dlq = await collectRecords(bus, `${run}-dlq-reader`, [deadLetterTopic(groupId)]);
    await waitFor(() => dlq.records.length === 2, 'two dead letters');
    await dlq.subscription.stop();

    expect(attempts.get('always-fails')).toBe(3);
    const [failed, undecodable] = dlq.records;
    expect(failed?.headers).toMatchObject({
      ce_id: failing.headers.ce_id,
      dlq_original_topic: topic,
      dlq_original_partition: '0',
      dlq_original_offset: '0',
      dlq_attempts: '3',
      dlq_error: 'Error: projection store unavailable',
    });
    expect(Buffer.compare(failed!.value!, Buffer.from(failing.value))).toBe(0);
    expect(undecodable?.headers).toMatchObject({ ce_id: poison.headers.ce_id, dlq_original_offset: '1', dlq_attempts: '0' });
    expect(undecodable?.headers.dlq_error).toMatch(/premature EOF|invalid|wire type/i);

    // Stopped and started again, the group resumes after its committed offsets: nothing is redone.
    await consumer.stop();
    await bus.send([userRegistered('after-restart')]);
    const restarted = startConsumer();
    await restarted.start();
    await waitFor(() => attempts.get('after-restart') === 1, 'the message sent while stopped');
    await restarted.stop();
    expect([attempts.get('always-fails'), attempts.get('fine')]).toEqual([3, 1]);
  });

  it('keeps retrying while a dependency is unreachable, beyond maxAttempts, and handles the event once it is back', async () => {
    const outageTopic = `${topic}.outage`;
    await bus.ensureTopics([outageTopic], { partitions: 1 });
    await bus.send([userRegistered('outage-first', outageTopic), userRegistered('after-outage', outageTopic)]);
    const consumer = startConsumer({ group: `${groupId}-outage`, onTopic: outageTopic });
    await consumer.start();
    await waitFor(() => attempts.get('after-outage') === 1, 'the event behind the outage');
    await consumer.stop();
    expect(attempts.get('outage-first')).toBe(outageAttempts + 1); // maxAttempts is 3: the outage did not count
    const dlq = await collectRecords(bus, `${run}-outage-dlq-reader`, [deadLetterTopic(`${groupId}-outage`)]);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await dlq.subscription.stop();
    expect(dlq.records).toEqual([]);
  });

  it('stops in the middle of a retry backoff without giving up the message', async () => {
    const stopTopic = `${topic}.stop`;
    await bus.ensureTopics([stopTopic], { partitions: 1 });
    await bus.send([userRegistered('stuck', stopTopic)]);
    const consumer = startConsumer({ group: `${groupId}-stop`, onTopic: stopTopic, backoffMs: 60_000, failing: 'stuck' });
    await consumer.start();
    await waitFor(() => attempts.get('stuck') === 1, 'the first attempt');

    const stopping = Date.now();
    await consumer.stop();
    expect(Date.now() - stopping).toBeLessThan(10_000); // the shutdown budget, far below the 60 s backoff

    // Neither dead-lettered nor committed: the group's next consumer gets the message again.
    const restarted = startConsumer({ group: `${groupId}-stop`, onTopic: stopTopic, failing: 'nobody' });
    await restarted.start();
    await waitFor(() => attempts.get('stuck') === 2, 'the redelivery');
    await restarted.stop();
  });

  it('forgets processed event ids once they are older than the retention', async () => {
    const pruneTopic = `${topic}.prune`;
    await bus.ensureTopics([pruneTopic], { partitions: 1 });
    const record = userRegistered('pruned-later', pruneTopic);
    const pruneGroup = `${groupId}-prune`;
    await bus.send([record]);
    const consumer = startConsumer({ group: pruneGroup, onTopic: pruneTopic, retentionMs: 1_000 });
    await consumer.start();
    await waitFor(() => attempts.get('pruned-later') === 1, 'the event to be handled');
    expect(await processedEvents.has(pruneGroup, record.headers.ce_id!)).toBe(true);
    await waitFor(async () => !(await processedEvents.has(pruneGroup, record.headers.ce_id!)), 'the id to be pruned');
    await consumer.stop();
  });
});
