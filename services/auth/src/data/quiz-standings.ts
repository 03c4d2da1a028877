// The quiz standing and achievement progress live on the user's own document (an `_id` read and
// write, the only indexed access on FerretDB). Writes are conditional on a revision, so a concurrent
// writer cannot be overwritten, and a standing and the achievements it unlocks are one write.
// REVIEW: FerretDB on SQLite has lost concurrent updates of one document; the consumer handles one
// event at a time per process, so with one auth replica the revision check is a second line of defence.
import { lockDocument } from '@studyhall/platform';
import { Types } from 'mongoose';
import { emptyProgress, type AchievementProgress } from '../domain/achievement-progress.js';
import { daysOfStreak, type QuizStanding } from '../domain/quiz-standing.js';
import type { QuizStandings } from '../domain/record-quiz-completed.js';
import type { UserModel } from './user-model.js';

interface StandingFields {
  totalScore?: number;
  streak?: number;
  lastQuizDate?: string | null;
  quizDays?: string[];
  creditedSessions?: string[];
  achievementProgress?: AchievementProgress;
  standingRevision?: number;
}

const projection = { totalScore: 1, streak: 1, lastQuizDate: 1, quizDays: 1, creditedSessions: 1, achievementProgress: 1, standingRevision: 1 };

export function createQuizStandings(users: UserModel): QuizStandings {
  const collection = users.collection;
  return {
    async load(userId) {
      if (!Types.ObjectId.isValid(userId)) return undefined;
      const document = await collection.findOne<StandingFields>({ _id: new Types.ObjectId(userId) }, { projection });
      if (!document) return undefined;
      const standing: QuizStanding = {
        totalScore: document.totalScore ?? 0,
        streak: document.streak ?? 0,
        lastQuizDate: document.lastQuizDate ?? null,
        quizDays: document.quizDays ?? daysOfStreak(document.lastQuizDate ?? null, document.streak ?? 0),
        creditedSessions: document.creditedSessions ?? [],
      };
      // A student credited before achievements existed starts from the quizzes the standing remembers.
      const progress = document.achievementProgress ?? { ...emptyProgress, quizzesCompleted: standing.creditedSessions.length };
      return { standing, progress: { ...emptyProgress, ...progress }, revision: document.standingRevision ?? 0 };
    },
    async save(userId, { standing, progress }, revision) {
      // Documents written before quiz standings existed have no revision: they are revision 0.
      const current = revision === 0 ? { $in: [null, 0] } : revision;
      const fields = { ...standing, achievementProgress: progress, standingRevision: revision + 1, updatedAt: new Date() };
      // The user document is an outbox document: its writes share the relay's lock (platform document-locks).
      const result = await lockDocument(collection.collectionName, userId, () =>
        collection.updateOne({ _id: new Types.ObjectId(userId), standingRevision: current }, { $set: fields }),
      );
      return result.matchedCount === 1;
    },
  };
}

/** The achievements a student holds: one `_id` read of their document. */
export async function awardedAchievements(users: UserModel, userId: string): Promise<AchievementProgress['awarded'] | undefined> {
  if (!Types.ObjectId.isValid(userId)) return undefined;
  const document = await users.collection.findOne<StandingFields>({ _id: new Types.ObjectId(userId) }, { projection: { achievementProgress: 1 } });
  return document ? (document.achievementProgress?.awarded ?? []) : undefined;
}
