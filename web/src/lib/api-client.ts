// Transport for every call to the gateway (product spec §7): session cookie always sent, JSON bodies
// labelled as JSON, and any non-success answer becomes an error whose message is `status: body`.
import type { ErrorBody as ContractErrorBody } from '@studyhall/api-contracts/common';

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

/**
 * Per-call options: an AbortSignal cancels the request (and the reading of its body); headers are
 * added to the request (e.g. `Idempotency-Key`), the JSON content type stays the client's own.
 */
export type RequestOptions = { signal?: AbortSignal; headers?: Record<string, string> };

/** Sends a request; `data` is sent as JSON, or as-is when it is FormData (multipart uploads). */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  { signal, headers }: RequestOptions = {},
): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include' };
  const sent: Record<string, string> = { ...headers };
  if (data instanceof FormData) {
    init.body = data;
  } else if (data !== undefined) {
    sent['Content-Type'] = 'application/json';
    init.body = JSON.stringify(data);
  }
  if (Object.keys(sent).length > 0) init.headers = sent;
  if (signal) init.signal = signal;
  const res = await fetch(url, init);
  await throwIfResNotOk(res);
  return res;
}

/** Sends a request and reads the JSON answer. */
export async function apiJson<T>(method: string, url: string, data?: unknown, options?: RequestOptions): Promise<T> {
  const res = await apiRequest(method, url, data, options);
  return (await res.json()) as T;
}

/** Sends a request whose answer is bytes (audio, files): a Blob keeps the answer's media type. */
export async function apiBlob(method: string, url: string, data?: unknown, options?: RequestOptions): Promise<Blob> {
  const res = await apiRequest(method, url, data, options);
  return res.blob();
}

/** The same as apiBlob, as raw bytes (e.g. for decoding audio with the Web Audio API). */
export async function apiArrayBuffer(method: string, url: string, data?: unknown, options?: RequestOptions): Promise<ArrayBuffer> {
  const res = await apiRequest(method, url, data, options);
  return res.arrayBuffer();
}

/** GETs `url` and reads JSON; with `on401: 'returnNull'` a 401 yields null instead of an error. */
export async function getJson<T>(
  url: string,
  { on401 = 'throw', signal }: { on401?: UnauthorizedBehavior } & RequestOptions = {},
): Promise<T | null> {
  const res = await fetch(url, signal ? { credentials: 'include', signal } : { credentials: 'include' });
  if (on401 === 'returnNull' && res.status === 401) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** The error body every service answers (spec §7), from the shared contracts; fields may be missing on foreign answers. */
export type ErrorBody = Partial<ContractErrorBody>;

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
