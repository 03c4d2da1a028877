// Gateway benchmark: an authenticated no-op route through the gateway vs the same service called
// directly. Two measurements:
//   - latency at fixed arrival rates (scripts/bench/loadgen, an open-model generator: requests go
//     out on schedule whatever earlier ones do, latency counted from the scheduled time): achieved
//     req/s, p50, p99, dropped (could not even be queued);
//   - the most it can do (wrk, a light C load generator, a fixed number of connections).
// On a machine with two or more CPUs the processes are pinned with taskset so the numbers can be
// read: the process under test (gateway, or the service on the direct path) on CPU 1, wrk, the
// loadgen and the service (on the gateway path) on CPU 0; Redis is not pinned. For every run the
// busy share of each CPU and the CPU time per request of the gateway and the service are printed:
// the gateway's CPU µs per request is what bounds its throughput on one core (1e6 / µs).
//   node scripts/bench/gateway.ts [--rates=1000,3000,5000] [--duration=10s] [--connections=64]
//                                 [--no-pin] [--no-max] [--k6] [--gateway=path/to/main.js] [--cpu-prof=dir]
// Needs the local stack's Redis (scripts/stack up), Go (builds the loadgen, standard library only)
// and wrk (installed with apt-get when missing, as root or with sudo). --k6 drives the fixed rates
// with k6 instead (scripts/tools/install-k6; unpinned): it needs 120–320 µs of CPU per request
// here, so above ~3,000 req/s it measures itself, not the gateway. --gateway benchmarks another
// build (e.g. a copy of an older dist) instead of building gateway/; --cpu-prof writes the
// gateway's V8 CPU profile into dir when it stops; --rates=0 skips the fixed-rate runs. Everything
// runs on 127.0.0.1; every load run is bounded by its duration.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createRedis, createSessionStore, internalTokenKey, mintInternalToken } from '@studyhall/platform';

const repoRoot = resolve(import.meta.dirname, '../..');
const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const rates = arg('rates', '1000,3000,5000').split(',').map(Number).filter((rate) => rate > 0);
const duration = arg('duration', '10s');
const connections = Number(arg('connections', '64'));
const gatewayMain = resolve(arg('gateway', resolve(repoRoot, 'gateway/dist/main.js')));
const measureMax = !process.argv.includes('--no-max');
const cpuProfileDir = arg('cpu-prof', '');
const pin = !process.argv.includes('--no-pin') && availableParallelism() >= 2 && onPath('taskset');
// The CPU the measured process has to itself, and the one everything else shares.
const cpuUnderTest = '1';
const cpuOthers = '0';
const cache = process.env.STUDYHALL_CACHE ?? join(process.env.HOME ?? '', '.cache/studyhall');
const k6 = join(cache, 'bin/k6');
const useK6 = process.argv.includes('--k6');
const loadgenBin = join(cache, 'bin/studyhall-loadgen');
const secret = randomBytes(32).toString('base64url');
const children: ChildProcess[] = [];

interface RunResult {
  achieved: number;
  p50: number;
  p99: number;
  failed: number;
  dropped: number;
}

/** What a request carries to be let in: the session cookie (gateway) or an internal token (direct). */
type AuthHeaders = { cookie?: string; authorization?: string };

interface Service {
  child: ChildProcess;
  pid: number;
}

function onPath(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** `taskset -c <cpu>` in front of a command when pinning, else the command alone. */
function pinned(cpu: string, command: string, args: string[]): [string, string[]] {
  return pin ? ['taskset', ['-c', cpu, command, ...args]] : [command, args];
}

function ensureWrk(): string {
  if (onPath('wrk')) return 'wrk';
  const root = process.getuid?.() === 0;
  if (!root && !onPath('sudo')) throw new Error('wrk is not installed and sudo is missing: apt-get install -y wrk');
  const sudo = root ? [] : ['sudo', '-n'];
  console.log('installing wrk with apt-get (one time)…');
  execFileSync('sh', ['-c', `${sudo.join(' ')} apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${sudo.join(' ')} apt-get install -y -qq wrk`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (!onPath('wrk')) throw new Error('wrk could not be installed with apt-get');
  return 'wrk';
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

function start(script: string, cpu: string, env: Record<string, string>, nodeArgs: string[] = []): Service {
  const [command, args] = pinned(cpu, process.execPath, [...nodeArgs, resolve(repoRoot, script)]);
  const child = spawn(command, args, {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'ignore', 'inherit'], // access logs are written (as in production), to /dev/null
  });
  children.push(child);
  // taskset execs the command, so the pid is the service's own.
  return { child, pid: child.pid! };
}

function repin(service: Service, cpu: string): void {
  if (pin) execFileSync('taskset', ['-a', '-p', '-c', cpu, String(service.pid)], { stdio: 'ignore' });
}

// CPU accounting from /proc: a process's user+system time (all its threads), and each CPU's busy time.
const clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks; // utime, stime
}

function cpuTimes(): Map<string, { busy: number; total: number }> {
  const times = new Map<string, { busy: number; total: number }>();
  for (const line of readFileSync('/proc/stat', 'utf8').split('\n')) {
    const match = /^cpu(\d+) (.*)$/.exec(line);
    if (!match) continue;
    const values = match[2]!.trim().split(/\s+/).map(Number);
    const total = values.slice(0, 8).reduce((a, b) => a + b, 0);
    times.set(match[1]!, { busy: total - values[3]! - values[4]!, total }); // minus idle, iowait
  }
  return times;
}

interface CpuUse {
  busyPercent: Map<string, number>;
  /** CPU µs per request of each watched process. */
  perRequestUs: Map<string, number>;
}

/** Runs a load and measures the CPU it cost: each CPU's busy share and µs per request of `watched`. */
function withCpuAccounting<T extends { achieved: number }>(
  watched: Record<string, Service>, seconds: number, run: () => T,
): T & { cpu: CpuUse } {
  const before = { cpus: cpuTimes(), procs: Object.entries(watched).map(([name, s]) => [name, processCpuMs(s.pid)] as const) };
  const result = run();
  const after = cpuTimes();
  const busyPercent = new Map<string, number>();
  for (const [cpu, end] of after) {
    const start = before.cpus.get(cpu);
    if (start && end.total > start.total) busyPercent.set(cpu, (100 * (end.busy - start.busy)) / (end.total - start.total));
  }
  const requests = result.achieved * seconds;
  const perRequestUs = new Map<string, number>();
  for (const [name, startMs] of before.procs) {
    perRequestUs.set(name, requests > 0 ? ((processCpuMs(watched[name]!.pid) - startMs) * 1000) / requests : 0);
  }
  return { ...result, cpu: { busyPercent, perRequestUs } };
}

async function waitReady(url: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (await fetch(`${url}/readyz`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not become ready`);
}

/** Builds scripts/bench/loadgen (Go, standard library only) into the cache; seconds the first time. */
function buildLoadgen(): void {
  execFileSync('go', ['build', '-o', loadgenBin, '.'], {
    cwd: resolve(import.meta.dirname, 'loadgen'), stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, GOFLAGS: '-mod=mod' },
  });
}

/** A fixed arrival rate for `length`: the loadgen (pinned with wrk's CPU), or k6 with --k6 (not pinned). */
function runFixedRate(target: string, rate: number, length: string, headers: AuthHeaders): RunResult {
  return useK6 ? runK6(target, rate, length, headers) : runLoadgen(target, rate, length, headers);
}

function runLoadgen(target: string, rate: number, length: string, headers: AuthHeaders): RunResult {
  if (!new URL(target).hostname.startsWith('127.0.0.1')) throw new Error('the benchmark only loads 127.0.0.1');
  const headerArgs = [
    ...(headers.cookie ? ['-H', `Cookie: ${headers.cookie}`] : []),
    ...(headers.authorization ? ['-H', `Authorization: ${headers.authorization}`] : []),
  ];
  const [command, args] = pinned(cpuOthers, loadgenBin, [
    '-url', target, '-rate', String(rate), '-duration', length, '-connections', String(connections), ...headerArgs,
  ]);
  const result = JSON.parse(execFileSync(command, args, { encoding: 'utf8' })) as {
    achieved: number; p50ms: number; p99ms: number; requests: number; errors: number; non2xx: number; dropped: number;
  };
  const attempts = result.requests + result.errors;
  return {
    achieved: result.achieved, p50: result.p50ms, p99: result.p99ms,
    failed: attempts > 0 ? (result.errors + result.non2xx) / attempts : 0, dropped: result.dropped,
  };
}

function runK6(target: string, rate: number, length: string, headers: AuthHeaders): RunResult {
  if (!new URL(target).hostname.startsWith('127.0.0.1')) throw new Error('the benchmark only loads 127.0.0.1');
  const dir = mkdtempSync(join(tmpdir(), 'bench-gateway-'));
  const summaryFile = join(dir, 'summary.json');
  // k6 is not pinned: at a few thousand req/s it needs about as much CPU as the gateway and the
  // service together, more than CPU 0 has left next to the service.
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

/** As many requests as `connections` keep-alive connections get answered in `length` (wrk, one thread). */
function runWrk(wrk: string, target: string, length: string, headers: AuthHeaders): RunResult {
  if (!new URL(target).hostname.startsWith('127.0.0.1')) throw new Error('the benchmark only loads 127.0.0.1');
  const [command, args] = pinned(cpuOthers, wrk, [
    '-t1', `-c${connections}`, `-d${length}`, '--timeout', '5s', '-s', resolve(import.meta.dirname, 'gateway-wrk.lua'), target,
  ]);
  const output = execFileSync(command, args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, COOKIE: headers.cookie ?? '', AUTHORIZATION: headers.authorization ?? '' },
  });
  const line = output.split('\n').findLast((l) => l.startsWith('{'));
  if (!line) throw new Error(`wrk printed no summary:\n${output}`);
  const summary = JSON.parse(line) as { requests: number; seconds: number; socketErrors: number; non2xx: number; p50us: number; p99us: number };
  return {
    achieved: summary.requests / summary.seconds,
    p50: summary.p50us / 1000,
    p99: summary.p99us / 1000,
    failed: summary.requests > 0 ? (summary.socketErrors + summary.non2xx) / summary.requests : 0,
    dropped: 0,
  };
}

const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(10);
const percent = (value: number | undefined) => `${(value ?? 0).toFixed(0)}%`.padStart(5);
const micros = (value: number | undefined) => (value === undefined ? '' : `${value.toFixed(0)} µs`).padStart(8);
function printRow(target: string, path: string, r: RunResult & { cpu: CpuUse }): void {
  const failed = `${(r.failed * 100).toFixed(2)}%`;
  const { busyPercent, perRequestUs } = r.cpu;
  console.log(`${target.padStart(6)}  ${path.padEnd(8)} ${r.achieved.toFixed(0).padStart(8)} ${ms(r.p50)} ${ms(r.p99)}` +
    `  ${failed.padStart(7)} ${String(r.dropped).padStart(8)}  ${percent(busyPercent.get('0'))} ${percent(busyPercent.get('1'))}` +
    ` ${micros(perRequestUs.get('gateway'))} ${micros(perRequestUs.get('service'))}`);
}
const tableHeader = 'target  path        req/s        p50        p99   failed  dropped   cpu0  cpu1  gw cpu/req svc cpu/req';

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
  if (useK6 && !existsSync(k6)) throw new Error(`k6 not found at ${k6}; install it with scripts/tools/install-k6`);
  if (!useK6 && rates.length > 0) buildLoadgen();
  const wrk = measureMax ? ensureWrk() : '';
  if (arg('gateway', '') === '') buildGateway();
  const [servicePort, gatewayPort] = [await freePort(), await freePort()];
  const serviceUrl = `http://127.0.0.1:${servicePort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const unlimited = '1000000000';
  const service = start('scripts/bench/gateway-noop-service.ts', cpuOthers, { PORT: String(servicePort), INTERNAL_TOKEN_SECRET: secret });
  const gateway = start(gatewayMain, cpuUnderTest, {
    PORT: String(gatewayPort), REDIS_URL: redisUrl(), INTERNAL_TOKEN_SECRET: secret, LESSONS_QUIZ_URL: serviceUrl,
    RATE_LIMIT_DEFAULT_PER_USER: unlimited, RATE_LIMIT_DEFAULT_PER_IP: unlimited,
    // Its own counters, so the load does not spend 127.0.0.1's budget on a gateway running next to it.
    RATE_LIMIT_KEY_PREFIX: `bench-${randomBytes(4).toString('hex')}:`,
  }, cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${resolve(cpuProfileDir)}`] : []);
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

  const seconds = Number.parseFloat(duration);
  const watched = { gateway, service };
  // The direct path measures the service alone on the CPU the gateway gets; the gateway path keeps
  // the service with the load generator.
  const measure = <T extends { achieved: number }>(path: 'direct' | 'gateway', run: () => T) => {
    repin(service, path === 'direct' ? cpuUnderTest : cpuOthers);
    return withCpuAccounting(watched, seconds, run);
  };
  console.log(pin
    ? `pinned (taskset): gateway → CPU ${cpuUnderTest}; service → CPU ${cpuUnderTest} on the direct path, CPU ${cpuOthers} on the` +
      ` gateway path; wrk and the loadgen → CPU ${cpuOthers}; k6, Redis and this script not pinned`
    : 'not pinned: every process may run on any CPU');
  console.log(`gateway: ${gatewayMain}`);
  console.log('warming up (3 s each at 1000 req/s)…');
  runFixedRate(direct.url, 1000, '3s', direct.headers);
  runFixedRate(viaGateway.url, 1000, '3s', viaGateway.headers);
  const fixedRateTool = useK6 ? 'k6 constant-arrival-rate' : `scripts/bench/loadgen (open model, ${connections} connections)`;
  console.log(`\nGET /api/topics (authenticated no-op), ${duration} per run. Fixed rates: ${fixedRateTool};` +
    ` max: wrk -t1 -c${connections}. cpuN = busy share of that CPU; cpu/req = CPU time of the process / requests.`);
  console.log(tableHeader);
  for (const rate of rates) {
    const d = measure('direct', () => runFixedRate(direct.url, rate, duration, direct.headers));
    printRow(String(rate), 'direct', d);
    const g = measure('gateway', () => runFixedRate(viaGateway.url, rate, duration, viaGateway.headers));
    printRow(String(rate), 'gateway', g);
    console.log(`        gateway adds ${(g.p50 - d.p50).toFixed(2)} ms at p50, ${(g.p99 - d.p99).toFixed(2)} ms at p99`);
  }
  if (measureMax) {
    const d = measure('direct', () => runWrk(wrk, direct.url, duration, direct.headers));
    printRow('max', 'direct', d);
    const g = measure('gateway', () => runWrk(wrk, viaGateway.url, duration, viaGateway.headers));
    printRow('max', 'gateway', g);
    console.log(`        gateway adds ${(g.p50 - d.p50).toFixed(2)} ms at p50 (at ${connections} connections, not comparable loads)`);
    const us = g.cpu.perRequestUs.get('gateway') ?? 0;
    if (us > 0) {
      console.log(`\ngateway CPU per request at max load: ${us.toFixed(0)} µs → at most ~${Math.floor(1e6 / us)} req/s on one` +
        ` core with nothing else on it`);
    }
  }
  await sessions.destroy(session.sid);
  await redis.quit();
}

try {
  await main();
} finally {
  // Each stops gracefully (and a profiled gateway writes its profile); wait for them, briefly.
  await Promise.all(children.map((child) => new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const timer = setTimeout(() => (child.kill('SIGKILL'), done()), 15_000);
    child.once('exit', () => (clearTimeout(timer), done()));
    child.kill('SIGTERM');
  })));
}
