// What a student sees when the AI service says no, is down or is slow (spec §7 error bodies).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { as, newUser, savedLesson, startLessonsTestApp, type LessonsTestApp } from '../test-support/lessons-test-app.js';

const apps: LessonsTestApp[] = [];
const servers: Server[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

async function started(options: Parameters<typeof startLessonsTestApp>[0]) {
  const app = await startLessonsTestApp(options);
  apps.push(app);
  return app;
}

describe('AI failures', () => {
  it('429 with message, supportHint and retryAfterSeconds once the student\'s AI quota is used up', async () => {
    const app = await started({ aiQuotaLimit: 2 });
    const me = newUser();
    const id = await savedLesson(app, me);
    for (let call = 0; call < 2; call += 1) expect((await as(app, me)(`/api/lessons/${id}/generate-quizzes`, { body: { quizCount: 1 } })).status).toBe(200);
    const reply = await as(app, me)(`/api/lessons/${id}/generate-quizzes`, { body: { quizCount: 1 } });
    expect(reply.status).toBe(429);
    expect(reply.body).toEqual({ message: expect.any(String), supportHint: expect.any(String), retryAfterSeconds: expect.any(Number) });
    expect(reply.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('502 with a clear message when the AI service is down, and no quiz is stored', async () => {
    const app = await started({ env: { AI_ASSISTANT_URL: 'http://127.0.0.1:9' } });
    const me = newUser();
    const id = await savedLesson(app, me);
    const reply = await as(app, me)(`/api/lessons/${id}/generate-quizzes`, { body: { quizCount: 1 } });
    expect(reply).toMatchObject({ status: 502, body: { message: 'The AI assistant is unavailable right now. Please try again in a moment.' } });
    expect(await app.deps.quizSets.linkedTo(id)).toEqual([]);
  });

  it('504 when the AI service does not answer in time', async () => {
    const silent = createServer(() => undefined);
    servers.push(silent);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const app = await started({ env: { AI_ASSISTANT_URL: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, AI_TIMEOUT_MS: '300' } });
    const me = newUser();
    const id = await savedLesson(app, me);
    const reply = await as(app, me)('/api/quiz/multi-lesson', { body: { lessonIds: [id], quizCount: 1 } });
    expect(reply).toMatchObject({ status: 504, body: { message: 'The AI assistant took too long to answer. Please try again.' } });
    silent.closeAllConnections();
  });
});
