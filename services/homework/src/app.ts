import { createHttpApp, type Logger, type ReadinessCheck } from '@studyhall/platform';
import type Koa from 'koa';
import type { HomeworkStore } from './domain/homework.js';
import type { DeleteDeps } from './domain/manage-homework.js';
import type { SolveDeps } from './domain/solve-homework.js';
import { homeworkRoutes } from './routes/homework-routes.js';

export interface AppDeps {
  logger: Logger;
  internalTokenKey: Uint8Array;
  store: HomeworkStore;
  solve: SolveDeps;
  remove: DeleteDeps;
  readiness?: ReadinessCheck[];
  isShuttingDown?: () => boolean;
}

export function createApp(deps: AppDeps): Koa {
  const app = createHttpApp({ logger: deps.logger, readiness: deps.readiness ?? [], isShuttingDown: deps.isShuttingDown });
  const router = homeworkRoutes(deps);
  app.use(router.routes()).use(router.allowedMethods());
  return app;
}
