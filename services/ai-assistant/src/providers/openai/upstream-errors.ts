// The OpenAI API (or any compatible server) is outside our walls: its failures become our errors
// with messages a student can act on. Details stay in the log via `cause`.
import { AppError, TooMany, UpstreamFailed } from '@studyhall/platform/errors';
import OpenAI from 'openai';

const DEFAULT_RETRY_AFTER_SECONDS = 30;

export class MalformedAnswerError extends UpstreamFailed {
  constructor(readonly problems: string, options?: { cause?: unknown }) {
    super('The AI service returned an answer we could not use. Please try again.', 502, options);
  }
}

export function toUpstreamError(error: unknown): Error {
  if (error instanceof AppError) return error;
  if (error instanceof OpenAI.RateLimitError) {
    return new TooMany('The AI service is busy right now. Please wait a moment and try again.', retryAfterSeconds(error), {
      supportHint: 'This limit comes from our AI provider, not from your account.',
    });
  }
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new UpstreamFailed('The AI service took too long to answer. Please try again.', 504, { cause: error });
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new UpstreamFailed('We could not reach the AI service. Please try again in a moment.', 502, { cause: error });
  }
  if (error instanceof OpenAI.APIError) {
    const message = (error.status ?? 500) >= 500
      ? 'The AI service is having trouble right now. Please try again in a moment.'
      : 'The AI service could not process this request. Please try again later.';
    return new UpstreamFailed(message, 502, { cause: error });
  }
  return error instanceof Error ? error : new Error(String(error));
}

function retryAfterSeconds(error: InstanceType<typeof OpenAI.RateLimitError>): number {
  const headers = error.headers;
  const seconds = Number(headers?.get('retry-after'));
  if (Number.isFinite(seconds) && seconds > 0) return Math.ceil(seconds);
  const ms = Number(headers?.get('retry-after-ms'));
  if (Number.isFinite(ms) && ms > 0) return Math.max(1, Math.ceil(ms / 1000));
  return DEFAULT_RETRY_AFTER_SECONDS;
}
