import type { DomainEvent } from '@studyhall/contracts';
import { lockDocument } from '@studyhall/platform';
import { createEvent, pushPendingEvents } from '@studyhall/platform/events';
import type { EventsFor, Homework, HomeworkStore } from '../domain/homework.js';
import type { OriginalModel } from './original-model.js';
import { packItems, unpackItems } from './shelf-list.js';
import type { ShelfDocument, ShelfItem, ShelfModel, StoredShelf } from './shelf-model.js';

const eventSource = '/services/homework';
/** Version conflicts are two writes of one student at the same instant; a few retries settle them. */
const maxAttempts = 5;

export interface RepositoryOptions {
  /** Called with the shelf's `_id` after a write that queued events, so the relay sends them now. */
  onEventsQueued?: (shelfId: string) => void;
}

export function createHomeworkRepository(shelves: ShelfModel, originals: OriginalModel, options: RepositoryOptions = {}): HomeworkStore {
  const queued = options.onEventsQueued ?? (() => undefined);
  const envelopes = (homework: Homework, events: DomainEvent[]) =>
    events.map((event) => createEvent(event, { source: eventSource, subject: homework.id }));
  // A filter of `_id` alone: FerretDB answers that from its index. The model's find hooks would add
  // `deletedAt: null` (outbox tombstones; shelves are never tombstoned), and with any second condition
  // FerretDB reads far more: 5-10× slower on a 30-homework shelf here.
  const readShelf = async (userId: string): Promise<ShelfDocument | null> => {
    const shelf = await shelves.collection.findOne<StoredShelf>({ _id: userId as never }, { projection: { outbox: 0 } });
    if (!shelf) return null;
    return { _id: userId, version: shelf.version ?? 0, items: shelf.list ? unpackItems(shelf.list) : (shelf.items ?? []) };
  };
  /** The update that stores `items` as the shelf's list (and drops a legacy array). */
  const storeItems = (items: readonly ShelfItem[]) => ({ $set: { list: packItems(items) }, $unset: { items: 1 } });
  /** An empty shelf, so that a first write can match on its version like every other. */
  const ensureShelf = (userId: string) =>
    shelves.collection.updateOne({ _id: userId as never }, { $setOnInsert: { version: 0 } }, { upsert: true });

  // Every write of a shelf (and the relay's) holds the shelf's lock: FerretDB can lose one of two
  // concurrent updates of a document (platform data/document-locks.ts).
  const locked = <T>(userId: string, write: () => Promise<T>) => lockDocument(shelves.collection.collectionName, userId, write);

  type Change<T> = (shelf: ShelfDocument) => { update?: Record<string, unknown>; result: T } | undefined;

  /** Read the shelf, let `change` decide one update on it, write it if nobody wrote in between. */
  function update<T>(userId: string, change: Change<T>) {
    return locked(userId, () => updateUnlocked(userId, change));
  }

  async function updateUnlocked<T>(userId: string, change: Change<T>) {
    for (let attempt = 0; attempt < maxAttempts; attempt++) {
      const shelf = await readShelf(userId);
      const decided = shelf ? change(shelf) : undefined;
      if (!shelf || !decided) return undefined;
      if (!decided.update) return decided.result;
      const written = await shelves.updateOne({ _id: userId, version: shelf.version }, { ...decided.update, $inc: { version: 1 } });
      if (written.matchedCount === 1) {
        queued(userId);
        return decided.result;
      }
    }
    throw new Error(`homework shelf ${userId} kept changing; gave up after ${maxAttempts} attempts`);
  }

  return {
    async list(userId) {
      const shelf = await readShelf(userId);
      if (!shelf) {
        // REVIEW: a write on a read. FerretDB answers an `_id` that is NOT there by scanning the whole
        // collection (0.7-3.9 s with 1,000 full shelves here, vs ~0.1 s for one that is), so a student's
        // first visit leaves an empty shelf behind and every later visit finds one.
        await locked(userId, () => ensureShelf(userId));
        return [];
      }
      return shelf.items.map((item) => toHomework(userId, item)).reverse();
    },
    async add(homework, original, events) {
      await originals.create({ _id: homework.id, userId: homework.userId, ...original, createdAt: homework.uploadedAt });
      const { userId, ...listed } = homework;
      const item: ShelfItem = { ...listed, originalKey: original.originalKey };
      const added = (shelf: ShelfDocument) => ({ update: pushPendingEvents(storeItems([...shelf.items, item]), envelopes(homework, events)), result: true });
      try {
        await locked(userId, async () => {
          if (await updateUnlocked(userId, added)) return;
          await ensureShelf(userId); // a student who solves before ever opening the history
          if (!(await updateUnlocked(userId, added))) throw new Error(`homework shelf ${userId} could not be created`);
        });
      } catch (error) {
        await originals.deleteOne({ _id: homework.id }).catch(() => undefined);
        throw error;
      }
    },
    async remove(userId, id, eventsFor: EventsFor) {
      const removed = await update(userId, (shelf) => {
        const item = shelf.items.find((candidate) => candidate.id === id);
        if (!item) return undefined;
        const homework = toHomework(userId, item);
        const remaining = storeItems(shelf.items.filter((candidate) => candidate.id !== id));
        return { update: pushPendingEvents(remaining, envelopes(homework, eventsFor(homework))), result: { homework, originalKey: item.originalKey } };
      });
      // The listed homework is gone with its event; its original text follows (an orphan if this fails).
      if (removed) await originals.deleteOne({ _id: id }).catch(() => undefined);
      return removed;
    },
    async setVisibility(userId, id, isPublic, eventsFor: EventsFor) {
      return update(userId, (shelf) => {
        const index = shelf.items.findIndex((candidate) => candidate.id === id);
        if (index < 0) return undefined;
        const homework = { ...toHomework(userId, shelf.items[index]!), isPublic };
        if (shelf.items[index]!.isPublic === isPublic) return { result: homework };
        const set = storeItems(shelf.items.map((candidate, at) => (at === index ? { ...candidate, isPublic } : candidate)));
        return { update: pushPendingEvents(set, envelopes(homework, eventsFor(homework))), result: homework };
      });
    },
  };
}

function toHomework(userId: string, item: ShelfItem): Homework {
  return {
    id: item.id,
    userId,
    title: item.title,
    gradeLevel: item.gradeLevel,
    sourceFileName: item.sourceFileName,
    solvedContent: item.solvedContent,
    uploadedAt: new Date(item.uploadedAt),
    isPublic: Boolean(item.isPublic),
  };
}
