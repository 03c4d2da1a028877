// The dead-letter replay against the real local Kafka: a consumer group gives up on two events while
// its store is down; once it is back, a dry run lists them and changes nothing, a replay with a limit
// hands over the oldest only, the next run the rest, and another group of the topic sees none twice.
import { create } from '@bufbuild/protobuf';
import { UserRegisteredSchema } from '@studyhall/contracts';
import { connectMongo } from '@studyhall/platform';
import { createEvent, createEventConsumer, createEventPublisher, createKafkaBus, createProcessedEventStore, type EventBus, type EventConsumer } from '@studyhall/platform/events';
import { metricValue, uniqueName, waitFor } from '@studyhall/platform/testing';
import type { Connection } from 'mongoose';
import { pino } from 'pino';
import client from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayDeadLetters } from './replay.ts';

const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
const run = uniqueName('dlq-replay');
const prefix = `it.${run}.`;
const brokers = process.env.KAFKA_BROKERS!.split(',');
const handledBy = { projection: [] as string[], other: [] as string[] };
let storeDown = true;
let connection: Connection;
let bus: EventBus;
const consumers: EventConsumer[] = [];

async function startConsumer(group: 'projection' | 'other'): Promise<void> {
  const consumer = createEventConsumer({
    bus, groupId: `${prefix}${group}`, topics: ['studyhall.users.v1'], logger, maxAttempts: 1,
    processedEvents: await createProcessedEventStore(connection),
    handlers: {
      'studyhall.users.v1.UserRegistered': async (event) => {
        if (group === 'projection' && storeDown && event.userId.startsWith('during-outage')) throw new Error('projection store unavailable');
        handledBy[group].push(event.userId);
      },
    },
  });
  await (await consumer.start()).joined;
  consumers.push(consumer);
}

beforeAll(async () => {
  connection = await connectMongo(process.env.MONGO_URL!, 'studyhall_events_it');
  bus = createKafkaBus({ brokers, clientId: run, topicPrefix: prefix, logger, sessionTimeoutMs: 10_000, heartbeatIntervalMs: 1_000 });
  await startConsumer('projection');
  await startConsumer('other');
});

afterAll(async () => {
  await Promise.all(consumers.map((consumer) => consumer.stop()));
  await bus?.close();
  await connection?.close();
});

const printed: string[] = [];
const replay = (options: { dryRun?: boolean; limit?: number } = {}) =>
  replayDeadLetters({ brokers, group: 'projection', topicPrefix: prefix, log: (line) => printed.push(line), ...options });
const userOfEvent = new Map<string, string>();
function registered(userId: string) {
  const envelope = createEvent(create(UserRegisteredSchema, { userId }), { source: '/it', subject: userId });
  userOfEvent.set(envelope.id, userId);
  return envelope;
}

describe('dlq-replay', () => {
  it('puts dead letters back on their topic: dry run first, then at most --limit, then the rest, once', async () => {
    await createEventPublisher({ bus }).publish([registered('during-outage-1'), registered('during-outage-2'), registered('after')]);
    await waitFor(() => handledBy.projection.includes('after') && handledBy.other.length === 3, 'both groups past all three events', 60_000);
    const deadLettered = async () => metricValue(await client.register.metrics(), 'event_consumer_dead_lettered_total', { group: `${prefix}projection` });
    await waitFor(async () => (await deadLettered()) === 2, 'both dead letters written', 30_000);
    expect(handledBy.projection).toEqual(['after']);
    storeDown = false;

    const listed = await replay({ dryRun: true });
    expect(listed.map((letter) => [letter.originalTopic, letter.eventType, letter.error])).toEqual([
      ['studyhall.users.v1', 'studyhall.users.v1.UserRegistered', 'Error: projection store unavailable'],
      ['studyhall.users.v1', 'studyhall.users.v1.UserRegistered', 'Error: projection store unavailable'],
    ]);
    expect(printed[0]).toMatch(/^would replay it\..*studyhall\.dlq\..*projection\[\d+\]@\d+ → studyhall\.users\.v1: studyhall\.users\.v1\.UserRegistered [0-9a-f-]{36} \(failed with: Error: projection store unavailable\)$/);
    if (process.env.DLQ_REPLAY_PRINT) console.log(printed.join('\n'));
    expect((await replay({ dryRun: true })).length).toBe(2); // a dry run commits nothing

    // Oldest first within a partition; the two events' keys may put them on different partitions.
    const first = await replay({ limit: 1 });
    expect(first.length).toBe(1);
    const [firstUser, secondUser] = first[0]!.eventId && userOfEvent.get(first[0]!.eventId) === 'during-outage-2'
      ? ['during-outage-2', 'during-outage-1'] : ['during-outage-1', 'during-outage-2'];
    await waitFor(() => handledBy.projection.includes(firstUser), 'the replayed dead letter handled', 30_000);
    expect(handledBy.projection).not.toContain(secondUser);

    expect((await replay()).length).toBe(1);
    await waitFor(() => handledBy.projection.includes(secondUser), 'the other dead letter handled', 30_000);
    expect(await replay()).toEqual([]);
    expect(handledBy.other.sort()).toEqual(['after', 'during-outage-1', 'during-outage-2']); // skipped as known ids
  });
});
