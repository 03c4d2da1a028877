// `feed_items`: what the feed shows of each lesson or homework, keyed by "type:id".
import type { Collection, Connection } from 'mongoose';
import type { FeedItemRecord, FeedItemStore } from '../domain/feed.js';

type FeedItemDocument = Omit<FeedItemRecord, 'id'> & { _id: string };

const duplicateKey = 11000;

export function createFeedItemStore(connection: Connection): FeedItemStore {
  const collection: Collection<FeedItemDocument> = connection.collection<FeedItemDocument>('feed_items');
  const find = async (id: string) => {
    const document = await collection.findOne({ _id: id });
    return document ? toRecord(document) : undefined;
  };
  return {
    async apply(change) {
      const { id, ...fields } = change;
      // A deletion keeps the document (as a tombstone), so a late visibility event cannot revive it.
      const set = change.deleted ? { deleted: true, isPublic: false, version: change.version, authorId: change.authorId } : fields;
      try {
        // Only an older (or absent) state matches; a newer one makes the upsert's insert collide.
        await collection.updateOne(
          { _id: id, $or: [{ version: { $lt: change.version } }, { version: { $exists: false } }] },
          { $set: set, $setOnInsert: change.deleted ? insertDefaults(change) : {} },
          { upsert: true },
        );
      } catch (error) {
        if ((error as { code?: number }).code !== duplicateKey) throw error;
      }
      return find(id);
    },
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
