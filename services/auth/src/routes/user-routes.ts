import Router from '@koa/router';
import { parseInput, requireInternalToken, Unauthorized } from '@studyhall/platform';
import { IdParamsSchema, UserSearchQuerySchema } from '@studyhall/api-contracts';
import { studentAchievements } from '../domain/achievements.js';
import { searchUsers } from '../domain/search-users.js';
import type { AppDeps } from '../app.js';

/** Signed-in routes: the gateway vouches for the caller with an internal token (never a bare header). */
export function userRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.use(['/api/auth/user', '/api/users'], requireInternalToken(deps.internalTokenKey, 'auth'));

  router.get('/api/auth/user', async (ctx) => {
    const user = await deps.users.findById(ctx.state.userId as string);
    // A valid token for an account that no longer exists is still "not signed in".
    if (!user) throw new Unauthorized('Authentication required');
    // The rank moves whenever anyone scores, so it is read from the leaderboard, not stored.
    ctx.body = { ...user, globalRank: await deps.leaderboard.rankOf(user.id) };
  });

  router.get('/api/users/search', async (ctx) => {
    const { q } = parseInput(UserSearchQuerySchema, ctx.query);
    await deps.searchQuota.charge(ctx.state.userId as string);
    ctx.body = await searchUsers(deps, ctx.state.userId as string, q);
  });

  router.get('/api/users/:id/achievements', async (ctx) => {
    const { id } = parseInput(IdParamsSchema, ctx.params);
    ctx.body = await studentAchievements(deps.achievements, ctx.state.userId as string, id);
  });

  return router;
}
