// The one error family of StudyHall. Domain code throws these; the HTTP error middleware turns
// them into `{ "message": … }` bodies (plus the extra fields a caller needs, e.g. retryAfterSeconds).
export type ErrorExtras = Record<string, string | number | boolean | null | undefined>;

export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly extras: ErrorExtras = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

export class Invalid extends AppError {
  constructor(message: string, extras?: ErrorExtras, options?: { cause?: unknown }) {
    super('invalid', 400, message, extras, options);
  }
}

export class Unauthorized extends AppError {
  constructor(message = 'Unauthorized', extras?: ErrorExtras) {
    super('unauthorized', 401, message, extras);
  }
}

export class Forbidden extends AppError {
  constructor(message = 'You do not have access to this resource', extras?: ErrorExtras) {
    super('forbidden', 403, message, extras);
  }
}

export class NotFound extends AppError {
  constructor(message = 'Not Found', extras?: ErrorExtras) {
    super('not_found', 404, message, extras);
  }
}

export class Conflict extends AppError {
  constructor(message: string, extras?: ErrorExtras) {
    super('conflict', 409, message, extras);
  }
}

export class PayloadTooLarge extends AppError {
  constructor(message: string, extras?: ErrorExtras) {
    super('payload_too_large', 413, message, extras);
  }
}

export class Unprocessable extends AppError {
  constructor(message: string, extras?: ErrorExtras, options?: { cause?: unknown }) {
    super('unprocessable', 422, message, extras, options);
  }
}

export class TooMany extends AppError {
  constructor(message: string, retryAfterSeconds: number, extras?: ErrorExtras) {
    super('too_many', 429, message, { ...extras, retryAfterSeconds });
  }
}

export class UpstreamFailed extends AppError {
  constructor(message: string, status: 502 | 503 | 504 = 502, options?: { cause?: unknown }) {
    super('upstream_failed', status, message, {}, options);
  }
}

export const temporarilyUnavailableMessage = 'The service is temporarily unavailable. Please try again in a moment.';

/** A dependency (Redis, …) cannot be reached right now: 503, worth retrying shortly. */
export class TemporarilyUnavailable extends AppError {
  constructor(message = temporarilyUnavailableMessage, options?: { cause?: unknown }) {
    super('temporarily_unavailable', 503, message, {}, options);
  }
}

// How ioredis fails a command when Redis does not answer (commandTimeout), is gone for good
// (retries spent) or the connection is down with no offline queue.
const unreachableRedisMessages = new Set([
  'Command timed out',
  'Connection is closed.',
  "Stream isn't writeable and enableOfflineQueue options is false",
]);

// How the MongoDB driver and mongoose fail when no server answers (down, refusing, stalled).
const unreachableMongoErrors = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
]);

// How the AWS SDK fails when S3 (MinIO) does not answer: a socket error or its own timeout, after
// its retries; or S3 itself saying it is overloaded or not ready (5xx).
const unreachableSocketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);

function isS3Unreachable(error: Error): boolean {
  const sdk = error as Error & { $metadata?: { httpStatusCode?: number }; code?: string };
  if (!sdk.$metadata) return false;
  if (error.name === 'TimeoutError' || unreachableSocketCodes.has(sdk.code ?? '')) return true;
  return (sdk.$metadata.httpStatusCode ?? 0) >= 500;
}

/** True for an error that means "Redis, MongoDB or S3 could not be reached", not "the request was wrong". */
export function isDependencyUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'MaxRetriesPerRequestError' || unreachableRedisMessages.has(error.message)) return true;
  if (isS3Unreachable(error)) return true;
  return unreachableMongoErrors.has(error.name) || (error.name === 'MongooseError' && /buffering timed out/.test(error.message));
}
