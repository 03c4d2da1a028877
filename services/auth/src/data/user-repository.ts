import type { DomainEvent } from '@studyhall/contracts';
import { lockDocument } from '@studyhall/platform';
import { createEvent, pushPendingEvents, withPendingEvents } from '@studyhall/platform/events';
import { Types } from 'mongoose';
import { DuplicateUserError, normaliseEmail, normaliseUsername, type NewUser, type User, type UserRepository } from '../domain/users.js';
import type { UserLookups } from './user-lookups.js';
import { usernameKeyFor, type UserDocument, type UserModel } from './user-model.js';

const eventSource = '/services/auth';
const publicFields = { passwordHash: 0 } as const;

export interface UserRepositoryOptions {
  /** Called with the written document's _id after a write that queued events: the relay sends them now. */
  onEventsQueued?: (id: Types.ObjectId) => void;
  /** Called after a registration with a username (the search directory). */
  onUsernameAdded?: (username: string, userId: string) => Promise<void>;
}

export function createUserRepository(users: UserModel, lookups: UserLookups, options: UserRepositoryOptions = {}): UserRepository {
  const eventsQueued = options.onEventsQueued ?? (() => undefined);
  const envelopes = (user: User, events: DomainEvent[]) => events.map((event) => createEvent(event, { source: eventSource, subject: user.id }));
  const ownerOfEmail = (email: string) => lookups.emails.ownerOf(normaliseEmail(email));

  return {
    async create(newUser, eventsFor) {
      const document = newUserDocument(newUser);
      const user = toUser(document);
      const release = await claimKeys(lookups, document);
      try {
        await users.create(withPendingEvents(document, envelopes(user, eventsFor(user))));
      } catch (error) {
        await release();
        throw isDuplicateKey(error) ? new DuplicateUserError(await collidingField(users, document, error)) : error;
      }
      eventsQueued(document._id);
      if (user.username) await options.onUsernameAdded?.(user.username, user.id);
      return user;
    },
    async updateProfile(id, profile, eventsFor) {
      // REVIEW: read-then-write; two concurrent profile updates could each publish a profile built
      // from the same read. Today only the provider sign-in updates profiles, with the claims as truth.
      const current = await this.findById(id);
      if (!current) return undefined;
      const updated: User = { ...current, ...profile, updatedAt: new Date() };
      const update = pushPendingEvents({ $set: { ...profile, updatedAt: updated.updatedAt } }, envelopes(updated, eventsFor(updated)));
      const result = await lockDocument(users.collection.collectionName, current.id, () => users.updateOne({ _id: current.id }, update));
      if (result.matchedCount === 0) return undefined;
      eventsQueued(new Types.ObjectId(current.id));
      return updated;
    },
    async findById(id) {
      if (!Types.ObjectId.isValid(id)) return undefined;
      const document = await users.findById(id, publicFields).lean<UserDocument>();
      return document ? toUser(document) : undefined;
    },
    async findByEmail(email) {
      const ownerId = await ownerOfEmail(email);
      return ownerId ? this.findById(ownerId) : undefined;
    },
    async findCredentials(email) {
      const ownerId = await ownerOfEmail(email);
      const document = ownerId && (await users.findById(ownerId).select('+passwordHash').lean<UserDocument>());
      return document ? { user: toUser(document), passwordHash: document.passwordHash } : undefined;
    },
    async usernameTaken(username) {
      return (await lookups.usernames.ownerOf(normaliseUsername(username))) !== undefined;
    },
  };
}

/** Claims the e-mail (and username) for the new user; returns how to give them back if the write fails. */
async function claimKeys(lookups: UserLookups, document: UserDocument): Promise<() => Promise<void>> {
  const ownerId = document._id.toHexString();
  if (!(await lookups.emails.claim(document.emailLower, ownerId))) throw new DuplicateUserError('email');
  const username = document.username ? document.usernameKey : null;
  if (username && !(await lookups.usernames.claim(username, ownerId))) {
    await lookups.emails.release(document.emailLower, ownerId);
    throw new DuplicateUserError('username');
  }
  return async () => {
    await lookups.emails.release(document.emailLower, ownerId);
    if (username) await lookups.usernames.release(username, ownerId);
  };
}

function newUserDocument(newUser: NewUser): UserDocument {
  const id = new Types.ObjectId();
  const now = new Date();
  return {
    _id: id,
    email: newUser.email,
    emailLower: normaliseEmail(newUser.email),
    username: newUser.username,
    usernameKey: usernameKeyFor(id, newUser.username),
    passwordHash: newUser.passwordHash,
    firstName: newUser.firstName,
    lastName: newUser.lastName,
    profileImageUrl: newUser.profileImageUrl,
    totalScore: 0,
    streak: 0,
    globalRank: 0,
    createdAt: now,
    updatedAt: now,
  };
}

function toUser(document: UserDocument): User {
  return {
    id: document._id.toHexString(),
    email: document.email,
    username: document.username ?? null,
    firstName: document.firstName ?? null,
    lastName: document.lastName ?? null,
    profileImageUrl: document.profileImageUrl ?? null,
    totalScore: document.totalScore ?? 0,
    streak: document.streak ?? 0,
    globalRank: document.globalRank ?? 0,
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
  };
}

interface DuplicateKeyError {
  code: 11000;
  keyPattern?: Record<string, unknown>;
}

function isDuplicateKey(error: unknown): error is DuplicateKeyError {
  return (error as { code?: unknown }).code === 11000;
}

// MongoDB names the index in keyPattern; FerretDB does not, so then the taken field is looked up.
async function collidingField(users: UserModel, document: UserDocument, error: DuplicateKeyError): Promise<'email' | 'username'> {
  if (error.keyPattern) return error.keyPattern.usernameKey ? 'username' : 'email';
  const emailTaken = await users.exists({ emailLower: document.emailLower });
  return emailTaken ? 'email' : 'username';
}
