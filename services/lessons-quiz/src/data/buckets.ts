// FerretDB 1.x on SQLite answers an _id lookup by reading every row of the collection (its query plan
// is a SCAN; the cost grows with the collection's bytes). Measured with 1,000 students' shelves of 50
// lessons (70 MB in one collection): one read took seconds under load, 25-48 s at 50 concurrent
// students. Per-owner documents are therefore spread over many small collections by a hash of their
// _id, so a lookup reads one bucket (~1/128 of the data). On MongoDB this costs nothing either way.
import { createHash } from 'node:crypto';
import type { Collection, Connection, mongo } from 'mongoose';

export const bucketCount = 128;

export function bucketOf(key: string): number {
  return createHash('sha1').update(key).digest().readUInt16BE(0) % bucketCount;
}

export function bucketName(base: string, key: string): string {
  return `${base}_${bucketOf(key).toString().padStart(3, '0')}`;
}

/** The collection (of `base`'s buckets) that holds the document with this _id. */
export function bucketFor<T extends mongo.Document>(connection: Connection, base: string, key: string): Collection<T> {
  return connection.collection<T>(bucketName(base, key)) as unknown as Collection<T>;
}
