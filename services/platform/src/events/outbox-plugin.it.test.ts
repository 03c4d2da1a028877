// The outbox plugin's reads against the real FerretDB/MongoDB: tombstones stay hidden, and a read by
// `_id` alone keeps `_id` as its whole filter (the only filter FerretDB answers from an index).
import { randomUUID } from 'node:crypto';
import { create } from '@bufbuild/protobuf';
import { UserRegisteredSchema } from '@studyhall/contracts';
import mongoose, { Schema, type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from './event-envelope.js';
import { outboxPlugin, tombstone } from './outbox.js';

const schema = new Schema({ _id: String, title: String }, { collection: 'plugin_items', versionKey: false });
schema.plugin(outboxPlugin);
let connection: Connection;
let Items: mongoose.Model<{ _id: string; title: string }>;
const filters: unknown[] = [];

beforeAll(async () => {
  connection = await mongoose.createConnection(process.env.MONGO_URL!, { dbName: `outbox-plugin-${randomUUID().slice(0, 8)}` }).asPromise();
  Items = connection.model('PluginItem', schema);
  mongoose.set('debug', (_collection: string, method: string, filter: unknown) => method === 'findOne' && filters.push(filter));
});
afterAll(async () => {
  mongoose.set('debug', false);
  await connection.dropDatabase();
  await connection.close();
});

describe('outboxPlugin reads', () => {
  it('reads a live document by _id with _id alone as the filter, without the tombstone field', async () => {
    await Items.create({ _id: 'live', title: 'Fractions' });
    filters.length = 0;
    expect(await Items.findById('live').lean()).toEqual({ _id: 'live', title: 'Fractions' });
    expect(filters).toEqual([{ _id: 'live' }]);
  });

  it('answers null for a tombstone, by _id and by any other filter', async () => {
    await Items.create({ _id: 'gone', title: 'Deleted lesson' });
    const event = createEvent(create(UserRegisteredSchema, { userId: 'gone' }), { source: '/s', subject: 'gone' });
    await Items.updateOne({ _id: 'gone' }, tombstone([event]));
    expect(await Items.findById('gone').lean()).toBeNull();
    expect(await Items.findById('gone')).toBeNull();
    expect(await Items.findOne({ title: 'Deleted lesson' }).lean()).toBeNull();
    expect(await Items.countDocuments({ title: 'Deleted lesson' })).toBe(0);
  });
});
