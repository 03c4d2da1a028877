// Request and response shapes of this service's /api routes (plain zod; they move to the shared
// contracts package at merge time). Field names are the spec's (§3, §7).
import { z } from 'zod';

export const followRequestBody = z.object({ followingId: z.string({ error: 'followingId is required' }).trim().min(1, 'followingId is required').max(64) });
export const requestIdParams = z.object({ requestId: z.string().trim().min(1).max(64) });
export const followingIdParams = z.object({ followingId: z.string().trim().min(1).max(64) });
export const feedQuery = z.object({ cursor: z.string().max(200).optional() });

export const userCard = z.object({ id: z.string(), username: z.string().nullable(), email: z.string() });

export const followRelation = z.object({
  id: z.string(),
  followerId: z.string(),
  followingId: z.string(),
  status: z.enum(['pending', 'accepted', 'rejected', 'unfollowed']),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  user: userCard,
});
export const followRelationList = z.array(followRelation);

export const feedItem = z.object({
  id: z.string(),
  type: z.enum(['lesson', 'homework']),
  title: z.string(),
  content: z.string(),
  createdAt: z.iso.datetime(),
  user: z.object({ username: z.string().nullable(), email: z.string() }),
  wordProblemTheme: z.string().nullable().optional(),
  sourceFileName: z.string().nullable().optional(),
  gradeLevel: z.string().nullable().optional(),
});

/** GET /api/feed: the items, newest first; `nextCursor` asks for the next page (`?cursor=`). */
export const feedPage = z.object({ items: z.array(feedItem), nextCursor: z.string().nullable() });
