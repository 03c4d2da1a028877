import { errorBodyOf } from '../../../lib/api-client';

/** Spec §8: the server's `message` when the failure carried one, else the screen's own fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  const message = errorBodyOf(error)?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}
