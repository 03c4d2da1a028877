// The global leaderboard: a Redis sorted set of user id → total score; rank 1 is the highest score.
// Scores are set (not incremented) from the stored total, so writing one again is harmless.
// REVIEW: Redis is the only copy of the ordering; if it is flushed, students reappear as they next
// complete a quiz (a rebuild from the users collection would be a full scan, so it is not done at start).
import type { Redis } from 'ioredis';
import type { Leaderboard } from '../domain/record-quiz-completed.js';

export function createLeaderboard(redis: Redis, key: string): Leaderboard {
  return {
    async setScore(userId, totalScore) {
      await redis.zadd(key, totalScore, userId);
    },
    async rankOf(userId) {
      const rank = await redis.zrevrank(key, userId);
      return rank === null ? 0 : rank + 1;
    },
  };
}
