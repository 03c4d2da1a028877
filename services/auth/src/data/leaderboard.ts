// The global leaderboard: a Redis sorted set of user id → total score; rank 1 is the highest score.
// Redis is a cache here: when the set is missing (first start, or Redis was flushed) it is rebuilt
// from the scores stored on the users, like the username directory. A marker member below every
// score records "built", so a board with no scores yet is not rebuilt on every read.
// Scores only grow, so every write is ZADD GT: a rebuild that read an older total never lowers one.
import type { Redis } from 'ioredis';
import type { Leaderboard } from '../domain/record-quiz-completed.js';
import { createSortedSetCache } from './sorted-set-cache.js';
import type { UserDocument, UserModel } from './user-model.js';

const builtMarker = '#built';

export interface LeaderboardStore extends Leaderboard {
  rebuildIfMissing(): Promise<void>;
}

export function createLeaderboard(redis: Redis, key: string, users: UserModel): LeaderboardStore {
  const cache = createSortedSetCache(redis, {
    key,
    // REVIEW: a full read of users (FerretDB indexes only _id), done only when the board is gone.
    source: () => users.collection.find<Pick<UserDocument, '_id' | 'totalScore'>>({ totalScore: { $gt: 0 } }, { projection: { totalScore: 1 } }),
    entryOf: (user) => [user.totalScore, user._id.toHexString()],
    flags: 'GT',
    afterRefill: () => redis.zadd(key, -1, builtMarker),
  });
  const board: LeaderboardStore = {
    rebuildIfMissing: () => cache.refillIfMissing(),
    async setScore(userId, totalScore) {
      await board.rebuildIfMissing();
      await redis.zadd(key, 'GT', totalScore, userId);
    },
    async rankOf(userId) {
      let rank = await redis.zrevrank(key, userId);
      // Not on the board: a student without points yet, or a board that is gone.
      if (rank === null && !(await redis.exists(key))) {
        await board.rebuildIfMissing();
        rank = await redis.zrevrank(key, userId);
      }
      return rank === null ? 0 : rank + 1;
    },
  };
  return board;
}
