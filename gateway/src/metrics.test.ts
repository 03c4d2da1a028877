import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, serviceApp, startGateway, testConfig, type Running, type TestGateway } from './testing/harness.js';

let gateway: TestGateway;
let lessons: Running;

beforeAll(async () => {
  const app = serviceApp();
  app.use((ctx) => {
    ctx.body = { lessons: [] };
  });
  lessons = await listen(app);
  gateway = await startGateway(testConfig({ 'lessons-quiz': lessons.url }));
});

afterAll(async () => {
  await gateway.close();
  await lessons.close();
});

describe('gateway /metrics', () => {
  it('labels proxied requests with the route pattern of the route table', async () => {
    await fetch(`${gateway.url}/api/topics/some-topic-slug/lessons`);
    const text = await (await fetch(`${gateway.url}/metrics`)).text();
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/topics\/:\w+\/lessons",status="\d+"\} [1-9]/m);
    expect(text).not.toContain('some-topic-slug');
  });

  it('is not served to requests that came through a proxy, nor under /api', async () => {
    const proxied = await fetch(`${gateway.url}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.7' } });
    expect(proxied.status).toBe(404);
    expect(await proxied.text()).not.toContain('http_request_duration_seconds');
    const underApi = await fetch(`${gateway.url}/api/metrics`);
    expect(underApi.status).toBe(404);
  });
});
