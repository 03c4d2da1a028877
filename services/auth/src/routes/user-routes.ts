import Router from '@koa/router';
import { parseInput, requireInternalToken, Unauthorized } from '@studyhall/platform';
import { z } from 'zod';
import { searchUsers } from '../domain/search-users.js';
import type { AppDeps } from '../app.js';

const searchSchema = z.object({
  q: z
    .string()
    .max(254, 'must be at most 254 characters')
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), 'must not contain control characters')
    .default(''),
});

/** Signed-in routes: the gateway vouches for the caller with an internal token (never a bare header). */
export function userRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.use(['/api/auth/user', '/api/users'], requireInternalToken(deps.internalTokenKey, 'auth'));

  router.get('/api/auth/user', async (ctx) => {
    const user = await deps.users.findById(ctx.state.userId as string);
    // A valid token for an account that no longer exists is still "not signed in".
    if (!user) throw new Unauthorized('Authentication required');
    ctx.body = user;
  });

  router.get('/api/users/search', async (ctx) => {
    const { q } = parseInput(searchSchema, ctx.query);
    await deps.searchQuota.charge(ctx.state.userId as string);
    ctx.body = await searchUsers(deps, ctx.state.userId as string, q);
  });

  return router;
}
