import type { Redis } from 'ioredis';

// A sign-in with the OpenID Connect provider in progress: the PKCE verifier waits under its
// state for at most ten minutes, and can be taken once (GETDEL), so a callback cannot be replayed.
const ttlSeconds = 600;
const keyPrefix = 'oidc-state:';

export interface PendingProviderSignIn {
  codeVerifier: string;
}

export interface OidcStates {
  save(state: string, pending: PendingProviderSignIn): Promise<void>;
  take(state: string): Promise<PendingProviderSignIn | undefined>;
}

export function createOidcStates(redis: Redis): OidcStates {
  return {
    async save(state, pending) {
      await redis.set(keyPrefix + state, JSON.stringify(pending), 'EX', ttlSeconds);
    },
    async take(state) {
      const raw = await redis.getdel(keyPrefix + state);
      return raw ? (JSON.parse(raw) as PendingProviderSignIn) : undefined;
    },
  };
}
