import Router from '@koa/router';
import { Forbidden, NotFound, requireInternalToken } from '@studyhall/platform';
import { AUTH_AUDIENCE, INTERNAL_USER_CALLERS, INTERNAL_USER_ROUTE, type InternalUser } from '@studyhall/api-contracts/internal-users';
import type { AppDeps } from '../app.js';

/** For other services only (never routed by the gateway): a student's profile by id, an `_id` read. */
export function internalRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get(INTERNAL_USER_ROUTE, requireInternalToken(deps.internalTokenKey, AUTH_AUDIENCE), async (ctx) => {
    if (!INTERNAL_USER_CALLERS.includes(ctx.state.userId as string)) throw new Forbidden('Only services may look users up');
    const user = await deps.users.findById(ctx.params.id!);
    if (!user) throw new NotFound('User not found');
    const body: InternalUser = { id: user.id, email: user.email, username: user.username, firstName: user.firstName, lastName: user.lastName };
    ctx.body = body;
  });
  return router;
}
