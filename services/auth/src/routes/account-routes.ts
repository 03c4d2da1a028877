import Router from '@koa/router';
import { parseInput, requireInternalToken } from '@studyhall/platform';
import { z } from 'zod';
import { registerUser } from '../domain/register-user.js';
import { signIn } from '../domain/sign-in.js';
import { signOut } from '../domain/sign-out.js';
import type { AppDeps } from '../app.js';
import { clearSessionCookie, gatewayFacts, jsonBody, readSessionId, setSessionCookie } from './session-cookie.js';

const optionalName = z.string().trim().max(100, 'must be at most 100 characters').optional();

const registrationSchema = z.object({
  email: z.string({ error: 'is required' }).trim().pipe(z.email({ error: 'must be a valid email address' }).max(254)),
  // The upper bound keeps argon2 work per request bounded.
  password: z.string({ error: 'is required' }).min(8, 'must be at least 8 characters').max(256, 'must be at most 256 characters'),
  firstName: optionalName,
  lastName: optionalName,
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{3,30}$/, 'must be 3-30 letters, digits, dots, dashes or underscores')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

const credentialsSchema = z.object({
  email: z.string({ error: 'is required' }).trim().pipe(z.email({ error: 'must be a valid email address' })),
  password: z.string({ error: 'is required' }).min(1, 'is required').max(256, 'must be at most 256 characters'),
});

/**
 * Local accounts: sign up, sign in, sign out. Reached through the gateway without a session, and
 * only through it: the gateway's token (subject "anonymous") carries the client's address that the
 * sign-in lockout counts by, so nobody next to the service can pick an address of their own.
 */
export function accountRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.use(['/api/auth/register', '/api/auth/login', '/api/logout'], requireInternalToken(deps.internalTokenKey, 'auth', { allowAnonymous: true }));

  router.post('/api/auth/register', async (ctx) => {
    const form = parseInput(registrationSchema, jsonBody(ctx));
    const { user, sid } = await registerUser(deps, form, readSessionId(ctx));
    setSessionCookie(ctx, sid, deps.sessions.ttlSeconds);
    ctx.status = 201;
    ctx.body = user;
  });

  router.post('/api/auth/login', async (ctx) => {
    const { email, password } = parseInput(credentialsSchema, jsonBody(ctx));
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
