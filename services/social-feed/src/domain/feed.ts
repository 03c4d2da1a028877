// The feed's model: items projected from lessons and homework events, per-author lists of public
// items, and per-follower timelines of item references (a cache: rebuilt from the two projections).

export type FeedItemType = 'lesson' | 'homework';

export interface FeedItemRecord {
  /** `${type}:${sourceId}`: lesson and homework ids come from different services. */
  id: string;
  sourceId: string;
  type: FeedItemType;
  authorId: string;
  title: string;
  content: string;
  createdAt: Date;
  wordProblemTheme: string | null;
  sourceFileName: string | null;
  gradeLevel: string | null;
  isPublic: boolean;
  deleted: boolean;
  /** When the event that wrote this state happened (ms); older events never overwrite newer state. */
  version: number;
}

/** What an event says about an item; a deletion carries only the ids. */
export type ItemChange =
  | (Omit<FeedItemRecord, 'deleted'> & { deleted: false })
  | Pick<FeedItemRecord, 'id' | 'sourceId' | 'type' | 'authorId' | 'version'> & { deleted: true };

/** A timeline entry: the item id scored by its creation time (ms). */
export interface TimelineEntry {
  itemId: string;
  score: number;
}

export interface FeedItemStore {
  /** Applies the change unless newer state is stored; returns the stored state either way. */
  apply(change: ItemChange): Promise<FeedItemRecord | undefined>;
  findMany(ids: readonly string[]): Promise<Map<string, FeedItemRecord>>;
}

export interface AuthorItemStore {
  add(authorId: string, entry: TimelineEntry): Promise<void>;
  remove(authorId: string, itemId: string): Promise<void>;
  /** The author's public items, newest first. */
  latest(authorId: string, limit: number): Promise<TimelineEntry[]>;
  /** Authors whose items are merged at read time (more followers than the fan-out limit). */
  bigAuthors(): Promise<ReadonlySet<string>>;
  setBig(authorId: string, big: boolean): Promise<void>;
}

export interface Timelines {
  /** Adds the entry to each of these users' timelines that exists (a missing one is rebuilt on read). */
  addToMany(userIds: readonly string[], entry: TimelineEntry): Promise<void>;
  removeFromMany(userIds: readonly string[], itemIds: readonly string[]): Promise<void>;
  addMany(userId: string, entries: readonly TimelineEntry[]): Promise<void>;
  /**
   * (Re)builds the timeline from `snapshot` (the projections as they are now) unless it is built.
   * Fan-outs and removals that happen while the snapshot is read are kept, in every replica.
   */
  build(userId: string, snapshot: () => Promise<TimelineEntry[]>): Promise<void>;
  /**
   * Newest first, from the position after `after` (exclusive), at most `limit`; undefined when the
   * timeline is missing or not built (never built, flushed, expired unread, or being built). Reading keeps it another idle period.
   */
  read(userId: string, after: TimelineEntry | undefined, limit: number): Promise<TimelineEntry[] | undefined>;
}

export const timelineCap = 800;
export const backfillCount = 200;

/** Newest first; equal times by id, descending, as Redis orders them. */
export function compareEntries(a: TimelineEntry, b: TimelineEntry): number {
  return b.score - a.score || (a.itemId < b.itemId ? 1 : a.itemId > b.itemId ? -1 : 0);
}

export function isAfter(entry: TimelineEntry, cursor: TimelineEntry | undefined): boolean {
  return !cursor || compareEntries(cursor, entry) < 0;
}
