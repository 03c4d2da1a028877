import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Conflict, TooMany } from '../errors.js';
import { createHttpApp } from './create-http-app.js';
import { parseInput } from './validate.js';

function appWithRoutes(lines: string[] = []) {
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const app = createHttpApp({
    logger: pino({ level: 'info' }, sink),
    readiness: [
      { name: 'ok-dependency', check: async () => 'pong' },
      { name: 'broken-dependency', check: async () => Promise.reject(new Error('connection refused')) },
    ],
  });
  app.use(async (ctx) => {
    if (ctx.path === '/conflict') throw new Conflict('An account with this email already exists');
    if (ctx.path === '/limited') throw new TooMany('Slow down', 12);
    if (ctx.path === '/crash') throw new Error('secret internal detail');
    if (ctx.path === '/echo') ctx.body = parseInput(z.object({ email: z.email() }), ctx.request.body);
  });
  return app.callback();
}

describe('createHttpApp', () => {
  it('maps AppErrors to their status and a { message } body', async () => {
    const response = await request(appWithRoutes()).get('/conflict');
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'An account with this email already exists' });
  });

  it('adds Retry-After and retryAfterSeconds for rate limits', async () => {
    const response = await request(appWithRoutes()).get('/limited');
    expect(response.status).toBe(429);
    expect(response.headers['retry-after']).toBe('12');
    expect(response.body).toEqual({ message: 'Slow down', retryAfterSeconds: 12 });
  });

  it('hides unknown errors behind a generic 500 but logs them', async () => {
    const lines: string[] = [];
    const response = await request(appWithRoutes(lines)).get('/crash');
    expect(response.status).toBe(500);
    expect(JSON.stringify(response.body)).not.toContain('secret internal detail');
    expect(lines.join('')).toContain('secret internal detail');
  });

  it('rejects bad JSON input with a 400 naming the field', async () => {
    const response = await request(appWithRoutes()).post('/echo').send({ email: 'nope' });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^email: /);
    expect(response.body.field).toBe('email');
    const malformed = await request(appWithRoutes()).post('/echo').set('content-type', 'application/json').send('{"email":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Request body is not valid JSON');
  });

  it('echoes a well-formed request id and generates one otherwise', async () => {
    const kept = await request(appWithRoutes()).get('/nothing').set('x-request-id', 'abc-123');
    expect(kept.headers['x-request-id']).toBe('abc-123');
    expect(kept.status).toBe(404);
    expect(kept.body).toEqual({ message: 'Not Found' });
    const generated = await request(appWithRoutes()).get('/nothing').set('x-request-id', 'bad id with spaces');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports liveness and readiness with each dependency', async () => {
    const health = await request(appWithRoutes()).get('/healthz');
    expect(health.status).toBe(200);
    const ready = await request(appWithRoutes()).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body.checks).toEqual([
      { name: 'ok-dependency', ok: true },
      { name: 'broken-dependency', ok: false },
    ]);
    // Why a dependency failed is for the log, not for whoever asks /readyz.
    expect(JSON.stringify(ready.body)).not.toContain('connection refused');
  });
});
