// The achievements collection: the seeded catalogue, one document per achievement keyed by its id.
// Seeding inserts only what is missing (every start, idempotent), so a criteria change made in the
// database is kept; the catalogue is read once at start-up and its stored criteria JSON is what counts.
// REVIEW: a catalogue edit in the database takes effect at the next start of auth.
import type { Logger } from '@studyhall/platform';
import type { Connection } from 'mongoose';
import { parseCriteria } from '../domain/achievement-criteria.js';
import type { Achievement } from '../domain/achievements.js';
import { starterAchievements } from './starter-achievements.js';

interface AchievementDocument extends Omit<Achievement, 'id' | 'criteria'> {
  _id: string;
  criteria: unknown;
}

export async function seedAchievements(connection: Connection, seed: readonly Achievement[] = starterAchievements): Promise<void> {
  const collection = connection.collection<AchievementDocument>('achievements');
  for (const { id, ...achievement } of seed) {
    await collection.updateOne({ _id: id }, { $setOnInsert: achievement }, { upsert: true });
  }
}

/** The catalogue in seed order; an entry whose criteria cannot be evaluated is left out and logged. */
export async function loadAchievements(connection: Connection, logger: Logger): Promise<Achievement[]> {
  const documents = await connection.collection<AchievementDocument>('achievements').find({}).toArray();
  const order = new Map(starterAchievements.map((entry, index) => [entry.id, index]));
  documents.sort((a, b) => (order.get(a._id) ?? order.size) - (order.get(b._id) ?? order.size));
  return documents.flatMap(({ _id: id, criteria: stored, name, description, icon, color }) => {
    const criteria = parseCriteria(stored);
    if (!criteria) logger.warn({ achievementId: id }, 'achievement criteria not understood; achievement left out');
    return criteria ? [{ id, name, description, icon, color, criteria }] : [];
  });
}
