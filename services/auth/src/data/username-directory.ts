// Usernames by prefix for people search, from a Redis sorted set (ZRANGE BYLEX: a range read, not a
// scan of users). Members are `<lower-cased username>\0<user id>`. Redis is a cache here: the set is
// rebuilt from the users collection when it is missing (first start, or Redis was flushed).
import type { Redis } from 'ioredis';
import type { UsernameDirectory } from '../domain/search-users.js';
import { createSortedSetCache } from './sorted-set-cache.js';
import type { UserDocument, UserModel } from './user-model.js';

const key = 'auth:usernames';
const separator = '\u0000';
// The highest code point: every username that starts with the prefix sorts below prefix + this.
const highest = '\u{10FFFF}';

export interface UsernameDirectoryStore extends UsernameDirectory {
  add(username: string, userId: string): Promise<void>;
  rebuildIfMissing(): Promise<void>;
}

export function createUsernameDirectory(redis: Redis, users: UserModel): UsernameDirectoryStore {
  const cache = createSortedSetCache(redis, {
    key,
    source: () => users.collection.find<Pick<UserDocument, '_id' | 'username'>>({ username: { $ne: null } }, { projection: { username: 1 } }),
    entryOf: (user) => (user.username ? [0, member(user.username, user._id.toHexString())] : undefined),
  });
  const directory: UsernameDirectoryStore = {
    async add(username, userId) {
      await redis.zadd(key, 0, member(username, userId));
    },
    rebuildIfMissing: () => cache.refillIfMissing(),
    async startingWith(prefix, limit) {
      const lower = prefix.toLowerCase();
      let members = await redis.zrangebylex(key, `[${lower}`, `[${lower}${highest}`, 'LIMIT', 0, limit);
      if (members.length === 0 && !(await redis.exists(key))) {
        await directory.rebuildIfMissing();
        members = await redis.zrangebylex(key, `[${lower}`, `[${lower}${highest}`, 'LIMIT', 0, limit);
      }
      return members.map((entry) => entry.slice(entry.lastIndexOf(separator) + 1));
    },
  };
  return directory;
}

function member(username: string, userId: string): string {
  return `${username.toLowerCase()}${separator}${userId}`;
}
