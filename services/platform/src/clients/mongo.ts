import mongoose, { type Connection } from 'mongoose';
import type { ReadinessCheck } from '../http/health.js';

/**
 * One connection per service, to the service's own database. Index builds run at start-up
 * (autoIndex) so unique constraints exist before the first request.
 */
export async function connectMongo(url: string, dbName: string): Promise<Connection> {
  const connection = mongoose.createConnection(url, {
    dbName,
    serverSelectionTimeoutMS: 5_000,
    autoIndex: true,
  });
  await connection.asPromise();
  return connection;
}

export function mongoReadiness(connection: Connection): ReadinessCheck {
  return {
    name: 'mongo',
    check: async () => {
      const db = connection.db;
      if (!db) throw new Error('not connected');
      await db.command({ ping: 1 });
    },
  };
}
