import Router from '@koa/router';
import { parseInput, requireInternalToken } from '@studyhall/platform';
import type { AppDeps } from '../app.js';
import { readFeed } from '../domain/read-feed.js';
import { FeedQuerySchema } from '@studyhall/api-contracts/social';

export function feedRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get('/api/feed', requireInternalToken(deps.internalTokenKey, 'social-feed'), async (ctx) => {
    const { cursor } = parseInput(FeedQuerySchema, ctx.query);
    ctx.body = await readFeed(deps, ctx.state.userId as string, cursor);
  });
  return router;
}
