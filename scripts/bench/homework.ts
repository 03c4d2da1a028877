// Homework history benchmark (issue 12): 1,000 students × 30 solved homework in a bench database on
// the local stack's FerretDB, then GET /api/homework through the homework service's real app (HTTP,
// internal token per student, as the gateway calls it). Prints p50/p95/p99 latency and req/s.
//   set -a; . .data/stack.env; set +a
//   node --experimental-transform-types scripts/bench/homework.ts [--students=1000] [--per-student=30] [--requests=500] [--concurrency=4] [--keep]
// The database is studyhall-homework-bench; it is dropped at the end unless --keep (then the next run
// reuses the seed). Everything runs on 127.0.0.1 and stops after --requests calls.
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import '../lib/source-hooks.mjs';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const students = arg('students', 1000);
const perStudent = arg('per-student', 30);
const requests = arg('requests', 500);
const concurrency = arg('concurrency', 4);
const keep = process.argv.includes('--keep');
const dbName = 'studyhall-homework-bench';

const { bootService } = await import('@studyhall/platform/service');
const { mintInternalToken } = await import('@studyhall/platform');
const { homeworkService } = await import('../../services/homework/src/service.ts');
const { shelfModel } = await import('../../services/homework/src/data/shelf-model.ts');
const { packItems, unpackItems } = await import('../../services/homework/src/data/shelf-list.ts');
const { LocalAiProvider } = await import('../../services/ai-assistant/src/domain/local/local-ai-provider.ts');
const { HOMEWORK_SAMPLES } = await import('../eval/homework-samples.ts');

const phase = (what: string) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${what}`);
phase('booting the homework service');
const service = await bootService(homeworkService, {
  env: { ...process.env, MONGO_DB: dbName, LOG_LEVEL: 'warn', INTERNAL_TOKEN_SECRET: 'homework-bench-internal-token-secret-32+' },
  kafkaPrefix: 'homework-bench.',
});
const shelves = shelfModel(service.clients.mongo);
const userIds = Array.from({ length: students }, (_, i) => `bench-student-${String(i).padStart(5, '0')}`);

phase('seeding');
await seed();
const server = createServer(service.app.callback());
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/homework`;
const key = new TextEncoder().encode('homework-bench-internal-token-secret-32+');
const tokensFor = (ids: string[]) => Promise.all(ids.map((userId) => mintInternalToken(key, { userId, audience: 'homework' }, 3600)));
const tokens = await tokensFor(userIds);
// Reference: students with no homework yet (a missing shelf), the same path without the 30 solutions.
const newcomers = await tokensFor(Array.from({ length: 50 }, (_, i) => `bench-newcomer-${i}`));

phase('warming up');
await run(Math.min(50, requests), tokens); // warm-up: connections, JIT, FerretDB's page cache
phase(`measuring ${requests} requests`);
const { latencies, seconds, bytes, wire } = await run(requests, tokens);
phase('measuring the reference (students without homework)');
const reference = await run(Math.max(20, Math.floor(requests / 5)), newcomers);
const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!.toFixed(1);
console.log(`\nGET /api/homework — ${students} students × ${perStudent} homework, ${requests} requests, ${concurrency} at a time`);
console.log(`  p50 ${pct(latencies, 50)} ms   p95 ${pct(latencies, 95)} ms   p99 ${pct(latencies, 99)} ms   max ${pct(latencies, 100)} ms`);
console.log(`  reference, a student with no homework: p50 ${pct(reference.latencies, 50)} ms   p95 ${pct(reference.latencies, 95)} ms`);
console.log(`  load average while measuring: ${loadavg().map((l) => l.toFixed(1)).join(' ')} (2 cores shared with the team)`);
console.log(`  ${(requests / seconds).toFixed(0)} req/s   ${(bytes / requests / 1024).toFixed(0)} KB per answer (${perStudent} solutions), ${(wire / requests / 1024).toFixed(0)} KB on the wire`);

server.close();
if (!keep) await service.clients.mongo.dropDatabase();
await service.close();

async function seed(): Promise<void> {
  const last = await shelves.collection.findOne({ _id: userIds.at(-1)! as never });
  if (last?.list && unpackItems(last.list).length === perStudent) return void console.log(`seed: reusing ${dbName}`);
  await shelves.deleteMany({});
  const provider = new LocalAiProvider();
  const grades = ['4th', '7th', '9th', '12th'] as const;
  const solutions = await Promise.all(
    HOMEWORK_SAMPLES.flatMap((text: string) => grades.map((gradeLevel) => provider.solveHomework({ text, gradeLevel }))),
  );
  const started = performance.now();
  for (let from = 0; from < students; from += 50) {
    const batch = userIds.slice(from, from + 50).map((userId, offset) => ({
      _id: userId,
      version: perStudent,
      list: packItems(Array.from({ length: perStudent }, (_, n) => {
        const solution = solutions[(from + offset + n) % solutions.length]!;
        return {
          id: `${userId}-hw-${n}`, title: `Worksheet ${n + 1}`, gradeLevel: solution.gradeLevel, sourceFileName: `worksheet-${n + 1}.pdf`,
          solvedContent: solution.solvedContent, uploadedAt: new Date(Date.now() - (perStudent - n) * 3_600_000), isPublic: n % 3 === 0,
          originalKey: `uploads/${userId}/bench-${n}`,
        };
      })),
    }));
    await shelves.insertMany(batch, { lean: true });
  }
  console.log(`seed: ${students} students × ${perStudent} homework in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function run(count: number, tokens: string[]): Promise<{ latencies: number[]; seconds: number; bytes: number; wire: number }> {
  const latencies: number[] = [];
  let next = 0;
  let bytes = 0;
  let wire = 0;
  const started = performance.now();
  async function worker() {
    while (next < count) {
      const token = tokens[(next++ * 7919) % tokens.length]!;
      const sent = performance.now();
      // As a browser asks (fetch decompresses; content-length is what crossed the wire).
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } });
      const body = await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET /api/homework answered ${response.status}`);
      latencies.push(performance.now() - sent);
      bytes += body.byteLength;
      wire += Number(response.headers.get('content-length') ?? body.byteLength);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, seconds: (performance.now() - started) / 1000, bytes, wire };
}
