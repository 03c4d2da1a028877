// A request that needs S3 (MinIO) while it is down or stalled gets a 503 the student can act on,
// not a bare 500 and not a hang until the gateway gives up.
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import Koa from 'koa';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3 } from '../clients/s3.js';
import { temporarilyUnavailableMessage } from '../errors.js';
import { errorHandler } from './error-handler.js';

const credentials = { S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'test', S3_SECRET_ACCESS_KEY: 'test-secret', S3_BUCKET: 'outage' };

// Accepts connections and never answers: an S3 that is stalled (frozen process, full disk, …).
const stalled = createTcpServer((socket) => sockets.push(socket));
const sockets: Socket[] = [];
beforeAll(() => new Promise<void>((done) => stalled.listen(0, '127.0.0.1', done)));
afterAll(() => {
  for (const socket of sockets) socket.destroy();
  stalled.close();
});

async function uploadThrough(s3: S3Client): Promise<{ status: number; body: unknown; ms: number }> {
  const app = new Koa();
  app.use(errorHandler(pino({ level: 'silent' })));
  app.use(async (ctx) => {
    await s3.send(new PutObjectCommand({ Bucket: 'outage', Key: 'k', Body: 'hello' }));
    ctx.body = { stored: true };
  });
  const server: Server = createServer(app.callback());
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const started = Date.now();
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return { status: response.status, body: await response.json(), ms: Date.now() - started };
  } finally {
    server.close();
  }
}

describe('S3 outage', () => {
  it('answers 503 "temporarily unavailable" when S3 refuses connections', async () => {
    const reply = await uploadThrough(createS3({ ...credentials, S3_ENDPOINT: 'http://127.0.0.1:1' }));
    expect(reply).toMatchObject({ status: 503, body: { message: temporarilyUnavailableMessage } });
  });

  it('answers 503 once a stalled S3 outlasts the request timeout, instead of hanging', async () => {
    const endpoint = `http://127.0.0.1:${(stalled.address() as AddressInfo).port}`;
    const s3 = createS3({ ...credentials, S3_ENDPOINT: endpoint }, { connectionTimeoutMs: 500, requestTimeoutMs: 300 });
    const reply = await uploadThrough(s3);
    expect(reply).toMatchObject({ status: 503, body: { message: temporarilyUnavailableMessage } });
  });
});
