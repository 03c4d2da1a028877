import type { Collection, mongo } from 'mongoose';

const duplicateKey = 11000;

/**
 * An upsert by `_id` that survives a race: two upserts of a missing document both try to insert,
 * one collides (E11000); by then the document exists, so the retried update simply matches it.
 */
export async function upsertById<T extends { _id: string }>(collection: Collection<T>, id: T['_id'], update: mongo.UpdateFilter<T>): Promise<void> {
  const filter = { _id: id } as mongo.Filter<T>;
  try {
    await collection.updateOne(filter, update, { upsert: true });
  } catch (error) {
    if ((error as { code?: number }).code !== duplicateKey) throw error;
    await collection.updateOne(filter, update);
  }
}
