// A shelf's homework stored as ONE gzip-compressed JSON blob instead of an array of 30 sub-documents.
// FerretDB (SQLite) decodes every nested field of a document it reads: a 30-homework shelf as an
// array cost ~190 ms of its CPU per read here, the same shelf as a ~10 KB binary ~6 ms. Node then
// inflates and parses 64 KB of JSON in well under a millisecond.
import { gunzipSync, gzipSync } from 'node:zlib';
import type { ShelfItem } from './shelf-model.js';

type StoredItem = Omit<ShelfItem, 'uploadedAt'> & { uploadedAt: string };

/** The driver hands BSON binary back as a Binary whose `buffer` holds the bytes. */
type StoredBytes = Uint8Array | { buffer: Uint8Array };

export function packItems(items: readonly ShelfItem[]): Buffer {
  const stored: StoredItem[] = items.map((item) => ({ ...item, uploadedAt: new Date(item.uploadedAt).toISOString() }));
  return gzipSync(JSON.stringify(stored), { level: 6 });
}

export function unpackItems(packed: StoredBytes): ShelfItem[] {
  const bytes = packed instanceof Uint8Array ? packed : packed.buffer;
  const stored = JSON.parse(gunzipSync(bytes).toString('utf8')) as StoredItem[];
  return stored.map((item) => ({ ...item, uploadedAt: new Date(item.uploadedAt) }));
}
