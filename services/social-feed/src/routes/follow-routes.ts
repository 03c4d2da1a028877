import Router from '@koa/router';
import { parseInput, requireInternalToken } from '@studyhall/platform';
import type { AppDeps } from '../app.js';
import { listRelations } from '../domain/follow-lists.js';
import { answerRequest, requestFollow, unfollow } from '../domain/follow-requests.js';
import { FollowingIdParamsSchema, RequestIdParamsSchema } from '@studyhall/api-contracts/common';
import { FollowRequestSchema } from '@studyhall/api-contracts/social';

export function followRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.use(['/api/followers', '/api/following', '/api/follow'], requireInternalToken(deps.internalTokenKey, 'social-feed'));
  const me = (state: Record<string, unknown>) => state.userId as string;

  router.get('/api/followers', async (ctx) => {
    ctx.body = await listRelations(deps, me(ctx.state), 'followers');
  });
  router.get('/api/following', async (ctx) => {
    ctx.body = await listRelations(deps, me(ctx.state), 'following');
  });
  router.get('/api/follow/requests/pending', async (ctx) => {
    ctx.body = await listRelations(deps, me(ctx.state), 'incoming');
  });
  router.post('/api/follow/request', async (ctx) => {
    const { followingId } = parseInput(FollowRequestSchema, (ctx.request as { body?: unknown }).body ?? {});
    ctx.status = 201;
    ctx.body = await withUser(deps, await requestFollow(deps, me(ctx.state), followingId), followingId);
  });
  router.post('/api/follow/accept/:requestId', async (ctx) => {
    const { requestId } = parseInput(RequestIdParamsSchema, ctx.params);
    const relation = await answerRequest(deps, me(ctx.state), requestId, 'accepted');
    ctx.body = await withUser(deps, relation, relation.followerId);
  });
  router.post('/api/follow/reject/:requestId', async (ctx) => {
    const { requestId } = parseInput(RequestIdParamsSchema, ctx.params);
    const relation = await answerRequest(deps, me(ctx.state), requestId, 'rejected');
    ctx.body = await withUser(deps, relation, relation.followerId);
  });
  router.delete('/api/follow/:followingId', async (ctx) => {
    const { followingId } = parseInput(FollowingIdParamsSchema, ctx.params);
    await unfollow(deps, me(ctx.state), followingId);
    ctx.status = 204;
  });
  return router;
}

async function withUser<R extends object>(deps: AppDeps, relation: R, otherId: string) {
  const user = await deps.users.find(otherId);
  return { ...relation, user: { id: otherId, username: user?.username ?? null, email: user?.email ?? '' } };
}
