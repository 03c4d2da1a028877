// Sign-in at realistic size (issue 9): N students in a bench database, then the e-mail lookup the old
// code did (users.findOne({ emailLower }), a full scan on FerretDB) against the lookup document now
// used (user_emails by _id, then users by _id), and whole sign-ins through auth's HTTP app.
// Prints numbers; asserts nothing.
// Usage: scripts/stack up && source scripts/node-env.sh && node \
//   --experimental-transform-types scripts/bench/sign-in.mjs [--users=10000] [--runs=200]
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { anonymousSubject, internalTokenKey, mintInternalToken } from '@studyhall/platform';
import { bootService } from '@studyhall/platform/service';
import { hashPassword } from '../../services/auth/src/domain/passwords.js';
import { authService } from '../../services/auth/src/service.js';
import { userModel } from '../../services/auth/src/data/user-model.js';
import { parseEnvFile } from '../services/definitions.ts';

const argument = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const userCount = argument('users', 10_000);
const runs = argument('runs', 200);
const repoRoot = resolve(import.meta.dirname, '../..');
const stackEnv = parseEnvFile(readFileSync(resolve(repoRoot, '.data/stack.env'), 'utf8'));
const database = `bench-sign-in-${userCount}`;
const env = { ...stackEnv, ...process.env, MONGO_DB: database, INTERNAL_TOKEN_SECRET: 'bench-internal-token-secret-0123456789', LOG_LEVEL: 'warn' };

const service = await bootService(authService, { env, kafkaPrefix: `bench-${randomUUID().slice(0, 6)}.` });
const users = userModel(service.clients.mongo);
const password = 'bench horse battery staple';
await seed();
const emails = Array.from({ length: runs }, (_, index) => emailOf((index * 7919) % userCount));

const oldLookup = await timeEach(emails, (email) => users.findOne({ emailLower: email }).lean());
const newLookup = await timeEach(emails, (email) => service.deps.users.findCredentials(email));
const server = createServer(service.app.callback());
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/auth/login`;
// auth takes sign-ins only from the gateway: the gateway's token for a request without a session.
const gatewayToken = await mintInternalToken(internalTokenKey(env.INTERNAL_TOKEN_SECRET), { userId: anonymousSubject, audience: 'auth', clientIp: '127.0.0.1' }, 600);
const headers = { 'content-type': 'application/json', authorization: `Bearer ${gatewayToken}` };
const signIns = await timeEach(emails.slice(0, Math.min(runs, 100)), async (email) => {
  const reply = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  if (reply.status !== 200) throw new Error(`sign-in answered ${reply.status}`);
});
report(`e-mail → user, old query (findOne emailLower), ${userCount} users`, oldLookup);
report(`e-mail → user, lookup document + _id, ${userCount} users`, newLookup);
report(`POST /api/auth/login (argon2 included), ${userCount} users`, signIns);
server.close();
await service.close();

function emailOf(index: number): string {
  return `bench-student-${index}@example.test`;
}

async function seed(): Promise<void> {
  const existing = await users.estimatedDocumentCount();
  if (existing >= userCount) return;
  const passwordHash = await hashPassword(password); // one hash for all: the bench measures lookups
  const now = new Date();
  for (let start = existing; start < userCount; start += 1_000) {
    const batch = Array.from({ length: Math.min(1_000, userCount - start) }, (_, offset) => {
      const email = emailOf(start + offset);
      const _id = new users.base.Types.ObjectId();
      return { _id, email, emailLower: email, usernameKey: `#${_id.toHexString()}`, passwordHash, createdAt: now, updatedAt: now };
    });
    await users.collection.insertMany(batch);
    await service.clients.mongo.collection('user_emails').insertMany(batch.map((user) => ({ _id: user.emailLower as never, ownerId: user._id.toHexString() })));
  }
}

async function timeEach<T>(items: T[], work: (item: T) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (const item of items) {
    const start = performance.now();
    await work(item);
    times.push(performance.now() - start);
  }
  return times;
}

function report(what: string, times: number[]): void {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  console.log(`${what}: n=${times.length} p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
}
