// Transport for every call to the gateway (product spec §7): session cookie always sent, JSON bodies
// labelled as JSON, and any non-success answer becomes an error whose message is `status: body`.

export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
  }
}

/** What a 401 means for a read: an error (the default), or "nobody is signed in" (null). */
export type UnauthorizedBehavior = 'throw' | 'returnNull';

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const bodyText = await res.text().catch(() => '');
  throw new ApiError(res.status, res.statusText, bodyText);
}

/** Sends a request; `data` is sent as JSON, or as-is when it is FormData (multipart uploads). */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include' };
  if (data instanceof FormData) {
    init.body = data;
  } else if (data !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(data);
  }
  const res = await fetch(url, init);
  await throwIfResNotOk(res);
  return res;
}

/** GETs `url` and reads JSON; with `on401: 'returnNull'` a 401 yields null instead of an error. */
export async function getJson<T>(
  url: string,
  { on401 = 'throw' }: { on401?: UnauthorizedBehavior } = {},
): Promise<T | null> {
  const res = await fetch(url, { credentials: 'include' });
  if (on401 === 'returnNull' && res.status === 401) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

export type ErrorBody = { message?: string; field?: string; retryAfterSeconds?: number; supportHint?: string };

/** The JSON body of a failed call, when it had one (`{ message, field, … }`); otherwise null. */
export function errorBodyOf(error: unknown): ErrorBody | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const parsed: unknown = JSON.parse(error.bodyText);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ErrorBody) : null;
  } catch {
    return null;
  }
}

/** The server's `message` when the body carried one, else the error's own message, else `fallback`. */
export function errorMessageOf(error: unknown, fallback: string): string {
  const body = errorBodyOf(error);
  if (typeof body?.message === 'string' && body.message) return body.message;
  if (error instanceof ApiError) return error.message;
  return fallback;
}
