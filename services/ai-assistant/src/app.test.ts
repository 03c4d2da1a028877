import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_PATHS } from '@studyhall/ai-contracts';
import { readMp3 } from './speech/mp3-frames.js';
import { startAiTestApp, type AiTestApp } from './testing/ai-test-app.js';
import { buildPdf } from './testing/pdf-builder.js';

let app: AiTestApp;
beforeAll(async () => {
  app = await startAiTestApp();
});
afterAll(() => app?.close());

async function post(path: string, body: unknown, options: { token?: string | null; to?: AiTestApp } = {}) {
  const target = options.to ?? app;
  const token = options.token === undefined ? await target.tokenFor(`user-${process.pid}`) : options.token;
  const response = await fetch(`${target.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const type = response.headers.get('content-type') ?? '';
  return { response, body: type.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer()) };
}

describe('authentication', () => {
  it('refuses requests without an internal token for this service', async () => {
    expect((await post('/api/study-chat', {}, { token: null })).response.status).toBe(401);
    const otherAudience = await app.tokenFor('user-1', 'homework');
    expect((await post('/api/study-chat', {}, { token: otherAudience })).response.status).toBe(401);
  });
});

describe('POST /api/study-chat', () => {
  it('answers with the model response', async () => {
    app.stub.reply('/v1/chat/completions', { content: 'Space your reviews over several days.' });
    const { response, body } = await post('/api/study-chat', { messages: [{ role: 'user', content: 'How should I revise?' }] });
    expect(response.status).toBe(200);
    expect(body).toEqual({ response: 'Space your reviews over several days.' });
  });

  it('rejects blank messages and conversations over the limits with a 400 message', async () => {
    const blank = await post('/api/study-chat', { messages: [{ role: 'user', content: '   ' }] });
    expect(blank.response.status).toBe(400);
    expect(blank.body.message).toMatch(/blank/);
    const tooMany = Array.from({ length: 51 }, () => ({ role: 'user', content: 'hi' }));
    expect((await post('/api/study-chat', { messages: tooMany })).response.status).toBe(400);
    const tooLong = await post('/api/study-chat', { messages: [{ role: 'user', content: 'a'.repeat(20_001) }] });
    expect(tooLong.response.status).toBe(400);
    expect(tooLong.body.message).toMatch(/too long/);
  });

  it('passes an upstream 429 on as our 429 with Retry-After', async () => {
    app.stub.reply('/v1/chat/completions', { status: 429, headers: { 'retry-after': '12' } });
    const { response, body } = await post('/api/study-chat', { messages: [{ role: 'user', content: 'Hi' }] });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('12');
    expect(body).toMatchObject({ retryAfterSeconds: 12, message: expect.stringMatching(/busy/) });
  });
});

describe('POST /api/text-to-speech', () => {
  it('returns playable MP3 with the right content type', async () => {
    const { response, body } = await post('/api/text-to-speech', { text: 'Mitochondria make ATP.' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(readMp3(body as Buffer).durationSeconds).toBeGreaterThan(0.5);
  });

  it('rejects empty and over-long text with a 400', async () => {
    const empty = await post('/api/text-to-speech', { text: ' ' });
    expect(empty.response.status).toBe(400);
    expect(empty.body).toEqual({ message: 'text: Text is required', field: 'text' });
    const long = await post('/api/text-to-speech', { text: 'a'.repeat(4097) });
    expect(long.response.status).toBe(400);
  });
});

describe('POST /internal/documents/extract', () => {
  async function upload(key: string, body: Uint8Array, contentType = 'application/pdf') {
    await app.clients.s3.send(new PutObjectCommand({ Bucket: app.bucket, Key: key, Body: body, ContentType: contentType }));
  }

  it('reads the original from S3 and returns its text', async () => {
    await upload('u1/cells.pdf', buildPdf([{ lines: ['Cells divide by mitosis.', 'Each daughter cell is identical.'] }]));
    const { response, body } = await post(INTERNAL_PATHS.extractDocument, { bucket: app.bucket, key: 'u1/cells.pdf' });
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ kind: 'pdf', method: 'pdf-text', pages: 1 });
    expect(body.text).toContain('Cells divide by mitosis.');
  });

  it('answers 422 with a student-friendly message for a password-protected PDF', async () => {
    await upload('u1/locked.pdf', buildPdf([{ lines: ['secret'] }], { encrypted: true }));
    const { response, body } = await post(INTERNAL_PATHS.extractDocument, { bucket: app.bucket, key: 'u1/locked.pdf' });
    expect(response.status).toBe(422);
    expect(body).toMatchObject({ reason: 'encrypted', message: expect.stringMatching(/password-protected/) });
  });

  it('answers 404 for a missing file and 403 for another bucket', async () => {
    expect((await post(INTERNAL_PATHS.extractDocument, { bucket: app.bucket, key: 'u1/none.pdf' })).response.status).toBe(404);
    expect((await post(INTERNAL_PATHS.extractDocument, { bucket: 'someone-else', key: 'x.pdf' })).response.status).toBe(403);
  });
});

describe('internal AI generation', () => {
  it('validates the request with the shared contract', async () => {
    const { response, body } = await post(INTERNAL_PATHS.lessonSummary, { theme: 'X-Games' });
    expect(response.status).toBe(400);
    expect(body.field).toBe('text');
  });

  it('turns a model that keeps answering garbage into a 502 with a clear message', async () => {
    app.stub.reply('/v1/chat/completions', { content: 'not json' }, { content: '{"nope": 1}' });
    const { response, body } = await post(INTERNAL_PATHS.homeworkSolution, { text: 'Solve 2x = 10' });
    expect(response.status).toBe(502);
    expect(body.message).toBe('The AI service returned an answer we could not use. Please try again.');
  });
});

describe('AI quota', () => {
  it('answers 429 with message, supportHint and retryAfterSeconds once a student used their quota', async () => {
    const limited = await startAiTestApp({ quotaLimit: 2 });
    try {
      const token = await limited.tokenFor(`quota-user-${Date.now()}`);
      const speak = () => post('/api/text-to-speech', { text: 'Hi' }, { to: limited, token });
      expect((await speak()).response.status).toBe(200);
      expect((await post('/api/text-to-speech', { text: '' }, { to: limited, token })).response.status).toBe(400);
      expect((await speak()).response.status).toBe(200);
      const { response, body } = await speak();
      expect(response.status).toBe(429);
      expect(body).toMatchObject({
        message: 'You have reached your limit of AI requests for now.',
        supportHint: expect.stringMatching(/limit of 2 AI requests resets in/),
        retryAfterSeconds: expect.any(Number),
      });
      expect(body.retryAfterSeconds).toBeGreaterThan(0);
      expect(body.retryAfterSeconds).toBeLessThanOrEqual(3600);
    } finally {
      await limited.close();
    }
  });
});
