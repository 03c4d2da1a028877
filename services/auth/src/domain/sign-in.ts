import { TooMany, Unauthorized } from '@studyhall/platform/errors';
import type { PasswordChecker } from './passwords.js';
import { startSession, type SessionPort } from './sessions.js';
import { normaliseEmail, type User, type UserRepository } from './users.js';

export const wrongCredentialsMessage = 'Incorrect email or password';
export const tooManyAttemptsMessage = 'Too many failed sign-in attempts. Please try again later.';

/** Sign-in attempts counted per email and client address, in a window. */
export interface LoginAttempts {
  /**
   * Counts one attempt before its password is checked: 0 when it may go ahead, else the seconds
   * until the window ends. Counting first is what keeps a burst of concurrent guesses to the limit.
   */
  reserve(key: string): Promise<number>;
  /** A successful sign-in forgives the attempts counted so far. */
  reset(key: string): Promise<void>;
}

export interface SignInDeps {
  users: UserRepository;
  sessions: SessionPort;
  passwords: PasswordChecker;
  attempts: LoginAttempts;
}

export interface Credentials {
  email: string;
  password: string;
  clientIp: string;
}

/**
 * Wrong password and unknown email get the same answer after the same argon2 work, so the
 * response tells nobody whether an account exists. Too many attempts without a success lock the
 * pair for a while.
 */
export async function signIn(deps: SignInDeps, credentials: Credentials, previousSid?: string): Promise<{ user: User; sid: string }> {
  const attemptKey = `${normaliseEmail(credentials.email)}|${credentials.clientIp}`;
  const retryAfterSeconds = await deps.attempts.reserve(attemptKey);
  if (retryAfterSeconds > 0) throw new TooMany(tooManyAttemptsMessage, retryAfterSeconds);

  const account = await deps.users.findCredentials(credentials.email);
  const matches = await deps.passwords.matches(credentials.password, account?.passwordHash ?? null);
  // The reserved attempt stays counted: it is now a failure.
  if (!account || !matches) throw new Unauthorized(wrongCredentialsMessage);
  await deps.attempts.reset(attemptKey);
  const sid = await startSession(deps.sessions, account.user.id, previousSid);
  return { user: account.user, sid };
}
