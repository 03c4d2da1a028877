import type { DomainEvent } from '@studyhall/contracts';

// The user as every other part of the service sees it: never with the password hash.
export interface User {
  id: string;
  email: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  totalScore: number;
  streak: number;
  globalRank: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface UserProfile {
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

export interface NewUser extends UserProfile {
  email: string;
  username: string | null;
  /** Absent for accounts created through an OpenID Connect provider. */
  passwordHash: string | null;
}

export interface UserSearchHit {
  id: string;
  username: string | null;
  email: string;
}

/** Which unique field a write collided on. */
export class DuplicateUserError extends Error {
  override name = 'DuplicateUserError';
  constructor(readonly field: 'email' | 'username') {
    super(`duplicate ${field}`);
  }
}

/**
 * The users collection. Writes take the events they cause: the document and its pending events
 * are stored in one write (the outbox), so an event is never lost nor sent for a failed write.
 */
export interface UserRepository {
  /** Throws DuplicateUserError when the email or username is taken. */
  create(user: NewUser, events: (created: User) => DomainEvent[]): Promise<User>;
  updateProfile(id: string, profile: UserProfile, events: (updated: User) => DomainEvent[]): Promise<User | undefined>;
  findById(id: string): Promise<User | undefined>;
  findByEmail(email: string): Promise<User | undefined>;
  findCredentials(email: string): Promise<{ user: User; passwordHash: string | null } | undefined>;
  usernameTaken(username: string): Promise<boolean>;
}

/** Emails compare case-insensitively; this is the form stored in the unique index. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}
