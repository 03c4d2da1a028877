import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { AppError, isDependencyUnreachable, TemporarilyUnavailable } from '../errors.js';

interface HttpishError {
  status?: number;
  expose?: boolean;
  message?: string;
  type?: string;
}

/**
 * The single place where errors become HTTP responses: AppError → its status and `{ message, …extras }`;
 * client errors raised by Koa or the body parser keep their 4xx status; anything else is a 500 with a
 * generic message (details only in the log).
 */
export function errorHandler(logger: Logger): Middleware {
  return async function errorHandler(ctx, next) {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        ctx.status = 404;
        ctx.body = { message: 'Not Found' };
      }
    } catch (thrown) {
      const log: Logger = ctx.state.logger ?? logger;
      const error = isDependencyUnreachable(thrown) ? new TemporarilyUnavailable(undefined, { cause: thrown }) : thrown;
      if (error instanceof AppError) {
        ctx.status = error.status;
        ctx.body = { message: error.message, ...error.extras };
        const retryAfter = error.extras.retryAfterSeconds;
        if (typeof retryAfter === 'number') ctx.set('Retry-After', String(Math.ceil(retryAfter)));
        log[error.status >= 500 ? 'error' : 'info']({ err: error, status: error.status }, error.message);
        return;
      }
      const httpError = error as HttpishError;
      if (httpError.status && httpError.status >= 400 && httpError.status < 500) {
        ctx.status = httpError.status;
        ctx.body = { message: clientErrorMessage(error, httpError) };
        log.info({ status: httpError.status, err: error }, 'client error');
        return;
      }
      log.error({ err: error }, 'unhandled error');
      ctx.status = 500;
      ctx.body = { message: 'Something went wrong on our side. Please try again.' };
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
