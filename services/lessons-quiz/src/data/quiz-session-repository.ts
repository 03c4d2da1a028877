// quiz_sessions: one document per session (`_id` = session id) holding the question being asked (with
// its key) and the outbox of its QuizAnswerRecorded/QuizCompleted events, written in the same update.
import type { DomainEvent } from '@studyhall/contracts';
import { lockDocument } from '@studyhall/platform';
import { createEvent, outboxPlugin, pushPendingEvents } from '@studyhall/platform/events';
import { Schema, Types, type Connection, type Model } from 'mongoose';
import type { QuizSession, QuizSessionStore } from '../domain/quiz-sessions.js';
import type { KeyedLock } from './write-lock.js';

type SessionDocument = Omit<QuizSession, 'id'> & { _id: string };

// The session's state is written whole by its use cases; the schema only holds the outbox fields.
const sessionSchema = new Schema<SessionDocument>({ _id: { type: String, required: true } }, { collection: 'quiz_sessions', versionKey: false, strict: false });
sessionSchema.plugin(outboxPlugin);

export type SessionModel = Model<SessionDocument>;

export function quizSessionModel(connection: Connection): SessionModel {
  return (connection.models.QuizSession as SessionModel | undefined) ?? connection.model<SessionDocument>('QuizSession', sessionSchema);
}

export interface SessionRepositoryOptions {
  withLock: KeyedLock;
  onEventsQueued: (id: string) => void;
}

export function createQuizSessionRepository(sessions: SessionModel, options: SessionRepositoryOptions): QuizSessionStore {
  const envelopes = (session: QuizSession, events: DomainEvent[]) => events.map((event) => createEvent(event, { source: '/services/lessons-quiz', subject: session.id }));
  return {
    newId: () => new Types.ObjectId().toHexString(),
    async find(id) {
      const document = await sessions.findById(id).lean<SessionDocument>();
      if (!document) return undefined;
      const { _id, ...fields } = document as SessionDocument & { outbox?: unknown };
      delete fields.outbox;
      return { id: _id, ...fields };
    },
    async create({ id, ...fields }) {
      await sessions.collection.insertOne({ _id: id, ...fields } as never);
    },
    async save(session, events) {
      const { id, ...fields } = session;
      // The relay's "mark sent" updates this document too, under the kit's lock of the same document.
      await lockDocument(sessions.collection.collectionName, id, () =>
        sessions.updateOne({ _id: id }, pushPendingEvents({ $set: fields }, envelopes(session, events))));
      options.onEventsQueued(id);
    },
    exclusive: (sessionId, work) => options.withLock(`session:${sessionId}`, work),
  };
}
