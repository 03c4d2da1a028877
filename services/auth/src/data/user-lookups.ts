// auth's lookups by e-mail and username (the kit's key lookups: one small document per key whose _id
// is the normalised e-mail or username), so sign-in and registration read users by _id only.
import { createKeyLookup, type KeyLookup, type LookupDocument } from '@studyhall/platform';
import { Types } from 'mongoose';
import type { UserDocument, UserModel } from './user-model.js';

export interface UserLookups {
  emails: KeyLookup;
  usernames: KeyLookup;
}

export async function createUserLookups(users: UserModel): Promise<UserLookups> {
  const ownerExists = async (id: string) => Types.ObjectId.isValid(id) && (await users.exists({ _id: id })) !== null;
  const lookup = (name: string) => createKeyLookup(users.db.collection<LookupDocument>(name), ownerExists);
  const lookups = { emails: lookup('user_emails'), usernames: lookup('user_usernames') };
  // Accounts made before the lookups existed: one scan, once per database.
  await lookups.emails.backfillOnce(() => owners(users, 'emailLower'));
  await lookups.usernames.backfillOnce(() => owners(users, 'usernameKey'));
  return lookups;
}

async function* owners(users: UserModel, field: 'emailLower' | 'usernameKey'): AsyncIterable<LookupDocument> {
  const cursor = users.collection.find<Pick<UserDocument, '_id' | 'emailLower' | 'usernameKey'>>({}, { projection: { [field]: 1 } });
  for await (const document of cursor) {
    const key = document[field];
    if (key && !key.startsWith('#')) yield { _id: key, ownerId: document._id.toHexString() };
  }
}
