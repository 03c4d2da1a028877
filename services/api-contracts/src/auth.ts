import { z } from 'zod';
import { DateTimeSchema, IdSchema } from './common.js';

/** Spec §3 users, as GET /api/auth/user, sign-in and sign-up answer it (never the password hash). */
export const UserSchema = z
  .object({
    id: IdSchema,
    email: z.string(),
    username: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    totalScore: z.number().int(),
    streak: z.number().int(),
    globalRank: z.number().int(),
    createdAt: DateTimeSchema,
    updatedAt: DateTimeSchema,
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

// Trimmed, then checked (the string method rather than a pipe, so the document states the format).
const emailSchema = z.string({ error: 'is required' }).trim().email({ error: 'must be a valid email address' }).max(254);

const optionalName = z.string().trim().max(100, 'must be at most 100 characters').optional();

/** POST /api/auth/register: a local account; the answer is the new user and a session cookie. */
export const RegisterRequestSchema = z.object({
  email: emailSchema,
  // The upper bound keeps argon2 work per request bounded.
  password: z
    .string({ error: 'is required' })
    .min(8, 'must be at least 8 characters')
    .max(256, 'must be at most 256 characters')
    // Said here because JSON Schema cannot: auth also refuses passwords that are easy to guess.
    .meta({ description: 'At least 8 characters, and not a common, breached or easily guessed password' }),
  firstName: optionalName,
  lastName: optionalName,
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{3,30}$/, 'must be 3-30 letters, digits, dots, dashes or underscores')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

/** POST /api/auth/login. */
export const SignInRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'is required' })
    .min(1, 'is required')
    .max(256, 'must be at most 256 characters'),
});
export type SignInRequest = z.input<typeof SignInRequestSchema>;

/** GET /api/callback: the OpenID Connect provider's answer, passed through untouched. */
export const CallbackQuerySchema = z.looseObject({
  state: z.string().optional(),
  code: z.string().optional(),
});

/** GET /api/users/search?q=…: a whole e-mail address, or the start of a username (spec §2 Social). */
export const UserSearchQuerySchema = z.object({
  q: z
    .string()
    .max(254, 'must be at most 254 characters')
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'must not contain control characters')
    .default(''),
});
export type UserSearchQuery = z.input<typeof UserSearchQuerySchema>;

export const USER_SEARCH_MAX_RESULTS = 20;

/** Spec §3 search result: id, username (optional), email (masked unless the searcher typed it). Never the caller. */
export const UserSearchHitSchema = z.object({
  id: IdSchema,
  username: z.string().nullable(),
  email: z.string(),
});
export type UserSearchHit = z.infer<typeof UserSearchHitSchema>;
export const UserSearchResponseSchema = z.array(UserSearchHitSchema).max(USER_SEARCH_MAX_RESULTS);

/**
 * Spec §3 achievements with the caller's user_achievements: GET /api/users/{id}/achievements (own id
 * only; another user's → 404) answers the whole catalogue, each entry unlocked (with when) or not yet.
 */
export const StudentAchievementSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    /** A Material icon name, e.g. `flag`, `fire`, `star`, `trophy`. */
    icon: z.string(),
    /** A CSS colour, e.g. `#2e7d32`. */
    color: z.string(),
    unlockedAt: DateTimeSchema.nullable(),
  })
  .meta({ id: 'StudentAchievement' });
export type StudentAchievement = z.infer<typeof StudentAchievementSchema>;
export const StudentAchievementListSchema = z.array(StudentAchievementSchema);
