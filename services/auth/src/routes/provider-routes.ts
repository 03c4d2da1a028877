import Router from '@koa/router';
import { Invalid, requireInternalToken, Unauthorized, UpstreamFailed } from '@studyhall/platform';
import type { Context } from 'koa';
import type { AppDeps } from '../app.js';
import { signInWithProvider } from '../domain/sign-in-with-provider.js';
import { gatewayFacts, readSessionId, setSessionCookie } from './session-cookie.js';

export const webSignInPath = '/sign-in';
const callbackPath = '/api/callback';

/**
 * `/api/login` starts a sign-in: with an OpenID Connect provider configured, at the provider
 * (authorization code + PKCE); without one, at the web app's own sign-in page.
 */
export function providerRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.use(['/api/login', callbackPath], requireInternalToken(deps.internalTokenKey, 'auth', { allowAnonymous: true }));

  router.get('/api/login', async (ctx) => {
    if (!deps.oidc) return ctx.redirect(webSignInPath);
    const { url, state, codeVerifier } = await deps.oidc.provider.authorizationUrl(callbackUrl(ctx, deps).href).catch((error: unknown) => {
      throw new UpstreamFailed('The sign-in provider cannot be reached right now. Please try again later.', 502, { cause: error });
    });
    await deps.oidc.states.save(state, { codeVerifier });
    ctx.redirect(url.href);
  });

  router.get(callbackPath, async (ctx) => {
    if (!deps.oidc) return ctx.redirect(webSignInPath);
    const state = typeof ctx.query.state === 'string' ? ctx.query.state : '';
    const pending = state ? await deps.oidc.states.take(state) : undefined;
    if (!pending) throw new Invalid('This sign-in link has expired or was already used. Please sign in again.');
    const claims = await deps.oidc.provider
      .complete(callbackUrl(ctx, deps, ctx.querystring), { state, codeVerifier: pending.codeVerifier })
      .catch((error: unknown) => {
        ctx.state.logger?.warn({ err: error }, 'OpenID Connect sign-in failed');
        throw new Unauthorized('Sign-in with your provider did not complete. Please try again.');
      });
    const { sid } = await signInWithProvider(deps, claims, readSessionId(ctx));
    setSessionCookie(ctx, sid, deps.sessions.ttlSeconds);
    ctx.redirect('/');
  });

  return router;
}

// The provider must see the same redirect URI at both steps: the browser-facing origin (the
// gateway, PUBLIC_URL) when configured, else the one the gateway reports in X-Forwarded-Proto/Host.
// (Koa 3's ctx.origin is the Origin request header, not this.)
function callbackUrl(ctx: Context, deps: AppDeps, querystring = ''): URL {
  const url = new URL(callbackPath, deps.publicUrl ?? gatewayFacts(ctx).origin);
  url.search = querystring;
  return url;
}
