// Following other students and the feed of what they share (spec §2 Social and Feed, §3, §4 Follow).
import { GradeLevelSchema, ThemeSchema } from '@studyhall/ai-contracts';
import { z } from 'zod';
import { DateTimeSchema, IdSchema } from './common.js';

export const FOLLOW_STATUSES = ['pending', 'accepted', 'rejected', 'unfollowed'] as const;

/** The other party of a relation as the caller may see it (spec §2 shows username or e-mail). */
export const PersonSchema = z.object({
  id: IdSchema,
  username: z.string().nullable(),
  email: z.string(),
});
export type Person = z.infer<typeof PersonSchema>;

/**
 * Spec §3 follow relation: id, followingId and `user`, the other party (the follower in
 * /api/followers and pending requests, the followee in /api/following).
 */
export const FollowRelationSchema = z
  .object({
    id: IdSchema,
    followerId: IdSchema,
    followingId: IdSchema,
    status: z.enum(FOLLOW_STATUSES),
    createdAt: DateTimeSchema,
    updatedAt: DateTimeSchema,
    user: PersonSchema,
  })
  .meta({ id: 'FollowRelation' });
export type FollowRelation = z.infer<typeof FollowRelationSchema>;
export const FollowRelationListSchema = z.array(FollowRelationSchema);

/** POST /api/follow/request: asks to follow someone; a second request for the same person is a 409. */
export const FollowRequestSchema = z.object({
  followingId: z.string({ error: 'followingId is required' }).trim().min(1, 'followingId is required').max(64),
});
export type FollowRequest = z.input<typeof FollowRequestSchema>;

/** Feed author: what the feed shows of them (spec §3 "Feed item": user (username, email)). */
export const FeedAuthorSchema = z.object({ username: z.string().nullable(), email: z.string() });

const feedItemBase = {
  id: IdSchema,
  title: z.string(),
  /** The shared text; the browser shows its first 200 characters (spec §9). */
  content: z.string(),
  createdAt: DateTimeSchema,
  user: FeedAuthorSchema,
};

export const LessonFeedItemSchema = z.object({
  ...feedItemBase,
  type: z.literal('lesson'),
  wordProblemTheme: ThemeSchema.nullable(),
  sourceFileName: z.string().nullable(),
});
export const HomeworkFeedItemSchema = z.object({
  ...feedItemBase,
  type: z.literal('homework'),
  gradeLevel: GradeLevelSchema.nullable(),
});

/** Spec §3 feed item: a public lesson or homework of someone the caller follows. */
export const FeedItemSchema = z
  .discriminatedUnion('type', [LessonFeedItemSchema, HomeworkFeedItemSchema])
  .meta({ id: 'FeedItem' });
export type FeedItem = z.infer<typeof FeedItemSchema>;

export const FEED_PAGE_SIZE = 50;

/** GET /api/feed?cursor=…: newest first, 50 per page; the cursor is opaque (pass back nextCursor). */
export const FeedQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
});
export type FeedQuery = z.input<typeof FeedQuerySchema>;
export const FeedPageSchema = z.object({
  items: z.array(FeedItemSchema).max(FEED_PAGE_SIZE),
  nextCursor: z.string().nullable(),
});
export type FeedPage = z.infer<typeof FeedPageSchema>;
