import type { RequestListener } from 'node:http';
import { createHttpApp, redisReadiness } from '@studyhall/platform';
import { createApiHandler, type ApiHandlerDeps } from './api-handler.js';
import { isApiPath, pathOf } from './api-routes.js';
import { serveWebApp } from './static-web.js';

export interface GatewayDeps extends ApiHandlerDeps {
  isShuttingDown?: () => boolean;
}

/**
 * The gateway as a request listener (no listen): /api paths go through the API handler (route
 * table → body size → session and rate limits → the owning service); everything else — health,
 * readiness and the built web app — through a kit-built Koa app.
 */
export function createApp(deps: GatewayDeps): RequestListener {
  const { config, logger, redis, isShuttingDown } = deps;
  const web = createHttpApp({ logger, readiness: [redisReadiness(redis)], isShuttingDown, parseJsonBodies: false });
  // Anything that is not a file of the web app ends as a plain 404.
  web.use(serveWebApp(config.webDistDir));
  const handleWeb = web.callback();
  const handleApi = createApiHandler(deps);
  return function gateway(req, res) {
    if (!isApiPath(pathOf(req.url))) return void handleWeb(req, res);
    // The handler answers its own errors; this only catches a failure while answering one.
    handleApi(req, res).catch((error: unknown) => {
      logger.error({ err: error }, 'could not answer an API request');
      res.destroy();
    });
  };
}
