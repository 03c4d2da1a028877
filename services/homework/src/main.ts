// config → clients → app → listen → graceful shutdown.
// REVIEW: becomes `runService(homeworkService)` once the platform's defineService lands on main.
import { connectMongo, createLifecycle, createLogger, createS3, ensureBucket, mongoReadiness, s3Readiness, serve, startService } from '@studyhall/platform';
import { createApp } from './app.js';
import { loadHomeworkConfig } from './config.js';
import { createHomeworkDeps } from './wiring.js';

startService('homework', async () => {
  const config = loadHomeworkConfig();
  const logger = createLogger('homework', config.LOG_LEVEL);
  const lifecycle = createLifecycle();
  const mongo = await connectMongo(config.MONGO_URL, config.MONGO_DB);
  lifecycle.onShutdown('mongo', () => mongo.close());
  const s3 = createS3(config);
  await ensureBucket(s3, config.S3_BUCKET);
  lifecycle.onShutdown('s3', async () => s3.destroy());
  const { deps, stop } = await createHomeworkDeps({ config, logger, mongo, s3 });
  // Registered last, so it runs first: the relay finishes its batch while Mongo is still open.
  lifecycle.onShutdown('event relay', stop);
  const app = createApp({
    ...deps,
    readiness: [mongoReadiness(mongo), s3Readiness(s3, config.S3_BUCKET), ...(deps.readiness ?? [])],
    isShuttingDown: lifecycle.isShuttingDown,
  });
  await serve(app, { port: config.PORT, logger, lifecycle });
});
