import { Unauthorized } from '@studyhall/platform/errors';
import { startSession, type SessionPort } from './sessions.js';
import { userProfileUpdated, userRegistered } from './user-events.js';
import { DuplicateUserError, type User, type UserProfile, type UserRepository } from './users.js';

/** The OpenID Connect claims StudyHall uses. */
export interface ProviderClaims {
  email?: string | undefined;
  email_verified?: boolean | undefined;
  given_name?: string | undefined;
  family_name?: string | undefined;
  picture?: string | undefined;
}

export const unverifiedEmailMessage = 'Your sign-in provider did not share a verified email address';

export interface ProviderSignInDeps {
  users: UserRepository;
  sessions: SessionPort;
}

/**
 * A person the provider vouches for: their account is found by email (or created), its profile
 * refreshed from the claims when they differ, and a new session started.
 */
export async function signInWithProvider(deps: ProviderSignInDeps, claims: ProviderClaims, previousSid?: string): Promise<{ user: User; sid: string }> {
  // An unverified address could belong to someone else's local account: never link on it.
  if (!claims.email || claims.email_verified === false) throw new Unauthorized(unverifiedEmailMessage);
  const existing = await deps.users.findByEmail(claims.email);
  const user = existing ? await refreshProfile(deps.users, existing, claims) : await createFromClaims(deps.users, claims.email, claims);
  const sid = await startSession(deps.sessions, user.id, previousSid);
  return { user, sid };
}

async function createFromClaims(users: UserRepository, email: string, claims: ProviderClaims): Promise<User> {
  const newUser = { email, username: null, passwordHash: null, ...profileFrom(claims, emptyProfile) };
  try {
    return await users.create(newUser, (created) => [userRegistered(created)]);
  } catch (error) {
    // Two callbacks for one new person at once: the second signs in to the account the first made.
    const winner = error instanceof DuplicateUserError ? await users.findByEmail(email) : undefined;
    if (!winner) throw error;
    return winner;
  }
}

async function refreshProfile(users: UserRepository, user: User, claims: ProviderClaims): Promise<User> {
  const profile = profileFrom(claims, user);
  if (sameProfile(profile, user)) return user;
  const updated = await users.updateProfile(user.id, profile, (changed) => [userProfileUpdated(changed)]);
  return updated ?? user;
}

const emptyProfile: UserProfile = { firstName: null, lastName: null, profileImageUrl: null };

/** Claims the provider sent replace the stored values; claims it left out keep them. */
function profileFrom(claims: ProviderClaims, current: UserProfile): UserProfile {
  return {
    firstName: claims.given_name ?? current.firstName,
    lastName: claims.family_name ?? current.lastName,
    profileImageUrl: claims.picture ?? current.profileImageUrl,
  };
}

function sameProfile(a: UserProfile, b: UserProfile): boolean {
  return a.firstName === b.firstName && a.lastName === b.lastName && a.profileImageUrl === b.profileImageUrl;
}
