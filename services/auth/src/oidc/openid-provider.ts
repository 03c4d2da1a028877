import * as openid from 'openid-client';
import type { OidcSettings } from '../config.js';
import type { ProviderClaims } from '../domain/sign-in-with-provider.js';

export interface ProviderRedirect {
  url: URL;
  state: string;
  codeVerifier: string;
}

/** The OpenID Connect provider, as the routes need it: where to send the browser, and what came back. */
export interface SignInProvider {
  authorizationUrl(redirectUri: string): Promise<ProviderRedirect>;
  /** Exchanges the code in the callback URL (checking state and PKCE) and returns the ID token's claims. */
  complete(callbackUrl: URL, expected: { state: string; codeVerifier: string }): Promise<ProviderClaims>;
}

/**
 * openid-client 6 with the authorization code flow and PKCE (S256). Discovery happens once, on
 * first use, so the service starts even while the provider is unreachable.
 */
export function createOpenIdProvider(settings: OidcSettings): SignInProvider {
  let configuration: Promise<openid.Configuration> | undefined;
  const configured = () => (configuration ??= discover(settings).catch((error: unknown) => {
    configuration = undefined;
    throw error;
  }));

  return {
    async authorizationUrl(redirectUri) {
      const codeVerifier = openid.randomPKCECodeVerifier();
      const state = openid.randomState();
      const url = openid.buildAuthorizationUrl(await configured(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await openid.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
      });
      return { url, state, codeVerifier };
    },
    async complete(callbackUrl, expected) {
      const tokens = await openid.authorizationCodeGrant(await configured(), callbackUrl, {
        expectedState: expected.state,
        pkceCodeVerifier: expected.codeVerifier,
        idTokenExpected: true,
      });
      return (tokens.claims() ?? {}) as ProviderClaims;
    },
  };
}

function discover(settings: OidcSettings): Promise<openid.Configuration> {
  const issuer = new URL(settings.issuerUrl);
  // Plain HTTP only for a provider on this machine (a local development or test provider).
  const local = issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
  return openid.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
    execute: local ? [openid.allowInsecureRequests] : [],
    timeout: 10,
  });
}
