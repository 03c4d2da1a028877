import { Conflict } from '@studyhall/platform/errors';
import { assertStrongPassword } from './password-policy.js';
import { hashPassword } from './passwords.js';
import { startSession, type SessionPort } from './sessions.js';
import { userRegistered } from './user-events.js';
import { DuplicateUserError, type User, type UserRepository } from './users.js';

export const emailTakenMessage = 'An account with this email already exists';
export const usernameTakenMessage = 'This username is already taken';

export interface RegistrationForm {
  email: string;
  password: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  username?: string | undefined;
}

export interface RegisterDeps {
  users: UserRepository;
  sessions: SessionPort;
}

/** A new local account, signed in at once. Nothing is stored unless every check passes. */
export async function registerUser(deps: RegisterDeps, form: RegistrationForm, previousSid?: string): Promise<{ user: User; sid: string }> {
  const username = form.username?.trim() || null;
  assertStrongPassword(form.password, [form.email, username, form.firstName, form.lastName]);
  if (await deps.users.findByEmail(form.email)) throw new Conflict(emailTakenMessage, { field: 'email' });
  if (username && (await deps.users.usernameTaken(username))) throw new Conflict(usernameTakenMessage, { field: 'username' });
  const newUser = {
    email: form.email.trim(),
    username,
    firstName: form.firstName?.trim() || null,
    lastName: form.lastName?.trim() || null,
    profileImageUrl: null,
    passwordHash: await hashPassword(form.password),
  };
  const user = await deps.users.create(newUser, (created) => [userRegistered(created)]).catch(explainDuplicate);
  const sid = await startSession(deps.sessions, user.id, previousSid);
  return { user, sid };
}

// The checks above answer nearly every duplicate; the unique indexes catch the race between two
// registrations of the same email or username, and the loser gets the same answer.
function explainDuplicate(error: unknown): never {
  if (!(error instanceof DuplicateUserError)) throw error;
  if (error.field === 'username') throw new Conflict(usernameTakenMessage, { field: 'username' });
  throw new Conflict(emailTakenMessage, { field: 'email' });
}
