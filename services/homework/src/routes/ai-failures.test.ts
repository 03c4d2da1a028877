// What a student gets when the AI service refuses, fails or is slow: its message, and nothing saved.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { buildPdf } from '@studyhall/ai-assistant/testing/pdf-builder';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, newUserId, solveForm, startHomeworkTestApp, testBucket, type HomeworkTestApp } from '../test-support/homework-test-app.js';

const pdf = { bytes: buildPdf([{ lines: ['1. Solve for x: 2x + 3 = 11'] }]), name: 'algebra.pdf' };

async function expectNothingSaved(app: HomeworkTestApp, userId: string) {
  expect((await call(app, '/api/homework', { userId })).body).toEqual([]);
  const listed = await app.clients.s3.send(new ListObjectsV2Command({ Bucket: testBucket, Prefix: `uploads/${userId}/` }));
  expect(listed.Contents ?? []).toEqual([]);
}

describe('the AI quota is used up', () => {
  let app: HomeworkTestApp;
  beforeAll(async () => {
    app = await startHomeworkTestApp({ aiQuotaLimit: 1 });
  });
  afterAll(async () => app?.close());

  it('answers 429 with the message, support hint and retry time, and keeps only what was solved before', async () => {
    const student = newUserId();
    expect((await call(app, '/api/homework/solve', { userId: student, form: solveForm(pdf) })).status).toBe(201);
    const reply = await call(app, '/api/homework/solve', { userId: student, form: solveForm(pdf) });
    expect(reply.status).toBe(429);
    expect(reply.body).toMatchObject({ message: 'You have reached your limit of AI requests for now.', supportHint: expect.stringContaining('resets in') });
    expect(reply.body.retryAfterSeconds).toBeGreaterThan(0);
    expect((await call(app, '/api/homework', { userId: student })).body).toHaveLength(1);
    const listed = await app.clients.s3.send(new ListObjectsV2Command({ Bucket: testBucket, Prefix: `uploads/${student}/` }));
    expect(listed.Contents ?? []).toHaveLength(1);
  });
});

describe('the AI service fails or is slow', () => {
  let stub: Server;
  let answer: 'bad-gateway' | 'slow' = 'bad-gateway';
  let app: HomeworkTestApp;
  beforeAll(async () => {
    // Reads text fine, then fails at solving: the original was already stored and must go again.
    stub = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/internal/documents/extract') return res.end(JSON.stringify({ text: '1. Solve for x: 2x + 3 = 11', kind: 'pdf', method: 'pdf-text', pages: 1, truncated: false }));
      if (answer === 'slow') return void setTimeout(() => res.end('{}'), 2_000);
      res.statusCode = 502;
      res.end(JSON.stringify({ message: 'The model provider is not answering.' }));
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    app = await startHomeworkTestApp({ aiUrl: `http://127.0.0.1:${(stub.address() as AddressInfo).port}`, env: { AI_TIMEOUT_MS: '500' } });
  });
  afterEach(() => {
    answer = 'bad-gateway';
  });
  afterAll(async () => {
    await app?.close();
    stub.closeAllConnections();
    await new Promise((resolve) => stub.close(resolve));
  });

  it('passes a 502 on with its message', async () => {
    const student = newUserId();
    const reply = await call(app, '/api/homework/solve', { userId: student, form: solveForm(pdf) });
    expect(reply.status).toBe(502);
    expect(reply.body.message).toBe('The model provider is not answering.');
    await expectNothingSaved(app, student);
  });

  it('gives up after its timeout with a 504', async () => {
    answer = 'slow';
    const student = newUserId();
    const reply = await call(app, '/api/homework/solve', { userId: student, form: solveForm(pdf) });
    expect(reply.status).toBe(504);
    expect(reply.body.message).toBe('The AI assistant took too long to answer. Please try again.');
    await expectNothingSaved(app, student);
  });
});
