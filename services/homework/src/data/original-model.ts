// The large parts of a homework, read only by `_id` (the homework id): the text extracted from the
// upload (spec originalContent) and the per-problem solution. Kept out of the shelf so the history
// read stays small.
import type { SolvedProblem } from '@studyhall/ai-contracts';
import { Schema, type Connection, type Model } from 'mongoose';

export interface OriginalDocument {
  _id: string;
  userId: string;
  originalContent: string;
  originalKey: string;
  problems: SolvedProblem[];
  createdAt: Date;
}

const originalSchema = new Schema<OriginalDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    originalContent: { type: String, default: '' },
    originalKey: { type: String, required: true },
    problems: { type: Schema.Types.Mixed, default: [] },
    createdAt: { type: Date, required: true },
  },
  { collection: 'homework_originals', versionKey: false },
);

export type OriginalModel = Model<OriginalDocument>;

export function originalModel(connection: Connection): OriginalModel {
  return (connection.models.HomeworkOriginal as OriginalModel | undefined) ?? connection.model<OriginalDocument>('HomeworkOriginal', originalSchema);
}
