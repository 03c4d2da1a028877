// processed_events against the local FerretDB: remembered per group, pruned per group by age.
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMongo } from '../clients/mongo.js';
import { createProcessedEventStore, type ProcessedEventStore } from './processed-events.js';
import { uniqueName } from './test-support/kafka-test-kit.js';

let connection: Connection;
let store: ProcessedEventStore;

beforeAll(async () => {
  connection = await connectMongo(process.env.MONGO_URL!, 'studyhall_events_it');
  store = await createProcessedEventStore(connection);
});

afterAll(async () => {
  await connection?.close();
});

describe('processed event store', () => {
  it('prunes only the given group, and only ids processed before the cut-off', async () => {
    const [group, otherGroup] = [uniqueName('prune-a'), uniqueName('prune-b')];
    await store.remember(group, 'event-1', 'test.Event');
    await store.remember(group, 'event-2', 'test.Event');
    await store.remember(otherGroup, 'event-1', 'test.Event');

    expect(await store.prune(group, new Date(Date.now() - 60_000))).toBe(0);
    expect(await store.has(group, 'event-1')).toBe(true);

    expect(await store.prune(group, new Date(Date.now() + 1_000))).toBe(2);
    expect([await store.has(group, 'event-1'), await store.has(group, 'event-2')]).toEqual([false, false]);
    expect(await store.has(otherGroup, 'event-1')).toBe(true);
  });

  it('remembering the same id twice is not an error', async () => {
    const group = uniqueName('twice');
    await store.remember(group, 'event-1', 'test.Event');
    await expect(store.remember(group, 'event-1', 'test.Event')).resolves.toBeUndefined();
  });
});
