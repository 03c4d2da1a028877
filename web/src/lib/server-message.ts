import { errorBodyOf } from './api-client';

/**
 * The `message` field of a failed call's JSON body, else `fallback` (spec §8: "toast titled Error with
 * the body's message field; fallback Failed to …"). Unlike errorMessageOf, never shows "status: body".
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  const message = errorBodyOf(error)?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}
