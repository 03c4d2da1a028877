// lessons-quiz at realistic size: seeds 1,000 students × 50 lessons (+ 5 questions each) into a bench
// database, starts the built service (and ai-assistant, local provider) on free ports, then drives
// every list/read endpoint with 50 concurrent students for a fixed time and prints p50/p95/p99 per
// endpoint; then 10-page PDF → lesson preview and "generate 5 quizzes", 20 runs each.
//   npm run build && node --experimental-transform-types scripts/bench/lessons.mjs [--students=1000]
//     [--lessons=50] [--questions=5] [--concurrency=50] [--duration=20] [--runs=20] [--keep] [--reuse]
//     [--via=direct,gateway] [--service=path/to/lessons-quiz/main.js] [--no-ai] [--cpu-prof=dir]
// --reuse skips seeding when the bench database already holds the data (kept by an earlier --keep).
// --via: the load straight to the service (internal token), through the gateway (session cookie), or
// both; --service benchmarks another build (e.g. a copy of an older dist inside the repo tree);
// --cpu-prof writes the V8 CPU profiles of the service and the gateway into dir/<name> when they stop.
// Every load run prints the load average and the CPU share of each process (the machine is shared).
// Needs the local stack (scripts/stack up). Only 127.0.0.1 is contacted; every load run is bounded.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { buildPdf } from '@studyhall/ai-assistant/testing/pdf-builder';
import { connectMongo, createRedis, createSessionStore, internalTokenKey, mintInternalToken } from '@studyhall/platform';
import { parseEnvFile } from '../services/definitions.ts';
import { seedStudents, type SeededStudent } from './lessons/seed.ts';
import { loadAverage, pidOf, startCpuCount } from './lessons/cpu.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const size = { students: arg('students', 1000), lessonsPerStudent: arg('lessons', 50), questionsPerLesson: arg('questions', 5) };
const concurrency = arg('concurrency', 50);
const durationMs = arg('duration', 20) * 1000;
const runs = arg('runs', 20);
const benchDb = 'studyhall-lessons-quiz-bench';
const via = (process.argv.find((a) => a.startsWith('--via='))?.split('=')[1] ?? 'direct,gateway').split(',');
const cpuProfileDir = process.argv.find((a) => a.startsWith('--cpu-prof='))?.split('=')[1];
const serviceMain = process.argv.find((a) => a.startsWith('--service='))?.split('=')[1] ?? 'services/lessons-quiz/dist/main.js';
const secret = randomBytes(32).toString('base64url');
const key = internalTokenKey(secret);
const env = { ...parseEnvFile(readFileSync(resolve(repoRoot, '.data/stack.env'), 'utf8')), ...process.env, INTERNAL_TOKEN_SECRET: secret, LOG_LEVEL: 'warn' };
const children: ChildProcess[] = [];
const log = (line: string) => console.log(line);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

const pids: Record<string, number | undefined> = { bench: process.pid, ferretdb: pidOf('ferretdb'), redis: pidOf('redis-server') };

async function start(name: string, main: string, extra: Record<string, string>): Promise<string> {
  const port = await freePort();
  const profile = cpuProfileDir && name !== 'ai-assistant' ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}/${name}`] : [];
  const child = spawn(process.execPath, [...profile, resolve(repoRoot, main)], { env: { ...env, ...extra, PORT: String(port) }, stdio: ['ignore', 'inherit', 'inherit'] });
  children.push(child);
  pids[name] = child.pid;
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 180_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 250))) {
    if (await fetch(`${url}/readyz`).then((r) => r.ok, () => false)) return url;
  }
  throw new Error(`${name} did not become ready`);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function call(url: string, userId: string, init: RequestInit = {}): Promise<Response> {
  const token = await mintInternalToken(key, { userId, audience: 'lessons-quiz' }, 600);
  const response = await fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` } });
  return response;
}

type Endpoint = { name: string; path: (student: SeededStudent) => string };
const endpoints: Endpoint[] = [
  { name: 'GET /api/lessons', path: () => '/api/lessons' },
  { name: 'GET /api/lessons/history', path: () => '/api/lessons/history' },
  { name: 'GET /api/lessons/{id}', path: (s) => `/api/lessons/${pick(s.lessonIds)}` },
  { name: 'GET /api/lessons/{id}/progress', path: (s) => `/api/lessons/${pick(s.lessonIds)}/progress` },
  { name: 'GET /api/topics', path: () => '/api/topics' },
  { name: 'GET /api/topics/{id}/lessons', path: () => '/api/topics/topic-fractions/lessons' },
];
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

type Credentials = (student: SeededStudent) => Promise<Record<string, string>>;

/** Straight to the service: the internal token the gateway would mint. */
function directCredentials(): Credentials {
  const tokens = new Map<string, string>();
  return async ({ userId }) => {
    const token = tokens.get(userId) ?? (await mintInternalToken(key, { userId, audience: 'lessons-quiz' }, 600));
    tokens.set(userId, token);
    return { authorization: `Bearer ${token}` };
  };
}

/** Through the gateway: a session per student in the shared Redis (it expires on its own in 15 min). */
async function gatewayCredentials(students: SeededStudent[]): Promise<Credentials> {
  const redis = createRedis(String(env.REDIS_URL));
  const sessions = createSessionStore(redis, 900);
  const cookies = new Map<string, string>();
  for (const { userId } of students) cookies.set(userId, `studyhall.sid=${(await sessions.create(userId)).sid}`);
  await redis.quit();
  return async ({ userId }) => ({ cookie: cookies.get(userId)! });
}

/** 50 students at once, each one request after another through the endpoints, for durationMs. */
async function listLoad(label: string, baseUrl: string, students: SeededStudent[], credentials: Credentials) {
  const latencies = new Map(endpoints.map((endpoint) => [endpoint.name, [] as number[]]));
  let failures = 0;
  const until = Date.now() + durationMs;
  const cpu = startCpuCount(pids);
  await Promise.all(Array.from({ length: concurrency }, async (_, worker) => {
    for (let turn = worker; Date.now() < until; turn += 1) {
      const student = pick(students);
      const endpoint = endpoints[turn % endpoints.length]!;
      const headers = await credentials(student);
      const started = performance.now();
      const response = await fetch(baseUrl + endpoint.path(student), { headers });
      await response.arrayBuffer();
      latencies.get(endpoint.name)!.push(performance.now() - started);
      if (!response.ok) failures += 1;
    }
  }));
  const total = [...latencies.values()].reduce((sum, values) => sum + values.length, 0);
  log(`\n${label}: ${concurrency} concurrent students for ${durationMs / 1000} s: ${total} requests (${(total / (durationMs / 1000)).toFixed(0)} req/s), ${failures} failed`);
  log(`  load average ${loadAverage()} (2 cores, shared); CPU (100% = one core): ${cpu()}`);
  const all = [...latencies.values()].flat();
  log(`  ${'all endpoints'.padEnd(32)} n=${String(all.length).padStart(5)}  p50 ${ms(percentile(all, 50)).padStart(9)}  p95 ${ms(percentile(all, 95)).padStart(9)}  p99 ${ms(percentile(all, 99)).padStart(9)}`);
  for (const [name, values] of latencies) {
    log(`  ${name.padEnd(32)} n=${String(values.length).padStart(5)}  p50 ${ms(percentile(values, 50)).padStart(9)}  p95 ${ms(percentile(values, 95)).padStart(9)}  p99 ${ms(percentile(values, 99)).padStart(9)}`);
  }
}

/** Every student's dashboard and one lesson's progress once, 8 at a time (fills the read cache). */
async function warmUp(baseUrl: string, students: SeededStudent[], credentials: Credentials) {
  const started = performance.now();
  const queue = [...students];
  await Promise.all(Array.from({ length: 8 }, async () => {
    for (let student = queue.pop(); student; student = queue.pop()) {
      const headers = await credentials(student);
      for (const path of ['/api/lessons', `/api/lessons/${student.lessonIds[0]}/progress`]) await (await fetch(baseUrl + path, { headers })).arrayBuffer();
    }
  }));
  log(`\nwarm-up: every student's lessons and progress read once in ${((performance.now() - started) / 1000).toFixed(0)} s (load average ${loadAverage()})`);
}

async function timed(label: string, goalMs: number, run: (index: number) => Promise<void>) {
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await run(index);
    times.push(performance.now() - started);
  }
  const p95 = percentile(times, 95);
  log(`  ${label}: p50 ${ms(percentile(times, 50))}  p95 ${ms(p95)}  max ${ms(Math.max(...times))}  goal p95 < ${goalMs} ms: ${p95 < goalMs ? 'met' : 'NOT met'}`);
}

async function aiFlows(service: string) {
  const pages = Array.from({ length: 10 }, (_, page) => ({ lines: [`Chapter ${page + 1}: Fractions`, ...Array.from({ length: 35 }, (_, i) => `Line ${i + 1}: a fraction names part of a whole; the denominator counts equal parts.`)] }));
  const pdf = buildPdf(pages);
  log(`\nThrough the service (ai-assistant with the local provider), ${runs} runs each, one at a time:`);
  let saved = '';
  await timed(`10-page PDF (${(pdf.length / 1024).toFixed(0)} KB) → lesson preview`, 1500, async () => {
    const form = new FormData();
    form.append('wordProblemTheme', 'X-Games');
    form.append('file', new Blob([new Uint8Array(pdf)]), 'chapter.pdf');
    const response = await call(`${service}/api/custom-quiz/generate-lesson-preview`, randomBytes(12).toString('hex'), { method: 'POST', body: form });
    if (!response.ok) throw new Error(`preview answered ${response.status}: ${await response.text()}`);
    saved = ((await response.json()) as { lesson: string }).lesson;
  });
  const owner = randomBytes(12).toString('hex');
  const created = await call(`${service}/api/custom-quiz/save-lesson`, owner, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ lesson: saved, fileName: 'chapter.pdf', wordProblemTheme: 'X-Games' }),
  });
  const { lessonId } = (await created.json()) as { lessonId: string };
  await timed('generate 5 quizzes × 10 questions', 1000, async () => {
    const response = await call(`${service}/api/lessons/${lessonId}/generate-quizzes`, owner, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ quizCount: 5 }) });
    if (!response.ok) throw new Error(`generate-quizzes answered ${response.status}`);
  });
}

async function main() {
  const mongo = await connectMongo(String(env.MONGO_URL), benchDb);
  try {
    const reuse = process.argv.includes('--reuse') && (await mongo.collection('bench_students').findOne({ _id: 'students' as never }));
    let students: SeededStudent[];
    if (reuse) {
      students = (reuse as unknown as { students: SeededStudent[] }).students;
      log(`reusing ${students.length} seeded students in ${benchDb}`);
    } else {
      await mongo.dropDatabase();
      log(`seeding ${size.students} students × ${size.lessonsPerStudent} lessons × ${size.questionsPerLesson} questions into ${benchDb}`);
      const started = performance.now();
      students = await seedStudents(mongo, size, log);
      await mongo.collection('bench_students').insertOne({ _id: 'students', students } as never);
      log(`  seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    const ai = await start('ai-assistant', 'services/ai-assistant/dist/main.js', { AI_PROVIDER: 'local', OPENAI_API_KEY: '', AI_QUOTA_LIMIT: '100000' });
    const service = await start('lessons-quiz', serviceMain, { MONGO_DB: benchDb, AI_ASSISTANT_URL: ai });
    log(`load average before the load: ${loadAverage()}`);
    // First with the service's read cache cold (as after a deploy), then once every student was seen.
    if (via.includes('direct')) await listLoad('direct to the service, cache cold', service, students, directCredentials());
    await warmUp(service, students, directCredentials());
    if (via.includes('direct')) await listLoad('direct to the service, cache warm', service, students, directCredentials());
    if (via.includes('gateway')) {
      const unlimited = '1000000000';
      const gateway = await start('gateway', 'gateway/dist/main.js', {
        LESSONS_QUIZ_URL: service, RATE_LIMIT_DEFAULT_PER_USER: unlimited, RATE_LIMIT_DEFAULT_PER_IP: unlimited,
        RATE_LIMIT_KEY_PREFIX: `bench-${randomBytes(4).toString('hex')}:`,
      });
      await listLoad('through the gateway', gateway, students, await gatewayCredentials(students));
    }
    if (!process.argv.includes('--no-ai')) await aiFlows(service);
    if (!process.argv.includes('--keep')) await mongo.dropDatabase();
  } finally {
    await mongo.close();
    for (const child of children) child.kill('SIGTERM');
  }
}

await main();
