// The outbox against real FerretDB/MongoDB and Kafka: a writer killed between its write and the
// publish loses nothing, the relay publishes exactly once, a redelivery reaches no handler twice.
import { create } from '@bufbuild/protobuf';
import { UserProfileUpdatedSchema, type EventEnvelope } from '@studyhall/contracts';
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { Schema, type Connection } from 'mongoose';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMongo } from '../clients/mongo.js';
import { createEventConsumer, type EventConsumer } from './event-consumer.js';
import { createEvent } from './event-envelope.js';
import { createEventPublisher } from './event-publisher.js';
import { createKafkaBus, type EventBus, type IncomingRecord, type Subscription } from './kafka-bus.js';
import { fromOutboxEntry, outboxPlugin, tombstone } from './outbox.js';
import { createOutboxRelay, type OutboxRelay } from './outbox-relay.js';
import { createProcessedEventStore } from './processed-events.js';
import { collectRecords, uniqueName, waitFor } from './test-support/kafka-test-kit.js';

const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
const usersTopic = 'studyhall.users.v1';
const run = uniqueName('outbox');
const collectionName = `users_${run.replaceAll('-', '_')}`;
const handled: { type: string; userId: string; eventId: string }[] = [];
let connection: Connection;
let bus: EventBus;
let consumer: EventConsumer;
let raw: { records: IncomingRecord[]; subscription: Subscription };

beforeAll(async () => {
  connection = await connectMongo(process.env.MONGO_URL!, 'studyhall_events_it');
  // The prefix gives this run its own studyhall.users.v1: no history from earlier runs to wade through.
  bus = createKafkaBus({
    brokers: process.env.KAFKA_BROKERS!.split(','),
    clientId: run,
    topicPrefix: `it.${run}.`,
    logger,
    sessionTimeoutMs: 10_000,
    heartbeatIntervalMs: 1_000,
  });
  await bus.ensureTopics([usersTopic]);
  raw = await collectRecords(bus, `${run}-raw`, [usersTopic]);
  const ours = (userId: string) => userId.startsWith(run);
  consumer = createEventConsumer({
    bus,
    groupId: `${run}-projection`,
    topics: [usersTopic],
    processedEvents: await createProcessedEventStore(connection),
    logger,
    handlers: {
      'studyhall.users.v1.UserRegistered': async (event, context) => void (ours(event.userId) && handled.push({ type: context.type, userId: event.userId, eventId: context.id })),
      'studyhall.users.v1.UserProfileUpdated': async (event, context) => void (ours(event.userId) && handled.push({ type: context.type, userId: event.userId, eventId: context.id })),
    },
  });
  await (await consumer.start()).joined;
});

afterAll(async () => {
  await Promise.all(relays.map((relay) => relay.stop()));
  await consumer?.stop();
  await raw?.subscription.stop();
  await bus?.close();
  await connection?.dropCollection(collectionName).catch(() => undefined);
  await connection?.close();
});

const childScript = resolve(import.meta.dirname, 'test-support/outbox-crash-child.ts');
const hooks = resolve(import.meta.dirname, 'test-support/ts-source-hooks.mjs');

async function writeThenCrash(userId: string): Promise<void> {
  const env = { ...process.env, MONGO_DB: 'studyhall_events_it', COLLECTION: collectionName, USER_ID: userId };
  const crashed = await promisify(execFile)(process.execPath, ['--conditions=@studyhall/source', '--import', hooks, childScript], { env }).then(
    () => undefined,
    (error: { signal?: string; stderr?: string }) => error,
  );
  expect(crashed?.signal, crashed?.stderr).toBe('SIGKILL');
}

const recordsOf = (eventId: string) => raw.records.filter((record) => record.headers.ce_id === eventId);
const handledOf = (eventId: string) => handled.filter((entry) => entry.eventId === eventId);

const relays: OutboxRelay[] = [];
function startRelay({ fullScans = true } = {}): OutboxRelay {
  const relay = createOutboxRelay({ sources: [connection.collection(collectionName)], publisher: createEventPublisher({ bus }), logger, pollIntervalMs: 100 });
  relays.push(relay);
  if (fullScans) relay.start();
  return relay;
}

describe('outbox relay', () => {
  it('publishes the event of a writer killed before publishing, exactly once; a redelivery is skipped', async () => {
    const userId = `${run}-ada`;
    await writeThenCrash(userId);
    const stored = await connection.collection(collectionName).findOne({ _id: userId as never });
    expect(stored?.outbox).toHaveLength(1);
    const pending: EventEnvelope = fromOutboxEntry(stored!.outbox[0]);

    const relay = startRelay(); // the restart
    await waitFor(() => handledOf(pending.id).length === 1, 'the relayed UserRegistered to be handled');
    await relay.flush();
    await relay.stop();
    expect((await connection.collection(collectionName).findOne({ _id: userId as never }))?.outbox).toEqual([]);

    // Redeliver the same event, then a later one on the same key: once that one is handled, so was the duplicate.
    const publisher = createEventPublisher({ bus });
    const later = createEvent(create(UserProfileUpdatedSchema, { userId, username: 'ada2' }), { source: '/services/auth', subject: userId });
    await publisher.publish([pending, later]);
    await waitFor(() => handledOf(later.id).length === 1 && recordsOf(later.id).length === 1, 'the later event');
    expect(recordsOf(pending.id)).toHaveLength(2); // one from the relay, one redelivery: the relay sent it once
    expect(handledOf(pending.id)).toHaveLength(1);
    expect(recordsOf(pending.id)[0]).toMatchObject({ key: userId, headers: { ce_type: 'studyhall.users.v1.UserRegistered', ce_source: '/services/auth' } });
  });

  it('hard-deletes a tombstone once its events are sent, and hides it from reads before that', async () => {
    const userId = `${run}-bob`;
    const Users = connection.model(`Users_${run}`, new Schema({ _id: String, username: String }, { collection: collectionName }).plugin(outboxPlugin));
    await Users.create({ _id: userId, username: 'bob' });
    const goodbye = createEvent(create(UserProfileUpdatedSchema, { userId, username: '' }), { source: '/services/auth', subject: userId });
    await Users.updateOne({ _id: userId }, tombstone([goodbye]));
    expect(await Users.findById(userId)).toBeNull();

    const relay = startRelay({ fullScans: false });
    relay.notify(Users, userId); // the targeted path: only this document is read
    await waitFor(() => handledOf(goodbye.id).length === 1, 'the tombstone event');
    await waitFor(async () => (await connection.collection(collectionName).countDocuments({ _id: userId as never })) === 0, 'the hard delete');
    await relay.stop();
    expect(recordsOf(goodbye.id)).toHaveLength(1);
  });
});
