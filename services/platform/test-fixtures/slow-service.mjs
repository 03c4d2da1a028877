// A real service process for the graceful-shutdown test: one slow route, one closer.
import { createHttpApp, createLifecycle, createLogger, serve, startService } from '../dist/index.js';

startService('slow-service', async () => {
  const logger = createLogger('slow-service');
  const lifecycle = createLifecycle();
  const app = createHttpApp({ logger, isShuttingDown: lifecycle.isShuttingDown });
  app.use(async (ctx) => {
    await new Promise((resolve) => setTimeout(resolve, Number(ctx.query.ms ?? 1500)));
    ctx.body = { finished: true };
  });
  lifecycle.onShutdown('fake-client', async () => logger.info('closer ran'));
  await serve(app, { port: 0, logger, lifecycle });
});
