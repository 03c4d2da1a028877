import { createLifecycle, createLogger, createRedis, initTracing, serve, startService } from '@studyhall/platform';
import { createAdmission } from './admission.js';
import { createApp } from './app.js';
import { loadGatewayConfig } from './config.js';
import { createUpstreams } from './upstreams.js';

startService('gateway', async () => {
  const config = loadGatewayConfig();
  const logger = createLogger('gateway', config.logLevel);
  const lifecycle = createLifecycle();
  // Registered first so it runs last: the spans of the final requests are still sent.
  const tracing = initTracing('gateway');
  if (tracing) lifecycle.onShutdown('tracing', () => tracing.shutdown());
  // Session reads and counter flushes of concurrent requests share writes.
  const redis = createRedis(config.redisUrl, { enableAutoPipelining: true });
  lifecycle.onShutdown('redis', () => redis.quit());
  const admission = createAdmission(redis, { ...config, logger });
  lifecycle.onShutdown('admission', () => admission.close());
  const upstreams = createUpstreams(config.upstreams);
  lifecycle.onShutdown('upstream pools', () => upstreams.close());
  const app = createApp({ config, logger, redis, admission, upstreams, isShuttingDown: lifecycle.isShuttingDown });
  await serve(app, { port: config.port, host: config.host, logger, lifecycle });
});
