// Lookups by a key other than _id, kept fast on the embedded database (FerretDB on SQLite answers
// only _id equality from an index; any other filter reads the whole collection): a small document
// whose _id IS the key (an e-mail, a username) names the owner. The claim is one insert, so the
// _id's uniqueness decides races. An owner that never came to exist (a crash between the claim and
// the owner's write) leaves an orphan, which the next claim takes over.
import type { mongo } from 'mongoose';

export interface LookupDocument {
  _id: string;
  ownerId: string;
}

export interface KeyLookup {
  /** True when the key is now the owner's (new, already theirs, or taken over from an orphan). */
  claim(key: string, ownerId: string): Promise<boolean>;
  /** The owner's id, if a live owner has the key. */
  ownerOf(key: string): Promise<string | undefined>;
  /** Frees the key if (and only if) it is still this owner's. */
  release(key: string, ownerId: string): Promise<void>;
  /** Fills the lookup once from the owners' own documents (a deployment that predates it). */
  backfillOnce(entries: () => AsyncIterable<LookupDocument>): Promise<number>;
}

const duplicateKey = 11000;
const backfilledMarker = '\u0000backfilled';

export function createKeyLookup(collection: mongo.Collection<LookupDocument>, ownerExists: (ownerId: string) => Promise<boolean>): KeyLookup {
  async function liveOwner(key: string): Promise<string | undefined> {
    const found = await collection.findOne({ _id: key });
    return found && (await ownerExists(found.ownerId)) ? found.ownerId : undefined;
  }
  return {
    async claim(key, ownerId) {
      try {
        await collection.insertOne({ _id: key, ownerId });
        return true;
      } catch (error) {
        if ((error as { code?: number }).code !== duplicateKey) throw error;
      }
      const found = await collection.findOne({ _id: key });
      if (!found) return this.claim(key, ownerId); // released meanwhile
      if (found.ownerId === ownerId) return true;
      if (await ownerExists(found.ownerId)) return false;
      const takeover = await collection.updateOne({ _id: key, ownerId: found.ownerId }, { $set: { ownerId } });
      return takeover.modifiedCount === 1;
    },
    ownerOf: liveOwner,
    async release(key, ownerId) {
      await collection.deleteOne({ _id: key, ownerId });
    },
    async backfillOnce(entries) {
      if (await collection.findOne({ _id: backfilledMarker })) return 0;
      let added = 0;
      for await (const entry of entries()) {
        const result = await collection.updateOne({ _id: entry._id }, { $setOnInsert: { ownerId: entry.ownerId } }, { upsert: true });
        added += result.upsertedCount;
      }
      await collection.updateOne({ _id: backfilledMarker }, { $set: { ownerId: '' } }, { upsert: true });
      return added;
    },
  };
}
