import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export type ServiceName = 'auth' | 'lessons-quiz' | 'homework' | 'social-feed' | 'ai-assistant';
/** Which rate-limit budget a route spends: AI work and sign-in attempts are the expensive ones. */
export type LimitClass = 'default' | 'ai' | 'login';

export interface ApiRequest {
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The body is multipart/form-data (file uploads); otherwise JSON. */
  multipart?: boolean;
}

export interface ApiResponse {
  description: string;
  /** JSON body schema; absent for bodiless answers (204, redirects) and binary ones. */
  schema?: z.ZodType;
  /** Binary answers (e.g. audio) list their media types instead of a schema. */
  binary?: readonly string[];
}

/**
 * One public /api call: the gateway routes by it, the services answer it, the OpenAPI document
 * describes it. Every error status listed in `errors` answers with ErrorBodySchema.
 */
export interface ApiRoute {
  method: HttpMethod;
  /** OpenAPI style: `/api/lessons/{id}`. */
  path: string;
  service: ServiceName;
  summary: string;
  request?: ApiRequest;
  /** Success answers by status. */
  responses: Readonly<Record<number, ApiResponse>>;
  /** Error statuses the owning service answers (the gateway's 401/413/429 are added for it). */
  errors?: readonly number[];
  /** Reachable without a session. */
  public?: boolean;
  limit?: LimitClass;
  /** Takes a multipart file upload (the upload cap applies instead of the JSON cap). */
  upload?: boolean;
  /**
   * How long the gateway waits for the answer: `default` 15 s; `interactive` 28 s (a student waits at
   * the screen: study chat, read-aloud); `generation` 120 s (AI work). AI routes default to generation.
   */
  budget?: 'default' | 'interactive' | 'generation';
}

export const ok = (schema: z.ZodType, description = 'OK'): Readonly<Record<number, ApiResponse>> => ({
  200: { description, schema },
});
export const created = (schema: z.ZodType, description = 'Created'): Readonly<Record<number, ApiResponse>> => ({
  201: { description, schema },
});
export const noContent = (description = 'Done'): Readonly<Record<number, ApiResponse>> => ({ 204: { description } });
export const redirect = (description: string): Readonly<Record<number, ApiResponse>> => ({ 302: { description } });

/** The errors of every call to the AI: bad upload/text, quota, AI unavailable or slow. */
export const AI_ERRORS = [400, 422, 429, 502, 504] as const;
/** The errors of an upload: no file, wrong type, too large. */
export const UPLOAD_ERRORS = [400, 413, 415] as const;
