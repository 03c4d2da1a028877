import { connectMongo, createLifecycle, createLogger, createRedis, mongoReadiness, redisReadiness, serve, startService } from '@studyhall/platform';
import { createApp } from './app.js';
import { loadAuthConfig } from './config.js';
import { createAuthDeps } from './wiring.js';

startService('auth', async () => {
  const config = loadAuthConfig();
  const logger = createLogger('auth', config.LOG_LEVEL);
  const lifecycle = createLifecycle();
  const mongo = await connectMongo(config.MONGO_URL, config.MONGO_DB);
  lifecycle.onShutdown('mongo', () => mongo.close());
  const redis = createRedis(config.REDIS_URL);
  lifecycle.onShutdown('redis', () => redis.quit());
  const { deps, stop } = await createAuthDeps({ config, logger, mongo, redis });
  // Registered last, so it runs first: the relay finishes its batch while Mongo is still open.
  lifecycle.onShutdown('event relay', stop);
  const app = createApp({
    ...deps,
    readiness: [mongoReadiness(mongo), redisReadiness(redis), ...(deps.readiness ?? [])],
    isShuttingDown: lifecycle.isShuttingDown,
  });
  await serve(app, { port: config.PORT, logger, lifecycle });
});
