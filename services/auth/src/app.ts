import { createHttpApp, type Logger, type ReadinessCheck, type SessionStore } from '@studyhall/platform';
import type Koa from 'koa';
import type { OidcStates } from './data/oidc-states.js';
import type { SearchQuota } from './data/search-quota.js';
import type { AchievementDeps } from './domain/achievements.js';
import type { PasswordChecker } from './domain/passwords.js';
import type { Leaderboard } from './domain/record-quiz-completed.js';
import type { UsernameDirectory } from './domain/search-users.js';
import type { LoginAttempts } from './domain/sign-in.js';
import type { UserRepository } from './domain/users.js';
import type { SignInProvider } from './oidc/openid-provider.js';
import { accountRoutes } from './routes/account-routes.js';
import { internalRoutes } from './routes/internal-routes.js';
import { providerRoutes } from './routes/provider-routes.js';
import { userRoutes } from './routes/user-routes.js';

export interface AppDeps {
  logger: Logger;
  users: UserRepository;
  usernames: UsernameDirectory;
  /** globalRank of GET /api/auth/user. */
  leaderboard: Leaderboard;
  /** GET /api/users/{id}/achievements. */
  achievements: AchievementDeps;
  searchQuota: SearchQuota;
  sessions: SessionStore;
  passwords: PasswordChecker;
  attempts: LoginAttempts;
  internalTokenKey: Uint8Array;
  /** Present only when an OpenID Connect provider is configured. */
  oidc?: { provider: SignInProvider; states: OidcStates } | undefined;
  publicUrl?: string | undefined;
  readiness?: ReadinessCheck[];
  isShuttingDown?: () => boolean;
}

export function createApp(deps: AppDeps): Koa {
  const app = createHttpApp({ logger: deps.logger, readiness: deps.readiness ?? [], isShuttingDown: deps.isShuttingDown });
  for (const router of [accountRoutes(deps), providerRoutes(deps), userRoutes(deps), internalRoutes(deps)]) {
    app.use(router.routes()).use(router.allowedMethods());
  }
  return app;
}
