// The gateway in front of the feed benchmark's social-feed: started from source as its own process
// (as deployed), rate limits lifted (all the load comes from one student on one address), and a
// signed-in session made straight in Redis, as auth would make it at sign-in.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import type { Redis } from 'ioredis';
import { createSessionStore, sessionCookieName } from '../../services/platform/src/sessions.js';

export interface BenchGateway {
  url: string;
  cookie: string;
  stop(): void;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

async function waitReady(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300 && child.exitCode === null; i += 1) {
    if (await fetch(`${url}/readyz`).then((r) => r.ok, () => false)) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`the gateway at ${url} did not become ready`);
}

export async function startGateway(redis: Redis, options: { socialFeedUrl: string; secret: string; userId: string }): Promise<BenchGateway> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const root = resolve(import.meta.dirname, '../..');
  const unlimited = '1000000000';
  const child = spawn(process.execPath, ['--experimental-transform-types', '--no-warnings', '--import', resolve(root, 'scripts/lib/source-hooks.mjs'), resolve(root, 'gateway/src/main.ts')], {
    env: {
      ...process.env, PORT: String(port), LOG_LEVEL: 'warn', INTERNAL_TOKEN_SECRET: options.secret, SOCIAL_FEED_URL: options.socialFeedUrl,
      RATE_LIMIT_DEFAULT_PER_USER: unlimited, RATE_LIMIT_DEFAULT_PER_IP: unlimited,
      // Its own counters, so the load never spends the budget of a gateway running next to it.
      RATE_LIMIT_KEY_PREFIX: `feed-bench-${randomBytes(4).toString('hex')}:`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const session = await createSessionStore(redis, 600).create(options.userId);
  await waitReady(url, child);
  return { url, cookie: `${sessionCookieName}=${session.sid}`, stop: () => void child.kill('SIGTERM') };
}
