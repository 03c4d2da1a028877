// The users projection learns of students from auth's UserRegistered events, a moment after they
// register. A student followed in that moment would be "not found"; so a projection miss asks auth
// (its internal lookup, an `_id` read there) and keeps the answer, as the event will shortly again.
import { mintInternalToken } from '@studyhall/platform';
import { UpstreamFailed } from '@studyhall/platform/errors';
import {
  AUTH_AUDIENCE, InternalUserSchema, internalUserPath, serviceSubject, type InternalUser,
} from '@studyhall/api-contracts/internal-users';
import type { UserProjection } from './user-directory.js';

export type AuthUserLookup = (id: string) => Promise<InternalUser | undefined>;

export const authUnavailableMessage = 'Could not check this student right now. Please try again.';
const plainId = /^[\w-]{1,100}$/;

export function createAuthUserLookup(options: { baseUrl: string; tokenKey: Uint8Array; timeoutMs?: number }): AuthUserLookup {
  return async function lookUpInAuth(id) {
    if (!plainId.test(id)) return undefined;
    const token = await mintInternalToken(options.tokenKey, { userId: serviceSubject('social-feed'), audience: AUTH_AUDIENCE }, 60);
    let response: Response;
    try {
      response = await fetch(new URL(internalUserPath(id), options.baseUrl), {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(options.timeoutMs ?? 3_000),
      });
    } catch (error) {
      throw new UpstreamFailed(authUnavailableMessage, 502, { cause: error });
    }
    if (response.status === 404) return undefined;
    const parsed = InternalUserSchema.safeParse(await response.json().catch(() => undefined));
    if (!response.ok || !parsed.success) throw new UpstreamFailed(authUnavailableMessage, 502, { cause: new Error(`auth answered ${response.status}`) });
    return parsed.data;
  };
}

/** The projection, filled from auth on a miss (single reads only: lists and feeds stay projection-only). */
export function withAuthFallback(users: UserProjection, lookUp: AuthUserLookup): UserProjection {
  return {
    ...users,
    async find(id) {
      const known = await users.find(id);
      if (known) return known;
      const fromAuth = await lookUp(id);
      if (!fromAuth) return undefined;
      await users.save(fromAuth);
      return fromAuth;
    },
  };
}
