// `feed_items`: what the feed shows of each lesson or homework, keyed by "type:id".
import type { Collection, Connection } from 'mongoose';
import type { FeedItemRecord, FeedItemStore } from '../domain/feed.js';
import { createKeyedLock } from './keyed-lock.js';
import { upsertById } from './upsert.js';

type FeedItemDocument = Omit<FeedItemRecord, 'id'> & { _id: string };

export function createFeedItemStore(connection: Connection): FeedItemStore {
  const collection: Collection<FeedItemDocument> = connection.collection<FeedItemDocument>('feed_items');
  const lock = createKeyedLock();
  const find = async (id: string) => {
    const document = await collection.findOne({ _id: id });
    return document ? toRecord(document) : undefined;
  };
  return {
    // Read by `_id`, decide here, write by `_id`: FerretDB answers only a bare `_id` filter from its
    // index, so the version check in the filter (as before) made every share scan all of feed_items.
    apply: (change) => lock.run(change.id, async () => {
      const stored = await find(change.id);
      if (stored && stored.version >= change.version) return stored;
      const { id, ...fields } = change;
      // A deletion keeps the document (as a tombstone), so a late visibility event cannot revive it.
      const set = change.deleted ? { deleted: true, isPublic: false, version: change.version, authorId: change.authorId } : fields;
      const base = stored ? fromRecord(stored) : change.deleted ? { _id: id, ...insertDefaults(change) } : { _id: id };
      await upsertById(collection, id, { $set: set, $setOnInsert: stored || !change.deleted ? {} : insertDefaults(change) });
      return toRecord({ ...base, ...set } as FeedItemDocument);
    }),
    async findMany(ids) {
      const found = await Promise.all(ids.map(find));
      return new Map(found.filter((item): item is FeedItemRecord => !!item).map((item) => [item.id, item]));
    },
  };
}

function insertDefaults(change: { sourceId: string; type: FeedItemRecord['type'] }) {
  return { sourceId: change.sourceId, type: change.type, title: '', content: '', createdAt: new Date(0) };
}

function toRecord(document: FeedItemDocument): FeedItemRecord {
  const { _id, ...rest } = document;
  return { id: _id, ...rest, wordProblemTheme: rest.wordProblemTheme ?? null, sourceFileName: rest.sourceFileName ?? null, gradeLevel: rest.gradeLevel ?? null };
}

function fromRecord(record: FeedItemRecord): FeedItemDocument {
  const { id, ...rest } = record;
  return { _id: id, ...rest };
}
