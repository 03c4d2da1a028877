// social-feed on the service template: the follow graph (outbox → studyhall.social.v1) and the feed,
// projected from users, lessons, homework and social events into Mongo with timelines in Redis.
import { defineService } from '@studyhall/platform/service';
import { createApp, type AppDeps } from './app.js';
import { socialFeedConfigSchema } from './config.js';
import { createAuthorItemStore } from './data/author-item-store.js';
import { createAuthUserLookup, withAuthFallback } from './data/auth-users.js';
import { createFeedItemStore } from './data/feed-item-repository.js';
import { createFollowIndex } from './data/follow-index.js';
import { createKeyedLock, lockedWrites } from './data/keyed-lock.js';
import { measuredTimelines } from './data/measured-timelines.js';
import { cachedFeedItems, cachedUsers } from './data/read-cache.js';
import { createRedisTimelines } from './data/redis-timelines.js';
import { createRelationRepository, relationCollection } from './data/relation-repository.js';
import { createUserProjection } from './data/user-directory.js';
import type { HandlerDeps } from './events/handler-deps.js';
import { handlers, topics } from './events/subscriptions.js';

export type SocialFeedDeps = AppDeps & HandlerDeps;

export const socialFeedService = defineService({
  name: 'social-feed',
  configSchema: socialFeedConfigSchema,
  clients: { mongo: true, redis: true, kafka: true },
  async wire({ config, logger, clients, startRelay, subscribe, tokenKey }): Promise<SocialFeedDeps> {
    const { mongo, redis } = clients;
    const followers = relationCollection(mongo);
    const relationLock = createKeyedLock();
    const relay = startRelay([lockedWrites(followers, relationLock)]);
    const authLookup = createAuthUserLookup({ baseUrl: config.AUTH_URL, tokenKey });
    const deps: SocialFeedDeps = {
      logger,
      internalTokenKey: tokenKey,
      relations: createRelationRepository(followers, relationLock, (id) => relay.notify(followers, id)),
      index: createFollowIndex(mongo),
      users: cachedUsers(withAuthFallback(createUserProjection(mongo), authLookup), redis, config.REDIS_KEY_PREFIX),
      items: cachedFeedItems(createFeedItemStore(mongo), redis, config.REDIS_KEY_PREFIX),
      authors: createAuthorItemStore(mongo),
      timelines: measuredTimelines(createRedisTimelines(redis, config.REDIS_KEY_PREFIX, config.TIMELINE_IDLE_SECONDS)),
      fanoutMax: config.FEED_FANOUT_MAX,
    };
    await subscribe({ topics, handlers: handlers(deps) });
    return deps;
  },
  createApp: (deps, http) => createApp({ ...deps, readiness: http.readiness, isShuttingDown: http.isShuttingDown }),
});
