// REVIEW: until the platform's defineService/runService lands, wired by hand like services/auth.
import type { Logger } from '@studyhall/platform';
import { internalTokenKey } from '@studyhall/platform';
import {
  createEventConsumer, createEventPublisher, createKafkaBus, createOutboxRelay, createProcessedEventStore, kafkaReadiness, type EventBus,
} from '@studyhall/platform/events/index';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import type { AppDeps } from './app.js';
import type { SocialFeedConfig } from './config.js';
import { createAuthorItemStore } from './data/author-item-store.js';
import { createFeedItemStore } from './data/feed-item-repository.js';
import { createFollowIndex } from './data/follow-index.js';
import { createRedisTimelines } from './data/redis-timelines.js';
import { createRelationRepository, relationCollection } from './data/relation-repository.js';
import { createUserProjection } from './data/user-directory.js';
import type { HandlerDeps } from './events/handler-deps.js';
import { handlers, topics } from './events/subscriptions.js';

export interface SocialFeedClients {
  config: SocialFeedConfig;
  logger: Logger;
  mongo: Connection;
  redis: Redis;
  /** Tests pass their own; by default one is made from KAFKA_BROKERS. */
  bus?: EventBus;
}

export type SocialFeedDeps = AppDeps & HandlerDeps;

export async function createSocialFeedDeps(clients: SocialFeedClients): Promise<{ deps: SocialFeedDeps; stop: () => Promise<void> }> {
  const { config, logger, mongo, redis } = clients;
  const bus = clients.bus ?? createKafkaBus({ brokers: config.KAFKA_BROKERS, clientId: config.KAFKA_CLIENT_ID, logger });
  const followers = relationCollection(mongo);
  const relay = createOutboxRelay({ sources: [followers], publisher: createEventPublisher({ bus }), logger });
  relay.start();
  const deps: SocialFeedDeps = {
    logger,
    internalTokenKey: internalTokenKey(config.INTERNAL_TOKEN_SECRET),
    relations: createRelationRepository(followers, (id) => relay.notify(followers, id)),
    index: createFollowIndex(mongo),
    users: createUserProjection(mongo),
    items: createFeedItemStore(mongo),
    authors: createAuthorItemStore(mongo),
    timelines: createRedisTimelines(redis, config.REDIS_KEY_PREFIX),
    fanoutMax: config.FEED_FANOUT_MAX,
    readiness: [kafkaReadiness(bus)],
  };
  const consumer = createEventConsumer({
    bus,
    groupId: config.KAFKA_GROUP_ID,
    topics,
    handlers: handlers(deps),
    processedEvents: await createProcessedEventStore(mongo),
    logger,
  });
  await consumer.start();
  return {
    deps,
    async stop() {
      await consumer.stop();
      await relay.stop();
      if (!clients.bus) await bus.close();
    },
  };
}
