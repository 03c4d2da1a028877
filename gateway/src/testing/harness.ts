// Real HTTP on 127.0.0.1 for gateway tests: a gateway on a random port, pointed at small services
// built with the platform kit (so internal tokens are verified exactly as a real service would).
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpApp, createRedis, createSessionStore, type Logger } from '@studyhall/platform';
import type { Redis } from 'ioredis';
import type Koa from 'koa';
import { pino } from 'pino';
import { createAdmission, type Admission } from '../admission.js';
import { createApp } from '../app.js';
import { loadGatewayConfig, type GatewayConfig } from '../config.js';
import type { ServiceName } from '../route-table.js';
import { createUpstreams } from '../upstreams.js';

export const testSecret = 'test-internal-token-secret-0123456789abcdef';
const testRunPrefix = `test-${randomUUID().slice(0, 8)}:`;
export const quietLogger: Logger = pino({ level: 'silent' });

export interface Running {
  url: string;
  close: () => Promise<void>;
}

export async function listen(app: Koa): Promise<Running> {
  const server: Server = createServer(app.callback());
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A kit-built app, as a service would start from (JSON bodies not parsed, so raw bodies can be read). */
export function serviceApp(): Koa {
  return createHttpApp({ logger: quietLogger, parseJsonBodies: false });
}

/** A URL where nothing listens: a port that was just free. */
export async function deadUrl(): Promise<string> {
  const probe = await listen(serviceApp());
  await probe.close();
  return probe.url;
}

export function testConfig(upstreams: Partial<Record<ServiceName, string>>, env: NodeJS.ProcessEnv = {}): GatewayConfig {
  const config = loadGatewayConfig({
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    INTERNAL_TOKEN_SECRET: testSecret,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    // Tests send X-Forwarded-For with a fresh address, so per-IP counters never leak between tests,
    // and count under their own prefix, apart from any gateway running on this machine.
    TRUSTED_PROXY_HOPS: '1',
    RATE_LIMIT_KEY_PREFIX: testRunPrefix,
    ...env,
  });
  return { ...config, upstreams: { ...config.upstreams, ...upstreams } };
}

export interface TestGateway extends Running {
  redis: Redis;
  admission: Admission;
}

export async function startGateway(config: GatewayConfig): Promise<TestGateway> {
  // As main.ts makes it (command timeout included).
  const redis = createRedis(config.redisUrl, { enableAutoPipelining: true });
  const admission = createAdmission(redis, { ...config, logger: quietLogger });
  const upstreams = createUpstreams(config.upstreams);
  const running = await listen(createApp({ config, logger: quietLogger, redis, admission, upstreams }));
  await untilSessionsAreTracked(admission);
  return {
    ...running,
    redis,
    admission,
    close: async () => {
      await running.close();
      await upstreams.close();
      await admission.close();
      await redis.quit();
    },
  };
}

/** Until Redis tracks the gateway's session reads, sessions are read every time, never remembered. */
async function untilSessionsAreTracked(admission: Admission): Promise<void> {
  for (let attempt = 0; !admission.sessionStats().tracking; attempt += 1) {
    if (attempt === 200) throw new Error('Redis did not start tracking the gateway’s session reads');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Signs a fresh user in the way the auth service does: a session in the shared store. */
export async function signedInUser(redis: Redis): Promise<{ userId: string; sid: string; cookie: string }> {
  const userId = `user-${randomUUID()}`;
  const { sid } = await createSessionStore(redis).create(userId);
  return { userId, sid, cookie: `studyhall.sid=${sid}` };
}

export function freshIp(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}
