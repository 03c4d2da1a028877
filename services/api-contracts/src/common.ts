import { z } from 'zod';

/**
 * Every non-success answer of a service or the gateway (CONVENTIONS "Errors"): a message written for
 * the student, the offending field of a 400, for AI limits the hint and the wait, and for an
 * unreadable upload the reason.
 */
export const ErrorBodySchema = z
  .object({
    message: z.string(),
    field: z.string().optional(),
    supportHint: z.string().optional(),
    retryAfterSeconds: z.number().nonnegative().optional(),
    /** Why an uploaded document could not be read (422), e.g. `encrypted`, `no-text`. */
    reason: z.string().optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Ids are opaque strings (Mongo ObjectIds or UUIDs); a malformed one is simply not found. */
export const IdSchema = z.string().trim().min(1).max(64);

/** Dates travel as ISO-8601 strings (what JSON.stringify makes of a Date). */
export const DateTimeSchema = z.iso.datetime({ offset: true }).meta({ id: 'DateTime' });

/** Path parameter objects, one per route shape. */
export const IdParamsSchema = z.object({ id: IdSchema });
export const SessionIdParamsSchema = z.object({ sessionId: IdSchema });
export const RequestIdParamsSchema = z.object({ requestId: IdSchema });
export const FollowingIdParamsSchema = z.object({ followingId: IdSchema });

/** PATCH …/privacy body for lessons and homework (spec §4 "Lesson visibility toggles Public/Private"). */
export const PrivacyRequestSchema = z.object({ isPublic: z.boolean({ error: 'isPublic must be true or false' }) });
export type PrivacyRequest = z.infer<typeof PrivacyRequestSchema>;

/** Spec §9 upload limits, enforced again by the owning service by magic bytes. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MIME_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
] as const;

/** A multipart file part: PDF or image, at most 10 MB (spec §5). */
export const UploadFileSchema = z
  .file({ error: 'Please select a PDF or image file to upload' })
  .max(UPLOAD_MAX_BYTES, 'Please select a file smaller than 10MB')
  .meta({ description: 'PDF, JPEG, PNG, WEBP, HEIC or HEIF; at most 10 MB' });

