import { ApiError, errorBodyOf } from '../../../lib/api-client';

// What the study chat call answers, and the error toast text for each way it can fail (spec §8 "Chat").

export const CHAT_FAILED_MESSAGE = 'Failed to get response from study assistant. Please try again.';
export const CHAT_EMPTY_REPLY_MESSAGE = 'Received empty response from study assistant.';

/** A success answer whose body had no usable `response` (spec §5: that is an error). */
export class EmptyReplyError extends Error {
  constructor() {
    super(CHAT_EMPTY_REPLY_MESSAGE);
    this.name = 'EmptyReplyError';
  }
}

/** The reply text of a `{ response }` body; throws EmptyReplyError when it is missing or blank. */
export function readChatReply(body: unknown): string {
  const response = body && typeof body === 'object' ? (body as { response?: unknown }).response : undefined;
  if (typeof response !== 'string' || !response.trim()) throw new EmptyReplyError();
  return response.trim();
}

/** The toast description: the server's `message` on a non-OK answer, else the spec's fallbacks. */
export function chatErrorMessage(error: unknown): string {
  if (error instanceof EmptyReplyError) return CHAT_EMPTY_REPLY_MESSAGE;
  if (error instanceof ApiError) {
    const message = errorBodyOf(error)?.message;
    return typeof message === 'string' && message.trim() ? message : CHAT_FAILED_MESSAGE;
  }
  return CHAT_FAILED_MESSAGE;
}
