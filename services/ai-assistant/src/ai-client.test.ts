// The typed client other services use (@studyhall/ai-contracts createAiClient), against this real
// service and against a dead and a stalled one.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAiClient } from '@studyhall/ai-contracts';
import { mintInternalToken } from '@studyhall/platform';
import { metricValue, testTokenSecret } from '@studyhall/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAiTestApp, type AiTestApp } from './testing/ai-test-app.js';

const key = new TextEncoder().encode(testTokenSecret);
const mintToken = (identity: { userId: string; audience: string }) => mintInternalToken(key, identity);
let app: AiTestApp;

beforeAll(async () => {
  app = await startAiTestApp({ quotaLimit: 1 });
});
afterAll(() => app?.close());

describe('createAiClient', () => {
  it('returns the parsed answer, then passes the quota 429 on with its retry time and hint', async () => {
    const client = createAiClient({ baseUrl: app.url, mintToken });
    const userId = `client-user-${Date.now()}`;
    app.stub.reply('/v1/chat/completions', {
      content: JSON.stringify({ gradeLevel: '7th', solvedContent: 'x = 5', problems: [] }),
    });
    const request = { text: 'Solve 2x = 10', gradeLevel: '7th' as const };
    await client.homeworkSolution(userId, request).catch(() => undefined); // one unit of quota, whatever the stub said
    const refused = await client.homeworkSolution(userId, request).then(() => null, (error: unknown) => error);
    expect(refused).toMatchObject({ status: 429, message: 'You have reached your limit of AI requests for now.' });
    expect((refused as { extras: Record<string, unknown> }).extras).toMatchObject({ retryAfterSeconds: expect.any(Number), supportHint: expect.any(String) });
  });

  it('times every call by outcome and counts the failures, in the caller\'s /metrics', async () => {
    const scrape = async () => (await fetch(`${app.url}/metrics`)).text();
    const series = (text: string, name: string, labels: Record<string, string>) => metricValue(text, name, labels) ?? 0;
    const before = await scrape();
    app.stub.reply('/v1/chat/completions', { content: JSON.stringify({ gradeLevel: '7th', solvedContent: 'x = 5', problems: [] }) });
    await createAiClient({ baseUrl: app.url, mintToken }).homeworkSolution(`metrics-${Date.now()}`, { text: 'Solve 2x = 10', gradeLevel: '7th' });
    await createAiClient({ baseUrl: 'http://127.0.0.1:1', mintToken }).homeworkSolution('u1', { text: 'Solve 2x = 10', gradeLevel: '7th' }).catch(() => undefined);

    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) => series(after, name, labels) - series(before, name, labels);
    expect(delta('ai_call_duration_seconds_count', { operation: 'homeworkSolution', outcome: 'ok' })).toBe(1);
    expect(delta('ai_call_duration_seconds_count', { operation: 'homeworkSolution', outcome: '502' })).toBe(1);
    expect(delta('ai_call_errors_total', { operation: 'homeworkSolution', status: '502' })).toBe(1);
    expect(delta('ai_call_errors_total', { operation: 'homeworkSolution', status: '429' })).toBe(0);
  });

  it('is a 502 with a clear message when nothing answers', async () => {
    const client = createAiClient({ baseUrl: 'http://127.0.0.1:1', mintToken });
    await expect(client.lessonSummary('u1', { text: 'Cells are alive.' })).rejects.toMatchObject({
      status: 502, message: 'The AI assistant is unavailable right now. Please try again in a moment.',
    });
  });

  it('is a 504 once the time budget is spent on a stalled service', async () => {
    const stalled = createServer(() => undefined);
    await new Promise<void>((done) => stalled.listen(0, '127.0.0.1', done));
    try {
      const client = createAiClient({ baseUrl: `http://127.0.0.1:${(stalled.address() as AddressInfo).port}`, mintToken, timeoutMs: 200 });
      await expect(client.lessonSummary('u1', { text: 'Cells are alive.' })).rejects.toMatchObject({ status: 504 });
    } finally {
      stalled.closeAllConnections();
      stalled.close();
    }
  });
});
