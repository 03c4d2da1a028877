// GET /api/feed: the reader's timeline (rebuilt when Redis lost it or it expired unread), big authors merged in, newest first.
import { Invalid } from '@studyhall/platform/errors';
import { compareEntries, isAfter, timelineCap, type FeedItemRecord, type TimelineEntry } from './feed.js';
import type { FeedDeps } from './item-changes.js';
import type { UserDirectory, UserProfile } from './relations.js';

export const feedPageSize = 50;

export interface FeedItemView {
  id: string;
  type: FeedItemRecord['type'];
  title: string;
  content: string;
  createdAt: Date;
  user: { username: string | null; email: string };
  wordProblemTheme?: string | null;
  sourceFileName?: string | null;
  gradeLevel?: string | null;
}

export interface FeedPage {
  items: FeedItemView[];
  nextCursor: string | null;
}

type ReadDeps = FeedDeps & { users: UserDirectory };

export async function readFeed(deps: ReadDeps, userId: string, cursorText?: string): Promise<FeedPage> {
  const cursor = cursorText ? decodeCursor(cursorText) : undefined;
  const [own, merged] = await Promise.all([ownEntries(deps, userId, cursor), bigAuthorEntries(deps, userId, cursor)]);
  const entries = dedupe([...own, ...merged].sort(compareEntries)).slice(0, feedPageSize + 1);
  const page = entries.slice(0, feedPageSize);
  const items = await hydrate(deps, page);
  const last = page.at(-1);
  return { items, nextCursor: entries.length > feedPageSize && last ? encodeCursor(last) : null };
}

async function ownEntries(deps: FeedDeps, userId: string, cursor: TimelineEntry | undefined): Promise<TimelineEntry[]> {
  const entries = await deps.timelines.read(userId, cursor, feedPageSize + 1);
  if (entries) return entries;
  await rebuildTimeline(deps, userId);
  return (await deps.timelines.read(userId, cursor, feedPageSize + 1)) ?? [];
}

/** Redis is a cache: the timeline is the followed authors' latest public items, from the projections. */
export async function rebuildTimeline(deps: FeedDeps, userId: string): Promise<void> {
  await deps.timelines.build(userId, async () => {
    const [{ following }, big] = await Promise.all([deps.index.get(userId), deps.authors.bigAuthors()]);
    const perAuthor = await Promise.all(following.filter((id) => !big.has(id)).map((id) => deps.authors.latest(id, timelineCap)));
    return perAuthor.flat().sort(compareEntries).slice(0, timelineCap);
  });
}

async function bigAuthorEntries(deps: FeedDeps, userId: string, cursor: TimelineEntry | undefined): Promise<TimelineEntry[]> {
  const big = await deps.authors.bigAuthors();
  if (big.size === 0) return [];
  const { following } = await deps.index.get(userId);
  const lists = await Promise.all(following.filter((id) => big.has(id)).map((id) => deps.authors.latest(id, timelineCap)));
  return lists.flat().filter((entry) => isAfter(entry, cursor));
}

function dedupe(entries: TimelineEntry[]): TimelineEntry[] {
  return entries.filter((entry, i) => i === 0 || entry.itemId !== entries[i - 1]!.itemId);
}

async function hydrate(deps: ReadDeps, entries: TimelineEntry[]): Promise<FeedItemView[]> {
  const records = await deps.items.findMany(entries.map((entry) => entry.itemId));
  // An item made private a moment ago may still be referenced; the projection has the last word.
  const visible = entries.map((entry) => records.get(entry.itemId)).filter((item) => item?.isPublic && !item.deleted) as FeedItemRecord[];
  const authors = await deps.users.findMany([...new Set(visible.map((item) => item.authorId))]);
  return visible.map((item) => toView(item, authors.get(item.authorId)));
}

function toView(item: FeedItemRecord, author: UserProfile | undefined): FeedItemView {
  const base = { id: item.sourceId, type: item.type, title: item.title, content: item.content, createdAt: item.createdAt, user: authorCard(author) };
  return item.type === 'lesson'
    ? { ...base, wordProblemTheme: item.wordProblemTheme, sourceFileName: item.sourceFileName }
    : { ...base, gradeLevel: item.gradeLevel };
}

/** The author's e-mail only when they have no username to show (spec §2 Feed); masked otherwise, as auth's search masks it. */
export function authorCard(author: UserProfile | undefined): FeedItemView['user'] {
  if (!author) return { username: null, email: '' };
  return { username: author.username, email: author.username ? maskEmail(author.email ?? '') : (author.email ?? '') };
}

export function maskEmail(email: string): string {
  if (!email) return email;
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}•••${email.slice(at)}` : '•••';
}

function encodeCursor(entry: TimelineEntry): string {
  return Buffer.from(JSON.stringify([entry.score, entry.itemId])).toString('base64url');
}

function decodeCursor(text: string): TimelineEntry {
  try {
    const [score, itemId] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (typeof score === 'number' && typeof itemId === 'string') return { score, itemId };
  } catch {
    // fall through to the 400
  }
  throw new Invalid('cursor: Invalid cursor', { field: 'cursor' });
}
