// auth on the service template: users in its own database, sessions and sign-in counters in Redis,
// UserRegistered / UserProfileUpdated through the outbox to Kafka; score, streak, rank and achievements from the quiz events.
import { createSessionStore } from '@studyhall/platform';
import { defineService } from '@studyhall/platform/service';
import { createApp, type AppDeps } from './app.js';
import { authConfigSchema, oidcSettings } from './config.js';
import { loadAchievements, seedAchievements } from './data/achievement-catalogue.js';
import { createLeaderboard } from './data/leaderboard.js';
import { createLoginAttempts } from './data/login-attempts.js';
import { createOidcStates } from './data/oidc-states.js';
import { awardedAchievements, createQuizStandings } from './data/quiz-standings.js';
import { createSearchQuota } from './data/search-quota.js';
import { createUserLookups } from './data/user-lookups.js';
import { userModel } from './data/user-model.js';
import { createUserRepository } from './data/user-repository.js';
import { createUsernameDirectory } from './data/username-directory.js';
import { createPasswordChecker } from './domain/passwords.js';
import { authSubscriptions } from './events/subscriptions.js';
import { createOpenIdProvider } from './oidc/openid-provider.js';

export const authService = defineService({
  name: 'auth',
  configSchema: authConfigSchema,
  clients: { mongo: true, redis: true, kafka: true },
  async wire({ config, logger, clients, startRelay, subscribe, tokenKey }): Promise<AppDeps> {
    const { mongo, redis } = clients;
    const users = userModel(mongo);
    // The unique indexes (email, username) must exist before the first registration, not soon after.
    await users.init();
    const relay = startRelay([users]);
    const usernames = createUsernameDirectory(redis, users);
    await usernames.rebuildIfMissing();
    const repository = createUserRepository(users, await createUserLookups(users), {
      onEventsQueued: (id) => relay.notify(users, id),
      onUsernameAdded: (username, id) => usernames.add(username, id).catch((error: unknown) => logger.warn({ err: error }, 'username directory not updated')),
    });
    const leaderboard = createLeaderboard(redis, config.LEADERBOARD_KEY, users);
    await leaderboard.rebuildIfMissing();
    await seedAchievements(mongo);
    const catalogue = await loadAchievements(mongo, logger);
    const achievements = () => catalogue;
    await subscribe(authSubscriptions({ standings: createQuizStandings(users), leaderboard, achievements }));
    const oidc = oidcSettings(config);
    return {
      logger,
      users: repository,
      usernames,
      leaderboard,
      achievements: { achievements, awardedTo: (userId) => awardedAchievements(users, userId) },
      searchQuota: createSearchQuota(redis, { limit: config.SEARCH_LIMIT_PER_MINUTE, windowSeconds: 60 }),
      sessions: createSessionStore(redis, config.SESSION_TTL_SECONDS),
      passwords: createPasswordChecker(),
      attempts: createLoginAttempts(redis, { maxFailures: config.LOGIN_MAX_FAILURES, windowSeconds: config.LOGIN_FAILURE_WINDOW_SECONDS }),
      internalTokenKey: tokenKey,
      oidc: oidc && { provider: createOpenIdProvider(oidc), states: createOidcStates(redis) },
      publicUrl: config.PUBLIC_URL,
    };
  },
  createApp: (deps, http) => createApp({ ...deps, readiness: http.readiness, isShuttingDown: http.isShuttingDown }),
});
