import { connectMongo, createLifecycle, createLogger, createRedis, mongoReadiness, redisReadiness, serve, startService } from '@studyhall/platform';
import { createApp } from './app.js';
import { loadSocialFeedConfig } from './config.js';
import { createSocialFeedDeps } from './wiring.js';

startService('social-feed', async () => {
  const config = loadSocialFeedConfig();
  const logger = createLogger('social-feed', config.LOG_LEVEL);
  const lifecycle = createLifecycle();
  const mongo = await connectMongo(config.MONGO_URL, config.MONGO_DB);
  lifecycle.onShutdown('mongo', () => mongo.close());
  const redis = createRedis(config.REDIS_URL);
  lifecycle.onShutdown('redis', () => redis.quit());
  const { deps, stop } = await createSocialFeedDeps({ config, logger, mongo, redis });
  // Registered last, so it runs first: consumer and relay finish while Mongo and Redis are still open.
  lifecycle.onShutdown('events', stop);
  const app = createApp({
    ...deps,
    readiness: [mongoReadiness(mongo), redisReadiness(redis), ...(deps.readiness ?? [])],
    isShuttingDown: lifecycle.isShuttingDown,
  });
  await serve(app, { port: config.PORT, logger, lifecycle });
});
