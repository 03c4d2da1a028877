// `users`: the projection of auth's user events (id, e-mail, username, names), never auth's data.
import type { Collection, Connection } from 'mongoose';
import { upsertById } from './upsert.js';
import type { UserDirectory, UserProfile } from '../domain/relations.js';

interface UserDocument {
  _id: string;
  email?: string | null;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
}

export interface UserProjection extends UserDirectory {
  /** From UserRegistered (with e-mail) or UserProfileUpdated (without): overwrites what it carries. */
  save(profile: Omit<UserProfile, 'email'> & { email?: string }): Promise<void>;
}

export function createUserProjection(connection: Connection): UserProjection {
  const collection: Collection<UserDocument> = connection.collection<UserDocument>('users');
  const find = async (id: string) => {
    const document = await collection.findOne({ _id: id });
    return document ? toProfile(document) : undefined;
  };
  return {
    find,
    async findMany(ids) {
      const found = await Promise.all(ids.map(find));
      return new Map(found.filter((user): user is UserProfile => !!user).map((user) => [user.id, user]));
    },
    async save({ id, ...fields }) {
      await upsertById(collection, id, { $set: fields });
    },
  };
}

function toProfile(document: UserDocument): UserProfile {
  return {
    id: document._id,
    email: document.email ?? null,
    username: document.username || null,
    firstName: document.firstName || null,
    lastName: document.lastName || null,
  };
}
