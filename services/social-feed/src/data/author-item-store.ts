// `feed_authors`: per author { _id: authorId, items: { "<itemId>": createdAtMs } } of their public
// items. A map, not an array: adding and removing are single atomic $set/$unset (FerretDB has no
// $push with $sort/$slice). `feed_settings` holds the set of authors merged at read time.
import type { Collection, Connection } from 'mongoose';
import { createKeyedLock } from './keyed-lock.js';
import { upsertById } from './upsert.js';
import { compareEntries, type AuthorItemStore } from '../domain/feed.js';

interface AuthorDocument {
  _id: string;
  items?: Record<string, number>;
}

interface BigAuthorsDocument {
  _id: 'big-authors';
  ids?: string[];
}

const bigAuthorsCacheMs = 2_000;

export function createAuthorItemStore(connection: Connection): AuthorItemStore {
  const authors: Collection<AuthorDocument> = connection.collection<AuthorDocument>('feed_authors');
  const settings: Collection<BigAuthorsDocument> = connection.collection<BigAuthorsDocument>('feed_settings');
  const lock = createKeyedLock();
  let cached: { ids: ReadonlySet<string>; until: number } | undefined;
  let refreshing: Promise<ReadonlySet<string>> | undefined;
  // A change here forgets the list; a read that began before it must not bring the old one back.
  let generation = 0;
  const refresh = () => {
    const started = generation;
    return (refreshing ??= settings.findOne({ _id: 'big-authors' }).then((document) => {
      const ids: ReadonlySet<string> = new Set(document?.ids ?? []);
      if (started === generation) cached = { ids, until: Date.now() + bigAuthorsCacheMs };
      return ids;
    }).finally(() => {
      if (started === generation) refreshing = undefined;
    }));
  };
  return {
    async add(authorId, entry) {
      await lock.run(authorId, () => upsertById(authors, authorId, { $set: { [`items.${entry.itemId}`]: entry.score } }));
    },
    async remove(authorId, itemId) {
      await lock.run(authorId, () => authors.updateOne({ _id: authorId }, { $unset: { [`items.${itemId}`]: '' } }));
    },
    async latest(authorId, limit) {
      const document = await authors.findOne({ _id: authorId });
      const entries = Object.entries(document?.items ?? {}).map(([itemId, score]) => ({ itemId, score }));
      return entries.sort(compareEntries).slice(0, limit);
    },
    // Read on every share and feed read, changed rarely: remembered for a moment. When the moment
    // is over, the remembered list is served while one read refreshes it: before, every request in
    // the refresh's round trip read Mongo too (at 200 feed reads/s, a pile-up in the p99).
    async bigAuthors() {
      if (cached && cached.until > Date.now()) return cached.ids;
      if (!cached) return refresh();
      refresh().catch(() => undefined); // the next call tries again
      return cached.ids;
    },
    async setBig(authorId, big) {
      const update = big ? { $addToSet: { ids: authorId } } : { $pull: { ids: authorId } };
      await lock.run('big-authors', () => upsertById(settings, 'big-authors', update));
      generation += 1;
      cached = undefined;
      refreshing = undefined;
    },
  };
}
