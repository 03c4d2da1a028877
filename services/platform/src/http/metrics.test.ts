import Router from '@koa/router';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createHttpApp } from './create-http-app.js';
// The event counters live in the same registry; a service imports them with its events.
import '../events/metrics.js';

function appWithLessonRoute(allowMetrics?: Parameters<typeof createHttpApp>[0]['allowMetrics']) {
  const app = createHttpApp({ logger: pino({ level: 'silent' }), allowMetrics });
  const router = new Router();
  router.get('/lessons/:lessonId', (ctx) => {
    ctx.body = { id: ctx.params.lessonId };
  });
  router.get('/broken', () => {
    throw new Error('boom');
  });
  app.use(router.routes());
  return app.callback();
}

function seriesCount(text: string, labels: string): number {
  const line = text.split('\n').find((l) => l.startsWith('http_request_duration_seconds_count{') && l.includes(labels));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('GET /metrics', () => {
  it('answers with a latency histogram labelled by the route pattern, not the raw path', async () => {
    const app = appWithLessonRoute();
    const labels = 'method="GET",route="/lessons/:lessonId",status="200"';
    const before = seriesCount((await request(app).get('/metrics')).text, labels);
    await request(app).get('/lessons/owner-1.lesson-42').expect(200);
    const response = await request(app).get('/metrics').expect(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(seriesCount(response.text, labels)).toBe(before + 1);
    expect(response.text).toContain(`http_request_duration_seconds_bucket{le="0.1",${labels}}`);
    expect(response.text).not.toContain('lesson-42');
  });

  it('counts 5xx answers as errors and reports event-loop lag and process metrics', async () => {
    const app = appWithLessonRoute();
    await request(app).get('/broken').expect(500);
    const text = (await request(app).get('/metrics')).text;
    expect(text).toMatch(/^http_request_errors_total\{method="GET",route="\/broken",status="500"\} [1-9]/m);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('outbox_events_published_total');
  });

  it('is 404 when the app refuses the caller', async () => {
    const app = appWithLessonRoute((ctx) => !ctx.get('x-forwarded-for'));
    await request(app).get('/metrics').set('X-Forwarded-For', '203.0.113.9').expect(404);
  });
});
