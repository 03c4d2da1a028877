import { outboxPlugin } from '@studyhall/platform/events';
import { Schema, type Connection, type Model, type Types } from 'mongoose';
import type { User } from '../domain/users.js';

/** The stored user: the domain's User (without its string id) plus the fields only storage needs. */
export interface UserDocument extends Omit<User, 'id'> {
  _id: Types.ObjectId;
  /** The unique, case-insensitive form of `email` (FerretDB has no collations). */
  emailLower: string;
  /**
   * Unique on every document: the lower-cased username, or `#<id>` when there is none. Usernames
   * cannot contain `#`, so a plain unique index enforces "unique when set" in the same single write,
   * without relying on sparse or partial indexes.
   */
  usernameKey: string;
  passwordHash: string | null;
}

const optionalText = { type: String, default: null };

const userSchema = new Schema<UserDocument>(
  {
    email: { type: String, required: true },
    emailLower: { type: String, required: true, unique: true },
    username: optionalText,
    usernameKey: { type: String, required: true, unique: true },
    passwordHash: { type: String, default: null, select: false },
    firstName: optionalText,
    lastName: optionalText,
    profileImageUrl: optionalText,
    totalScore: { type: Number, default: 0 },
    streak: { type: Number, default: 0 },
    globalRank: { type: Number, default: 0 },
    // Set by the repository, not by mongoose timestamps: the event stored with the write needs them first.
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'users', versionKey: false },
);
userSchema.plugin(outboxPlugin);

export type UserModel = Model<UserDocument>;

export function userModel(connection: Connection): UserModel {
  return connection.models.User ?? connection.model<UserDocument>('User', userSchema);
}

export function usernameKeyFor(id: Types.ObjectId, username: string | null): string {
  return username ? username.toLowerCase() : `#${id.toHexString()}`;
}
