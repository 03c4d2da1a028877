// The one typed client of ai-assistant's internal API (lessons-quiz and homework): an internal token
// per call in the student's name (their AI quota is charged), a time budget per call, the response
// checked against its schema, and failures as the platform's errors: the AI's own 4xx answers (429
// with retryAfterSeconds and supportHint, 404, 422 unreadable file) pass through; a dead or broken
// AI service is a 502, a slow one a 504.
import { currentTraceparent, defineCounter, defineHistogram, SpanKind, startSpan } from '@studyhall/platform';
import { AppError, UpstreamFailed } from '@studyhall/platform/errors';
import type { z } from 'zod';
import { AI_ASSISTANT_AUDIENCE, INTERNAL_API, type InternalOperation } from './internal-api.js';

type Api = typeof INTERNAL_API;
export type AiClient = {
  [O in InternalOperation]: (userId: string, request: z.input<Api[O]['request']>) => Promise<z.infer<Api[O]['response']>>;
};

export interface AiClientOptions {
  baseUrl: string;
  /** Mints the internal token for a user and audience (platform's mintInternalToken with the service's key). */
  mintToken: (identity: { userId: string; audience: string }) => Promise<string>;
  /** Per call; default 60 s (extraction with OCR and generation can take long). */
  timeoutMs?: number;
  /** Tighter budgets for some operations, e.g. { nextQuestion: 10_000 }. */
  timeoutsMs?: Partial<Record<InternalOperation, number>>;
}

export const aiTimeoutMessage = 'The AI assistant took too long to answer. Please try again.';
export const aiUnavailableMessage = 'The AI assistant is unavailable right now. Please try again in a moment.';

export function createAiClient(options: AiClientOptions): AiClient {
  const entries = (Object.keys(INTERNAL_API) as InternalOperation[]).map((operation) => [
    operation,
    (userId: string, request: unknown) => call(options, operation, userId, request),
  ]);
  return Object.fromEntries(entries) as AiClient;
}

const aiCallDuration = defineHistogram(
  'ai_call_duration_seconds',
  'Calls to the AI assistant by operation and outcome (ok, or the HTTP status the caller saw); its _count is the call rate.',
  ['operation', 'outcome'],
  [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120],
);
const aiCallErrors = defineCounter(
  'ai_call_errors_total',
  'Calls to the AI assistant that failed, by operation and the status the caller saw (502 unreachable, 504 too slow, 429 quota…).',
  ['operation', 'status'],
);

/** One call, timed, counted and traced (a CLIENT span whose traceparent the AI service continues). */
async function call(options: AiClientOptions, operation: InternalOperation, userId: string, request: unknown): Promise<unknown> {
  const stop = aiCallDuration.startTimer({ operation });
  const span = startSpan(`POST ai-assistant ${operation}`, { kind: SpanKind.CLIENT, attributes: { 'ai.operation': operation } });
  try {
    const answer = await send(options, operation, userId, request, span.traceparent ?? currentTraceparent());
    stop({ outcome: 'ok' });
    span.end();
    return answer;
  } catch (error) {
    const status = String(error instanceof AppError ? error.status : 500);
    stop({ outcome: status });
    aiCallErrors.inc({ operation, status });
    span.end(error);
    throw error;
  }
}

async function send(options: AiClientOptions, operation: InternalOperation, userId: string, request: unknown, traceparent?: string) {
  const spec = INTERNAL_API[operation];
  const token = await options.mintToken({ userId, audience: AI_ASSISTANT_AUDIENCE });
  const timeoutMs = options.timeoutsMs?.[operation] ?? options.timeoutMs ?? 60_000;
  let response: Response;
  try {
    response = await fetch(new URL(spec.path, options.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(traceparent ? { traceparent } : {}) },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = (error as { name?: string }).name === 'TimeoutError';
    throw new UpstreamFailed(timedOut ? aiTimeoutMessage : aiUnavailableMessage, timedOut ? 504 : 502, { cause: error });
  }
  const body = (await response.json().catch(() => undefined)) as ErrorBody | undefined;
  if (!response.ok) throw failure(response.status, body);
  const parsed = spec.response.safeParse(body);
  if (!parsed.success) throw new UpstreamFailed(aiUnavailableMessage, 502, { cause: parsed.error });
  return parsed.data;
}

type ErrorBody = { message?: unknown; supportHint?: unknown; retryAfterSeconds?: unknown; reason?: unknown };

function failure(status: number, body: ErrorBody | undefined): AppError {
  const message = typeof body?.message === 'string' && body.message ? body.message : aiUnavailableMessage;
  if (status === 504) return new UpstreamFailed(aiTimeoutMessage, 504);
  // A 400 or 401 means the caller sent something the AI service refused: our bug, not the student's.
  if (status >= 500 || status === 400 || status === 401 || status === 403) return new UpstreamFailed(message, status === 503 ? 503 : 502);
  const extras: Record<string, string | number> = {};
  for (const name of ['supportHint', 'retryAfterSeconds', 'reason'] as const) {
    const value = body?.[name];
    if (typeof value === 'string' || typeof value === 'number') extras[name] = value;
  }
  return new AppError(status === 429 ? 'too_many' : 'ai_refused', status, message, extras);
}
