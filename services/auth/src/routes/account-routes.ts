import Router from '@koa/router';
import { parseInput, requireInternalToken } from '@studyhall/platform';
import { RegisterRequestSchema, SignInRequestSchema } from '@studyhall/api-contracts';
import { registerUser } from '../domain/register-user.js';
import { signIn } from '../domain/sign-in.js';
import { signOut } from '../domain/sign-out.js';
import type { AppDeps } from '../app.js';
import { clearSessionCookie, gatewayFacts, jsonBody, readSessionId, setSessionCookie } from './session-cookie.js';

/**
 * Local accounts: sign up, sign in, sign out. Reached through the gateway without a session, and
 * only through it: the gateway's token (subject "anonymous") carries the client's address that the
 * sign-in lockout counts by, so nobody next to the service can pick an address of their own.
 */
export function accountRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.use(['/api/auth/register', '/api/auth/login', '/api/logout'], requireInternalToken(deps.internalTokenKey, 'auth', { allowAnonymous: true }));

  router.post('/api/auth/register', async (ctx) => {
    const form = parseInput(RegisterRequestSchema, jsonBody(ctx));
    const { user, sid } = await registerUser(deps, form, readSessionId(ctx));
    setSessionCookie(ctx, sid, deps.sessions.ttlSeconds);
    ctx.status = 201;
    ctx.body = user;
  });

  router.post('/api/auth/login', async (ctx) => {
    const { email, password } = parseInput(SignInRequestSchema, jsonBody(ctx));
    const { user, sid } = await signIn(deps, { email, password, clientIp: gatewayFacts(ctx).clientIp }, readSessionId(ctx));
    setSessionCookie(ctx, sid, deps.sessions.ttlSeconds);
    ctx.body = user;
  });

  router.get('/api/logout', async (ctx) => {
    await signOut(deps.sessions, readSessionId(ctx));
    clearSessionCookie(ctx);
    ctx.redirect('/');
  });

  router.post('/api/logout', async (ctx) => {
    await signOut(deps.sessions, readSessionId(ctx));
    clearSessionCookie(ctx);
    ctx.status = 204;
  });

  return router;
}
