// Services that stop answering: one that never answers, and a real kit-served process frozen with
// SIGSTOP while a request waits on a reused keep-alive connection.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from './config.js';
import { echoService } from './testing/echo-service.js';
import { listen, serviceApp, signedInUser, startGateway, testConfig, testSecret, type Running, type TestGateway } from './testing/harness.js';

async function chat(gateway: TestGateway, cookie: string) {
  const started = performance.now();
  const response = await fetch(`${gateway.url}/api/study-chat`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ message: 'hello' }),
  });
  return { status: response.status, body: (await response.json()) as { message?: string }, ms: performance.now() - started };
}

describe('a service that never answers', () => {
  let silent: Running;
  let lessons: Running;
  let gateway: TestGateway;

  beforeAll(async () => {
    const neverAnswers = serviceApp();
    neverAnswers.use(() => new Promise(() => undefined));
    silent = await listen(neverAnswers);
    lessons = await listen(echoService('lessons-quiz'));
    gateway = await startGateway(
      testConfig({ 'ai-assistant': silent.url, 'lessons-quiz': lessons.url }, { INTERACTIVE_UPSTREAM_TIMEOUT_MS: '600' }),
    );
  });

  afterAll(async () => {
    await gateway.close();
    await Promise.all([silent.close(), lessons.close()]);
  });

  it('gets the student a 504 naming it once the route budget is spent', async () => {
    const { cookie } = await signedInUser(gateway.redis);
    const answer = await chat(gateway, cookie);
    expect(answer.status).toBe(504);
    expect(answer.body.message).toBe('The study assistant did not answer in time. Please try again.');
    expect(answer.ms).toBeGreaterThanOrEqual(550);
    expect(answer.ms).toBeLessThan(3_000);
  });

  it('budgets at most 30 s for the study chat by default, and more for generation', () => {
    const config = loadGatewayConfig({ REDIS_URL: 'redis://127.0.0.1:6379', INTERNAL_TOKEN_SECRET: testSecret });
    expect(config.timeoutMs.interactive).toBeLessThanOrEqual(30_000);
    expect(config.timeoutMs.default).toBeLessThanOrEqual(config.timeoutMs.interactive);
    expect(config.timeoutMs.generation).toBeGreaterThan(config.timeoutMs.interactive);
  });
});

describe('a service that keeps not answering', () => {
  let silent: Running;
  let gateway: TestGateway;

  beforeAll(async () => {
    const neverAnswers = serviceApp();
    neverAnswers.use(() => new Promise(() => undefined));
    silent = await listen(neverAnswers);
    gateway = await startGateway(testConfig({ 'ai-assistant': silent.url }, {
      INTERACTIVE_UPSTREAM_TIMEOUT_MS: '400', UPSTREAM_BREAKER_FAILURES: '2', UPSTREAM_BREAKER_OPEN_MS: '60000',
    }));
  });

  afterAll(async () => {
    await gateway.close();
    await silent.close();
  });

  it('after two timeouts in a row answers 503 at once instead of waiting out the budget again', async () => {
    const { cookie } = await signedInUser(gateway.redis);
    expect((await chat(gateway, cookie)).status).toBe(504);
    expect((await chat(gateway, cookie)).status).toBe(504);
    const fast = await chat(gateway, cookie);
    expect(fast.status).toBe(503);
    expect(fast.body.message).toBe('The study assistant is unavailable right now. Please try again.');
    expect(fast.ms).toBeLessThan(300);
  });
});

describe('a service stalled while a request waits on a reused connection', () => {
  let child: ChildProcess;
  let gateway: TestGateway;

  beforeAll(async () => {
    // The kit's TypeScript source as is (parameter properties need more than type stripping).
    const script = resolve(import.meta.dirname, 'testing/stallable-service.mjs');
    child = spawn(process.execPath, ['--experimental-transform-types', '--no-warnings', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
    gateway = await startGateway(testConfig({ 'ai-assistant': `http://127.0.0.1:${line.trim()}` }));
  });

  afterAll(async () => {
    await gateway.close();
    child.kill('SIGCONT');
    child.kill('SIGKILL');
  });

  it('answers once the service is back, longer than its old 5 s keep-alive later, instead of 502', async () => {
    const { cookie } = await signedInUser(gateway.redis);
    expect((await chat(gateway, cookie)).status).toBe(200);
    await new Promise((done) => setTimeout(done, 500));
    child.kill('SIGSTOP');
    const waiting = chat(gateway, cookie);
    await new Promise((done) => setTimeout(done, 6_500));
    child.kill('SIGCONT');
    const answer = await waiting;
    expect(answer.status).toBe(200);
    expect(answer.ms).toBeGreaterThan(6_000);
  }, 20_000);
});
