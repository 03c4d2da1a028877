// One document per student (`_id` = user id) holding the listed fields of all their homework, plus
// the outbox of events. FerretDB serves only `_id` equality from an index, so the history is ONE
// `_id` read, and every change with its event is ONE write to this document (no transactions needed).
// The homework themselves are one compressed blob (`list`, see shelf-list.ts); shelves written
// before that keep an `items` array until their next write replaces it.
import { outboxPlugin } from '@studyhall/platform/events';
import { GRADE_LEVELS } from '@studyhall/ai-contracts';
import { Schema, type Connection, type Model } from 'mongoose';
import type { Homework } from '../domain/homework.js';

export interface ShelfItem extends Omit<Homework, 'userId'> {
  /** S3 key of the uploaded original, removed with the homework. */
  originalKey: string;
}

export interface ShelfDocument {
  _id: string;
  /** Bumped by every write; updates that read first match on it, so a concurrent change is not lost. */
  version: number;
  /** Oldest first; the history reads them newest first. */
  items: ShelfItem[];
}

/** The stored shape: `list` (gzip JSON of the items), or `items` on a shelf not rewritten since. */
export interface StoredShelf {
  _id: string;
  version: number;
  /** A Buffer when written; the driver reads it back as a BSON Binary. */
  list?: Buffer | { buffer: Uint8Array };
  items?: ShelfItem[];
}

const itemSchema = new Schema<ShelfItem>(
  {
    id: { type: String, required: true },
    title: { type: String, required: true },
    gradeLevel: { type: String, enum: GRADE_LEVELS, required: true },
    sourceFileName: { type: String, required: true },
    solvedContent: { type: String, required: true },
    uploadedAt: { type: Date, required: true },
    isPublic: { type: Boolean, default: false },
    originalKey: { type: String, required: true },
  },
  { _id: false },
);

const shelfSchema = new Schema<StoredShelf>(
  {
    _id: { type: String, required: true },
    version: { type: Number, default: 0 },
    list: { type: Buffer },
    // Legacy array, only ever read and $unset; no default, so new shelves never get one.
    items: { type: [itemSchema], default: undefined },
  },
  { collection: 'homework_shelves', versionKey: false },
);
shelfSchema.plugin(outboxPlugin);

export type ShelfModel = Model<StoredShelf>;

export function shelfModel(connection: Connection): ShelfModel {
  return (connection.models.HomeworkShelf as ShelfModel | undefined) ?? connection.model<StoredShelf>('HomeworkShelf', shelfSchema);
}
