// Gateway benchmark: an authenticated no-op route through the gateway vs the same service called
// directly, at fixed arrival rates (k6 constant-arrival-rate). Prints achieved req/s, p50 and p99.
//   node scripts/bench/gateway.ts [--rates=1000,3000,5000] [--duration=10s]
// Needs the local stack's Redis (scripts/stack up) and k6 (scripts/tools/install-k6).
// Everything runs on 127.0.0.1; every load run is bounded by rate × duration.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createRedis, createSessionStore, internalTokenKey, mintInternalToken } from '@studyhall/platform';

const repoRoot = resolve(import.meta.dirname, '../..');
const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const rates = arg('rates', '1000,3000,5000').split(',').map(Number);
const duration = arg('duration', '10s');
const cache = process.env.STUDYHALL_CACHE ?? join(process.env.HOME ?? '', '.cache/studyhall');
const k6 = join(cache, 'bin/k6');
const secret = randomBytes(32).toString('base64url');
const children: ChildProcess[] = [];

interface RunResult {
  achieved: number;
  p50: number;
  p99: number;
  failed: number;
  dropped: number;
}

function redisUrl(): string {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  const stackEnv = resolve(repoRoot, '.data/stack.env');
  const line = existsSync(stackEnv) && readFileSync(stackEnv, 'utf8').match(/^REDIS_URL=(.+)$/m);
  return line ? line[1]! : 'redis://127.0.0.1:6379';
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

function start(script: string, env: Record<string, string>): void {
  const child = spawn(process.execPath, [resolve(repoRoot, script)], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'ignore', 'inherit'], // access logs are written (as in production), to /dev/null
  });
  children.push(child);
}

async function waitReady(url: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (await fetch(`${url}/readyz`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not become ready`);
}

function runK6(target: string, rate: number, length: string, headers: { cookie?: string; authorization?: string }): RunResult {
  if (!new URL(target).hostname.startsWith('127.0.0.1')) throw new Error('the benchmark only loads 127.0.0.1');
  const dir = mkdtempSync(join(tmpdir(), 'bench-gateway-'));
  const summaryFile = join(dir, 'summary.json');
  execFileSync(k6, ['run', '--quiet', '--no-usage-report', resolve(import.meta.dirname, 'gateway-load.k6.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env, K6_NO_USAGE_REPORT: 'true', TARGET_URL: target, RATE: String(rate), DURATION: length,
      SUMMARY_FILE: summaryFile, COOKIE: headers.cookie ?? '', AUTHORIZATION: headers.authorization ?? '',
    },
  });
  const { metrics } = JSON.parse(readFileSync(summaryFile, 'utf8'));
  rmSync(dir, { recursive: true, force: true });
  return {
    achieved: metrics.http_reqs.values.count / Number.parseFloat(length),
    p50: metrics.http_req_duration.values['p(50)'],
    p99: metrics.http_req_duration.values['p(99)'],
    failed: metrics.http_req_failed.values.rate,
    dropped: metrics.dropped_iterations?.values.count ?? 0,
  };
}

const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(10);
function printRow(rate: number, path: string, r: RunResult): void {
  const failed = `${(r.failed * 100).toFixed(2)}%`;
  console.log(`${String(rate).padStart(6)}  ${path.padEnd(8)} ${r.achieved.toFixed(0).padStart(8)} ${ms(r.p50)} ${ms(r.p99)}` +
    `  ${failed.padStart(7)} ${String(r.dropped).padStart(8)}`);
}

function buildGateway(): void {
  try {
    execFileSync('npx', ['tsc', '-b', 'gateway'], { cwd: repoRoot, stdio: 'inherit' });
  } catch {
    // A type error elsewhere in the workspace should not stop a benchmark of the last good build.
    if (!existsSync(resolve(repoRoot, 'gateway/dist/main.js'))) throw new Error('gateway is not built');
    console.warn('tsc -b gateway failed; benchmarking the existing gateway/dist');
  }
}

async function main(): Promise<void> {
  if (!existsSync(k6)) throw new Error(`k6 not found at ${k6}; install it with scripts/tools/install-k6`);
  buildGateway();
  const [servicePort, gatewayPort] = [await freePort(), await freePort()];
  const serviceUrl = `http://127.0.0.1:${servicePort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const unlimited = '1000000000';
  start('scripts/bench/gateway-noop-service.ts', { PORT: String(servicePort), INTERNAL_TOKEN_SECRET: secret });
  start('gateway/dist/main.js', {
    PORT: String(gatewayPort), REDIS_URL: redisUrl(), INTERNAL_TOKEN_SECRET: secret, LESSONS_QUIZ_URL: serviceUrl,
    RATE_LIMIT_DEFAULT_PER_USER: unlimited, RATE_LIMIT_DEFAULT_PER_IP: unlimited,
    // Its own counters, so the load does not spend 127.0.0.1's budget on a gateway running next to it.
    RATE_LIMIT_KEY_PREFIX: `bench-${randomBytes(4).toString('hex')}:`,
  });
  await Promise.all([waitReady(serviceUrl), waitReady(gatewayUrl)]);

  const redis = createRedis(redisUrl());
  const sessions = createSessionStore(redis);
  const session = await sessions.create(`bench-user-${randomBytes(4).toString('hex')}`);
  const cookie = `studyhall.sid=${session.sid}`;
  const token = await mintInternalToken(internalTokenKey(secret), { userId: session.sess.userId, audience: 'lessons-quiz' }, 3_600);
  const direct = { url: `${serviceUrl}/api/topics`, headers: { authorization: `Bearer ${token}` } };
  const viaGateway = { url: `${gatewayUrl}/api/topics`, headers: { cookie } };
  for (const target of [direct, viaGateway]) {
    const status = (await fetch(target.url, { headers: target.headers })).status;
    if (status !== 200) throw new Error(`sanity check: ${target.url} answered ${status}`);
  }

  console.log(`warming up (3 s each at 1000 req/s)…`);
  runK6(direct.url, 1000, '3s', direct.headers);
  runK6(viaGateway.url, 1000, '3s', viaGateway.headers);
  console.log(`\nGET /api/topics (authenticated no-op), ${duration} per run, k6 constant-arrival-rate`);
  console.log('target  path      req/s        p50        p99   failed  dropped');
  for (const rate of rates) {
    const d = runK6(direct.url, rate, duration, direct.headers);
    printRow(rate, 'direct', d);
    const g = runK6(viaGateway.url, rate, duration, viaGateway.headers);
    printRow(rate, 'gateway', g);
    console.log(`        gateway adds ${(g.p50 - d.p50).toFixed(2)} ms at p50, ${(g.p99 - d.p99).toFixed(2)} ms at p99`);
  }
  await sessions.destroy(session.sid);
  await redis.quit();
}

try {
  await main();
} finally {
  for (const child of children) child.kill('SIGTERM');
}
