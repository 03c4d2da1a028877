import type { DomainEvent } from '@studyhall/contracts';
import { createEvent, pushPendingEvents, withPendingEvents } from '@studyhall/platform/events';
import { Types } from 'mongoose';
import { DuplicateUserError, normaliseEmail, normaliseUsername, type NewUser, type User, type UserRepository } from '../domain/users.js';
import { usernameKeyFor, type UserDocument, type UserModel } from './user-model.js';

const eventSource = '/services/auth';
const publicFields = { passwordHash: 0 } as const;

export interface UserRepositoryOptions {
  /** Called with the written document's _id after a write that queued events: the relay sends them now. */
  onEventsQueued?: (id: Types.ObjectId) => void;
}

export function createUserRepository(users: UserModel, options: UserRepositoryOptions = {}): UserRepository {
  const eventsQueued = options.onEventsQueued ?? (() => undefined);
  const envelopes = (user: User, events: DomainEvent[]) => events.map((event) => createEvent(event, { source: eventSource, subject: user.id }));

  return {
    async create(newUser, eventsFor) {
      const document = newUserDocument(newUser);
      const user = toUser(document);
      try {
        await users.create(withPendingEvents(document, envelopes(user, eventsFor(user))));
      } catch (error) {
        throw isDuplicateKey(error) ? new DuplicateUserError(await collidingField(users, document, error)) : error;
      }
      eventsQueued(document._id);
      return user;
    },
    async updateProfile(id, profile, eventsFor) {
      // REVIEW: read-then-write; two concurrent profile updates could each publish a profile built
      // from the same read. Today only the provider sign-in updates profiles, with the claims as truth.
      const current = await this.findById(id);
      if (!current) return undefined;
      const updated: User = { ...current, ...profile, updatedAt: new Date() };
      const update = pushPendingEvents({ $set: { ...profile, updatedAt: updated.updatedAt } }, envelopes(updated, eventsFor(updated)));
      const result = await users.updateOne({ _id: current.id }, update);
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
      const document = await users.findOne({ emailLower: normaliseEmail(email) }, publicFields).lean<UserDocument>();
      return document ? toUser(document) : undefined;
    },
    async findCredentials(email) {
      const document = await users.findOne({ emailLower: normaliseEmail(email) }).select('+passwordHash').lean<UserDocument>();
      return document ? { user: toUser(document), passwordHash: document.passwordHash } : undefined;
    },
    async usernameTaken(username) {
      return (await users.countDocuments({ usernameKey: normaliseUsername(username) })) > 0;
    },
    async searchByPrefix(prefix, excludeId, limit) {
      // Both fields are stored lower-cased, so a lower-cased anchored prefix is case-insensitive
      // and can use their indexes. The input is escaped: it is text to match, not a pattern.
      const startsWith = new RegExp(`^${escapeRegex(prefix.toLowerCase())}`);
      const notCaller = Types.ObjectId.isValid(excludeId) ? { _id: { $ne: new Types.ObjectId(excludeId) } } : {};
      const documents = await users
        .find({ ...notCaller, $or: [{ emailLower: startsWith }, { usernameKey: startsWith, username: { $ne: null } }] })
        .select({ email: 1, username: 1, emailLower: 1 })
        .sort({ emailLower: 1 })
        .limit(limit)
        .lean<Pick<UserDocument, '_id' | 'email' | 'username'>[]>();
      return documents.map((document) => ({ id: document._id.toHexString(), username: document.username, email: document.email }));
    },
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

export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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
