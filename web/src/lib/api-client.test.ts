import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiArrayBuffer, apiBlob, apiJson, apiRequest, errorBodyOf, errorMessageOf, getJson } from './api-client';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends JSON with a JSON content type and the session cookie', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/auth/login', { email: 'a@b.co', password: 'secret123' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@b.co","password":"secret123"}',
    });
  });

  it('adds the caller\'s headers next to the JSON content type', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    await apiJson('POST', '/api/quiz-sessions/s1/answer', { userAnswer: '1' }, { headers: { 'Idempotency-Key': 's1:0' } });
    expect(fetchMock.mock.calls[0]![1]!.headers).toEqual({ 'Idempotency-Key': 's1:0', 'Content-Type': 'application/json' });
    await apiRequest('POST', '/api/quiz-sessions/s1/complete', undefined, { headers: { 'Idempotency-Key': 's1:complete' } });
    expect(fetchMock.mock.calls[1]![1]).toEqual({ method: 'POST', credentials: 'include', headers: { 'Idempotency-Key': 's1:complete' } });
  });

  it('sends FormData untouched so the browser sets the multipart boundary', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    const form = new FormData();
    form.append('gradeLevel', '7th');
    await apiRequest('POST', '/api/homework/solve', form);
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect(init.headers).toBeUndefined();
  });

  it('sends no body and no content type when there is no payload', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await apiRequest('POST', '/api/logout');
    expect(fetchMock.mock.calls[0]![1]).toEqual({ method: 'POST', credentials: 'include' });
  });

  it('fails with "status: body" on a non-success answer', async () => {
    stubFetch(new Response('{"message":"An account with this email already exists"}', { status: 409 }));
    await expect(apiRequest('POST', '/api/auth/register', {})).rejects.toThrow(
      '409: {"message":"An account with this email already exists"}',
    );
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('GET', '/api/lessons')).rejects.toThrow(/^502: Bad Gateway$/);
  });
});

describe('abort signals and binary answers', () => {
  it('passes the abort signal to fetch, so an aborted call rejects', async () => {
    const fetchMock = vi.fn<typeof fetch>((_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    vi.stubGlobal('fetch', fetchMock);
    const controller = new AbortController();
    const pending = apiRequest('POST', '/api/study-chat', { messages: [] }, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchMock.mock.calls[0]![1]!.signal).toBe(controller.signal);
  });

  it('reads audio bytes as a Blob with their media type, or as an ArrayBuffer', async () => {
    const bytes = new Uint8Array([82, 73, 70, 70]);
    stubFetch(new Response(bytes, { headers: { 'content-type': 'audio/wav' } }));
    const blob = await apiBlob('POST', '/api/text-to-speech', { text: 'Hello' });
    expect(blob.type).toBe('audio/wav');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    stubFetch(new Response(bytes, { headers: { 'content-type': 'audio/wav' } }));
    expect(new Uint8Array(await apiArrayBuffer('POST', '/api/text-to-speech', { text: 'Hello' }))).toEqual(bytes);
  });

  it('keeps "status: body" for binary calls that fail', async () => {
    stubFetch(new Response('{"message":"Text is required"}', { status: 400 }));
    await expect(apiBlob('POST', '/api/text-to-speech', { text: '' })).rejects.toThrow('400: {"message":"Text is required"}');
  });

  it('apiJson sends JSON and reads the JSON answer', async () => {
    stubFetch(Response.json({ id: 'u1' }, { status: 201 }));
    await expect(apiJson('POST', '/api/auth/register', { email: 'a@b.co' })).resolves.toEqual({ id: 'u1' });
  });
});

describe('getJson', () => {
  it('reads JSON with the session cookie', async () => {
    const fetchMock = stubFetch(Response.json([{ id: 'l1' }]));
    await expect(getJson('/api/lessons')).resolves.toEqual([{ id: 'l1' }]);
    expect(fetchMock.mock.calls[0]![1]).toEqual({ credentials: 'include' });
  });

  it('treats 401 as an error by default', async () => {
    stubFetch(new Response('{"message":"Unauthorized"}', { status: 401 }));
    await expect(getJson('/api/auth/user')).rejects.toThrow('401: {"message":"Unauthorized"}');
  });

  it('yields null on 401 when asked to', async () => {
    stubFetch(new Response('{"message":"Unauthorized"}', { status: 401 }));
    await expect(getJson('/api/auth/user', { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('still fails on other errors when 401 yields null', async () => {
    stubFetch(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(getJson('/api/auth/user', { on401: 'returnNull' })).rejects.toThrow('500: Internal Server Error');
  });
});

describe('error bodies', () => {
  it('reads the field a 400 names', () => {
    const error = new ApiError(400, 'Bad Request', '{"message":"Password must be at least 8 characters","field":"password"}');
    expect(errorBodyOf(error)).toEqual({ message: 'Password must be at least 8 characters', field: 'password' });
    expect(errorMessageOf(error, 'x')).toBe('Password must be at least 8 characters');
  });

  it('uses the whole error message when the body is not JSON', () => {
    const error = new ApiError(504, 'Gateway Timeout', '');
    expect(errorBodyOf(error)).toBeNull();
    expect(errorMessageOf(error, 'Failed')).toBe('504: Gateway Timeout');
  });

  it('uses the fallback for errors that never reached the server', () => {
    expect(errorMessageOf(new TypeError('Failed to fetch'), 'Failed to sign in')).toBe('Failed to sign in');
  });
});
