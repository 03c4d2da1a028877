import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { AppError } from '../errors.js';

interface HttpishError {
  status?: number;
  expose?: boolean;
  message?: string;
  type?: string;
}

/** What an error becomes on the wire, and how it is logged. */
export interface ErrorAnswer {
  status: number;
  body: { message: string } & Record<string, unknown>;
  /** Response headers the answer needs (Retry-After on 429). */
  headers: Record<string, string>;
  log: { level: 'info' | 'error'; fields: Record<string, unknown>; message: string };
}

/**
 * The single place where errors become HTTP answers: AppError → its status and `{ message, …extras }`;
 * client errors raised by Koa or the body parser keep their 4xx status; anything else is a 500 with a
 * generic message (details only in the log).
 */
export function errorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof AppError) {
    const retryAfter = error.extras.retryAfterSeconds;
    return {
      status: error.status,
      body: { message: error.message, ...error.extras },
      headers: typeof retryAfter === 'number' ? { 'Retry-After': String(Math.ceil(retryAfter)) } : {},
      log: { level: error.status >= 500 ? 'error' : 'info', fields: { err: error, status: error.status }, message: error.message },
    };
  }
  const httpError = error as HttpishError;
  if (httpError.status && httpError.status >= 400 && httpError.status < 500) {
    return {
      status: httpError.status,
      body: { message: clientErrorMessage(error, httpError) },
      headers: {},
      log: { level: 'info', fields: { status: httpError.status, err: error }, message: 'client error' },
    };
  }
  return {
    status: 500,
    body: { message: 'Something went wrong on our side. Please try again.' },
    headers: {},
    log: { level: 'error', fields: { err: error }, message: 'unhandled error' },
  };
}

/** The Koa middleware around every route: an unknown path is a JSON 404, a thrown error its errorAnswer. */
export function errorHandler(logger: Logger): Middleware {
  return async function errorHandler(ctx, next) {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        ctx.status = 404;
        ctx.body = { message: 'Not Found' };
      }
    } catch (error) {
      const answer = errorAnswer(error);
      ctx.status = answer.status;
      ctx.body = answer.body;
      for (const [name, value] of Object.entries(answer.headers)) ctx.set(name, value);
      const log: Logger = ctx.state.logger ?? logger;
      log[answer.log.level](answer.log.fields, answer.log.message);
    }
  };
}

// Koa, co-body and raw-body errors carry a 4xx status; their own messages are not written for students.
function clientErrorMessage(error: unknown, httpError: HttpishError): string {
  if (httpError.status === 413) return 'Request body is too large';
  if (httpError.status === 415) return 'Unsupported content type';
  if (error instanceof SyntaxError || httpError.type === 'entity.parse.failed') return 'Request body is not valid JSON';
  return httpError.expose && httpError.message ? httpError.message : 'Bad Request';
}
