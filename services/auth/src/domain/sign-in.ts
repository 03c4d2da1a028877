import { TooMany, Unauthorized } from '@studyhall/platform/errors';
import type { PasswordChecker } from './passwords.js';
import { startSession, type SessionPort } from './sessions.js';
import { normaliseEmail, type User, type UserRepository } from './users.js';

export const wrongCredentialsMessage = 'Incorrect email or password';
export const tooManyAttemptsMessage = 'Too many failed sign-in attempts. Please try again later.';

/** Failed sign-ins counted per email and client address, in a window. */
export interface LoginAttempts {
  /** Seconds until sign-in is allowed again; 0 when it is allowed now. */
  lockedFor(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
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
 * response tells nobody whether an account exists. Too many failures lock the pair for a while.
 */
export async function signIn(deps: SignInDeps, credentials: Credentials, previousSid?: string): Promise<{ user: User; sid: string }> {
  const attemptKey = `${normaliseEmail(credentials.email)}|${credentials.clientIp}`;
  const retryAfterSeconds = await deps.attempts.lockedFor(attemptKey);
  if (retryAfterSeconds > 0) throw new TooMany(tooManyAttemptsMessage, retryAfterSeconds);

  const account = await deps.users.findCredentials(credentials.email);
  const matches = await deps.passwords.matches(credentials.password, account?.passwordHash ?? null);
  if (!account || !matches) {
    await deps.attempts.recordFailure(attemptKey);
    throw new Unauthorized(wrongCredentialsMessage);
  }
  await deps.attempts.reset(attemptKey);
  const sid = await startSession(deps.sessions, account.user.id, previousSid);
  return { user: account.user, sid };
}
