// A request that needs MongoDB while no server answers gets a 503 the student can act on, not a 500.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import mongoose from 'mongoose';
import { pino } from 'pino';
import { afterAll, expect, it } from 'vitest';
import { temporarilyUnavailableMessage } from '../errors.js';
import { errorHandler } from './error-handler.js';

const deadMongo = mongoose.createConnection('mongodb://127.0.0.1:1/outage', { serverSelectionTimeoutMS: 300 });
deadMongo.on('error', () => undefined);
afterAll(() => deadMongo.close());

it('answers 503 "temporarily unavailable" when MongoDB cannot be reached', async () => {
  const app = new Koa();
  app.use(errorHandler(pino({ level: 'silent' })));
  app.use(async (ctx) => {
    ctx.body = await deadMongo.collection('lessons').findOne({ _id: 'x' as never });
  });
  const server = createServer(app.callback());
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: temporarilyUnavailableMessage });
  } finally {
    server.close();
  }
});
