// A Redis server of a test's own, on a free port, that the test can freeze (SIGSTOP) and thaw
// (SIGCONT) to play a stalled or unreachable Redis without touching the shared one.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

export interface StoppableRedis {
  url: string;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

export async function startStoppableRedis(): Promise<StoppableRedis> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  await untilAnswers(url);
  let frozen = false;
  return {
    url,
    freeze() {
      frozen = true;
      child.kill('SIGSTOP');
    },
    thaw() {
      frozen = false;
      child.kill('SIGCONT');
    },
    async close() {
      if (frozen) child.kill('SIGCONT');
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function untilAnswers(url: string): Promise<void> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => 50 });
  probe.on('error', () => undefined); // refused until the server listens
  try {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (await probe.ping().then(() => true, () => false)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server on ${url} did not answer`);
  } finally {
    probe.disconnect();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
