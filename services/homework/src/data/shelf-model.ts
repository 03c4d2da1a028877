// One document per student (`_id` = user id) holding the listed fields of all their homework, plus
// the outbox of events. FerretDB serves only `_id` equality from an index, so the history is ONE
// `_id` read, and every change with its event is ONE write to this document (no transactions needed).
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
  /** Oldest first ($push appends); the history reads them newest first. */
  items: ShelfItem[];
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

const shelfSchema = new Schema<ShelfDocument>(
  {
    _id: { type: String, required: true },
    version: { type: Number, default: 0 },
    items: { type: [itemSchema], default: [] },
  },
  { collection: 'homework_shelves', versionKey: false },
);
shelfSchema.plugin(outboxPlugin);

export type ShelfModel = Model<ShelfDocument>;

export function shelfModel(connection: Connection): ShelfModel {
  return (connection.models.HomeworkShelf as ShelfModel | undefined) ?? connection.model<ShelfDocument>('HomeworkShelf', shelfSchema);
}
