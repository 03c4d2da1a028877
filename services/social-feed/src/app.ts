import { createHttpApp, type Logger, type ReadinessCheck } from '@studyhall/platform';
import type Koa from 'koa';
import type { FollowDeps } from './domain/follow-requests.js';
import type { FeedDeps } from './domain/item-changes.js';
import { feedRoutes } from './routes/feed-routes.js';
import { followRoutes } from './routes/follow-routes.js';

export interface AppDeps extends FollowDeps, FeedDeps {
  logger: Logger;
  internalTokenKey: Uint8Array;
  readiness?: ReadinessCheck[];
  isShuttingDown?: () => boolean;
}

export function createApp(deps: AppDeps): Koa {
  const app = createHttpApp({ logger: deps.logger, readiness: deps.readiness ?? [], isShuttingDown: deps.isShuttingDown });
  for (const router of [followRoutes(deps), feedRoutes(deps)]) {
    app.use(router.routes()).use(router.allowedMethods());
  }
  return app;
}
