// The outbox substitute for MongoDB-wire servers without transactions (FerretDB): a state change and
// the events it causes are stored in ONE document write, as entries of the document's `outbox` array.
// The relay (outbox-relay.ts) publishes them and pulls them out. A crash in between loses nothing.
import { fromBinary, toBinary } from '@bufbuild/protobuf';
import { EventEnvelopeSchema, type EventEnvelope } from '@studyhall/contracts';
import type { Schema } from 'mongoose';

/** One pending event as stored: `id` to pull it once sent, `type` for people reading the DB. */
export interface OutboxEntry {
  id: string;
  type: string;
  envelope: Buffer;
}

export interface OutboxFields {
  outbox?: OutboxEntry[];
  deletedAt?: Date | null;
}

/** Mongoose plugin: the outbox fields, hidden from queries and tombstones hidden from reads. */
export function outboxPlugin(schema: Schema): void {
  schema.add({
    outbox: { type: [{ _id: false, id: String, type: { type: String }, envelope: Buffer }], select: false, default: undefined },
    deletedAt: { type: Date, select: false },
  });
  schema.pre(['find', 'findOne', 'countDocuments', 'findOneAndUpdate'], function hideTombstones() {
    const filter = this.getFilter();
    if ('deletedAt' in filter) return;
    // FerretDB answers a filter of `_id` equality alone from its index and scans the whole collection
    // for anything more (a 10,000-user findById: ~1 ms against ~150 ms with `deletedAt: null` added).
    // So an `_id` read keeps its filter as it is and drops a tombstone from the answer instead.
    if ((this as unknown as { op?: string }).op === 'findOne' && isIdEquality(filter)) {
      this.select('+deletedAt');
      this.transform((found: unknown) => withoutTombstone(found));
      return;
    }
    this.where({ deletedAt: null });
  });
}

function isIdEquality(filter: Record<string, unknown>): boolean {
  const keys = Object.keys(filter);
  const id = filter._id;
  return keys.length === 1 && keys[0] === '_id' && id !== null && id !== undefined && (typeof id !== 'object' || !Object.keys(id).some((key) => key.startsWith('$')));
}

function withoutTombstone(found: unknown): unknown {
  if (!found || typeof found !== 'object') return found;
  const document = found as { deletedAt?: unknown; set?: unknown };
  if (document.deletedAt) return null;
  // Neither a lean object nor a document shows the field it was read for (it is select: false).
  if (typeof document.set === 'function') (found as { $__: unknown; deletedAt?: unknown }).deletedAt = undefined;
  else delete document.deletedAt;
  return found;
}

export function toOutboxEntry(envelope: EventEnvelope): OutboxEntry {
  // A Buffer, not a Uint8Array: mongoose's Buffer type refuses to cast the latter.
  return { id: envelope.id, type: envelope.type, envelope: Buffer.from(toBinary(EventEnvelopeSchema, envelope)) };
}

export function fromOutboxEntry(entry: { envelope: Uint8Array | { buffer: Uint8Array } }): EventEnvelope {
  // The driver returns BSON binary as a Binary object whose `buffer` holds the bytes. A plain
  // Uint8Array view keeps Buffer out of the decoded envelope's `data`.
  const bytes = entry.envelope instanceof Uint8Array ? entry.envelope : entry.envelope.buffer;
  return fromBinary(EventEnvelopeSchema, new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/** A new document together with its pending events: `Model.create(withPendingEvents(user, [event]))`. */
export function withPendingEvents<T extends object>(document: T, events: readonly EventEnvelope[]): T & OutboxFields {
  return { ...document, outbox: events.map(toOutboxEntry) };
}

type Update = Record<string, unknown>;

/** The caller's update plus `$push` of the pending events, for one atomic updateOne/findOneAndUpdate. */
export function pushPendingEvents(update: Update, events: readonly EventEnvelope[]): Update {
  const push = (update.$push ?? {}) as Update;
  if ('outbox' in push) throw new Error('the update already pushes to outbox');
  return { ...update, $push: { ...push, outbox: { $each: events.map(toOutboxEntry) } } };
}

/**
 * Deleting a document that owes events: mark it deleted and queue the events in one write; the relay
 * hard-deletes it once they are sent. Reads through outboxPlugin models no longer see it.
 */
export function tombstone(events: readonly EventEnvelope[], now = new Date()): Update {
  return pushPendingEvents({ $set: { deletedAt: now } }, events);
}

export const pendingEventsFilter = { 'outbox.0': { $exists: true } } as const;
