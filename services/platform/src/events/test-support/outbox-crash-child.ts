// A use case that crashes between its write and the publish: it stores the user and the pending
// UserRegistered event in one document write, then dies (SIGKILL) before notifying any relay.
// Env: MONGO_URL, MONGO_DB, COLLECTION, USER_ID.
import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { UserRegisteredSchema } from '@studyhall/contracts';
import mongoose, { Schema } from 'mongoose';
import { createEvent } from '../event-envelope.js';
import { outboxPlugin, withPendingEvents } from '../outbox.js';

type ChildEnv = { MONGO_URL: string; MONGO_DB: string; COLLECTION: string; USER_ID: string };
const { MONGO_URL, MONGO_DB, COLLECTION, USER_ID } = process.env as ChildEnv;
const connection = await mongoose.createConnection(MONGO_URL, { dbName: MONGO_DB }).asPromise();
const userSchema = new Schema({ _id: String, email: String, username: String }, { collection: COLLECTION });
userSchema.plugin(outboxPlugin);
const Users = connection.model('User', userSchema);

const user = { _id: USER_ID, email: `${USER_ID}@example.com`, username: USER_ID };
const registered = create(UserRegisteredSchema, {
  userId: USER_ID,
  email: user.email,
  username: user.username,
  occurredAt: timestampFromDate(new Date()),
});
await Users.create(withPendingEvents(user, [createEvent(registered, { source: '/services/auth', subject: USER_ID })]));
process.kill(process.pid, 'SIGKILL');
