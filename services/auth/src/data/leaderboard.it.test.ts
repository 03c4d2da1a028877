// The leaderboard is a cache: when Redis lost it, globalRank is rebuilt from the scores on the users.
import { randomUUID } from 'node:crypto';
import { lockDocument } from '@studyhall/platform';
import { Types } from 'mongoose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, register, startAuthTestApp, type AuthTestApp } from '../test-support/auth-test-app.js';

const leaderboardKey = `auth:leaderboard:test-${randomUUID()}`;
let app: AuthTestApp;

beforeAll(async () => {
  app = await startAuthTestApp({ LEADERBOARD_KEY: leaderboardKey });
}, 60_000);

afterAll(async () => {
  await app?.redis.del(leaderboardKey);
  await app?.close();
});

/** A student whose stored total is `score` (as if earned before Redis was flushed). */
async function studentWithScore(score: number): Promise<{ id: string; token: string }> {
  const { reply } = await register(app);
  const id = reply.body.id as string;
  // Under the relay's lock: it is marking UserRegistered sent on this very document (FerretDB would lose one write).
  await lockDocument(app.users.collection.collectionName, id, () => app.users.updateOne({ _id: new Types.ObjectId(id) }, { $set: { totalScore: score } }));
  return { id, token: await app.tokenFor(id) };
}

const rankOf = async (student: { token: string }) => ((await call(app, '/api/auth/user', { token: student.token })).body as { globalRank: number }).globalRank;

it('ranks the stored scores again after the leaderboard key was lost', async () => {
  const [low, high, none] = [await studentWithScore(40), await studentWithScore(90), await studentWithScore(0)];
  await app.redis.del(leaderboardKey);
  expect(await rankOf(low)).toBe(2);
  expect(await rankOf(high)).toBe(1);
  expect(await rankOf(none)).toBe(0);
  expect(await app.redis.exists(leaderboardKey)).toBe(1);
});

// Scores above the first test's, so the ranks below are these two students' own.
it('keeps everyone ranked when the first write after a flush is one new score', async () => {
  const [first, second] = [await studentWithScore(170), await studentWithScore(150)];
  await app.redis.del(leaderboardKey);
  await app.deps.leaderboard.setScore(second.id, 180);
  expect(await rankOf(second)).toBe(1);
  expect(await rankOf(first)).toBe(2);
});
