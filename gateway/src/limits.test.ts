import { request as httpRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTooLargeMessage } from './body-limit.js';
import { echoService } from './testing/echo-service.js';
import {
  deadUrl, freshIp, listen, serviceApp, signedInUser, startGateway, testConfig, type Running, type TestGateway,
} from './testing/harness.js';

const tenMegabytes = 10 * 1024 * 1024;
const uploadCap = tenMegabytes + 64 * 1024; // the file plus room for the multipart envelope
let upstreamHits = 0;
let homework: Running;
let chat: Running;
let silent: Running;
let auth: Running;
let gateway: TestGateway;

beforeAll(async () => {
  homework = await listen(echoService('homework', { onRequest: () => (upstreamHits += 1) }));
  chat = await listen(echoService('ai-assistant'));
  auth = await listen(echoService('auth', { publicPaths: ['/api/auth/login'] }));
  const neverAnswers = serviceApp();
  neverAnswers.use(() => new Promise(() => undefined));
  silent = await listen(neverAnswers);
  gateway = await startGateway(
    testConfig(
      { homework: homework.url, 'ai-assistant': chat.url, 'social-feed': silent.url, auth: auth.url, 'lessons-quiz': await deadUrl() },
      { UPSTREAM_TIMEOUT_MS: '300', RATE_LIMIT_DEFAULT_PER_USER: '5' },
    ),
  );
});

afterAll(async () => {
  await gateway.close();
  await Promise.all([homework.close(), chat.close(), silent.close(), auth.close()]);
});

/** Sends headers and `firstBytes`, then keeps the body open until a response arrives. */
function openUpload(path: string, headers: Record<string, string>, firstBytes: Buffer): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${gateway.url}${path}`, { method: 'POST', headers }, resolve);
    req.on('error', reject);
    req.write(firstBytes);
  });
}

async function readJson(response: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of response) text += chunk;
  return JSON.parse(text);
}

/** A signed-in chunked (no Content-Length) upload of `chunkCount` × 64 KB to the homework solver. */
async function postChunkedUpload(chunkCount: number): Promise<Response> {
  const { cookie } = await signedInUser(gateway.redis);
  const chunks = Array.from({ length: chunkCount }, () => new Uint8Array(64 * 1024));
  return fetch(`${gateway.url}/api/homework/solve`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'multipart/form-data; boundary=x' },
    body: ReadableStream.from(chunks),
    duplex: 'half',
  } as RequestInit);
}

describe('body limits', () => {
  it('refuses an upload declared over 10 MB before reading its body', async () => {
    const { cookie } = await signedInUser(gateway.redis);
    const hitsBefore = upstreamHits;
    const response = await openUpload(
      '/api/homework/solve',
      { cookie, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(uploadCap + 1) },
      Buffer.alloc(1024),
    );
    expect(response.statusCode).toBe(413);
    expect(await readJson(response)).toEqual({ message: fileTooLargeMessage });
    expect(upstreamHits).toBe(hitsBefore);
  });

  it('cuts off a chunked upload once it crosses 10 MB', async () => {
    const response = await postChunkedUpload(162); // 10 MB + 128 KB
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: fileTooLargeMessage });
  });

  it('streams an upload under the cap through to the service', async () => {
    const response = await postChunkedUpload(32);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ bodyBytes: 32 * 64 * 1024 });
  });

  it('accepts a file of exactly 10 MB with its multipart envelope', async () => {
    const { cookie } = await signedInUser(gateway.redis);
    const body = Buffer.alloc(tenMegabytes + 500);
    const response = await fetch(`${gateway.url}/api/homework/solve`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=x', 'x-forwarded-for': freshIp() },
      body,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ bodyBytes: body.length });
  });

  it('caps JSON bodies at 1 MB', async () => {
    const { cookie } = await signedInUser(gateway.redis);
    const body = JSON.stringify({ text: 'a'.repeat(1024 * 1024) });
    const response = await fetch(`${gateway.url}/api/text-to-speech`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Request body is too large' });
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once a user spends the budget', async () => {
    const { cookie } = await signedInUser(gateway.redis);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await fetch(`${gateway.url}/api/homework`, { headers: { cookie, 'x-forwarded-for': freshIp() } });
      statuses.push(response.status);
      if (response.status === 429) {
        const retryAfter = Number(response.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(60);
        expect(await response.json()).toEqual({ message: expect.stringMatching(/^Too many requests/), retryAfterSeconds: retryAfter });
      } else await response.body?.cancel();
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('is stricter for sign-in attempts from one address', async () => {
    const ip = freshIp();
    const post = () => fetch(`${gateway.url}/api/auth/login`, { method: 'POST', headers: { 'x-forwarded-for': ip } });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await post()).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('upstream failures', () => {
  it('answers 502 naming the service when it is down', async () => {
    const { cookie } = await signedInUser(gateway.redis);
    const response = await fetch(`${gateway.url}/api/topics`, { headers: { cookie, 'x-forwarded-for': freshIp() } });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: 'The lessons service is unavailable right now. Please try again.' });
  });

  it('answers 504 when the service does not answer in time', async () => {
    const { cookie } = await signedInUser(gateway.redis);
    const response = await fetch(`${gateway.url}/api/feed`, { headers: { cookie, 'x-forwarded-for': freshIp() } });
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ message: 'The feed service did not answer in time. Please try again.' });
  });
});
