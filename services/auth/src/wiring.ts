import type { Logger } from '@studyhall/platform';
import { createSessionStore, internalTokenKey } from '@studyhall/platform';
import { createEventPublisher, createKafkaBus, createOutboxRelay, kafkaReadiness, type EventBus } from '@studyhall/platform/events/index';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import type { AppDeps } from './app.js';
import { oidcSettings, type AuthConfig } from './config.js';
import { createLoginAttempts } from './data/login-attempts.js';
import { createOidcStates } from './data/oidc-states.js';
import { userModel } from './data/user-model.js';
import { createUserRepository } from './data/user-repository.js';
import { createPasswordChecker } from './domain/passwords.js';
import { createOpenIdProvider } from './oidc/openid-provider.js';

export interface AuthClients {
  config: AuthConfig;
  logger: Logger;
  mongo: Connection;
  redis: Redis;
  /** Tests pass their own; by default one is made from KAFKA_BROKERS. */
  bus?: EventBus;
}

/** Everything createApp needs, built from connected clients; `stop` ends the event relay. */
export async function createAuthDeps(clients: AuthClients): Promise<{ deps: AppDeps; stop: () => Promise<void> }> {
  const { config, logger, mongo, redis } = clients;
  const bus = clients.bus ?? createKafkaBus({ brokers: config.KAFKA_BROKERS, clientId: config.KAFKA_CLIENT_ID, logger });
  const users = userModel(mongo);
  // The unique indexes (email, username) must exist before the first registration, not soon after.
  await users.init();
  const relay = createOutboxRelay({ sources: [users], publisher: createEventPublisher({ bus }), logger });
  relay.start();
  const oidc = oidcSettings(config);
  const deps: AppDeps = {
    logger,
    users: createUserRepository(users, { onEventsQueued: () => relay.notify() }),
    sessions: createSessionStore(redis, config.SESSION_TTL_SECONDS),
    passwords: createPasswordChecker(),
    attempts: createLoginAttempts(redis, { maxFailures: config.LOGIN_MAX_FAILURES, windowSeconds: config.LOGIN_FAILURE_WINDOW_SECONDS }),
    internalTokenKey: internalTokenKey(config.INTERNAL_TOKEN_SECRET),
    oidc: oidc && { provider: createOpenIdProvider(oidc), states: createOidcStates(redis) },
    publicUrl: config.PUBLIC_URL,
    readiness: [kafkaReadiness(bus)],
  };
  return {
    deps,
    async stop() {
      await relay.stop();
      if (!clients.bus) await bus.close();
    },
  };
}
