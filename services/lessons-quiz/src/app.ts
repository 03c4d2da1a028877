import { createHttpApp, requireInternalToken, type Logger, type ReadinessCheck } from '@studyhall/platform';
import type Koa from 'koa';
import type { LessonAi } from './domain/lesson-ai.js';
import type { LessonStore } from './domain/lessons.js';
import type { ProgressStore } from './domain/progress.js';
import type { QuizAttemptStore, QuizSessionStore } from './domain/quiz-sessions.js';
import type { QuestionStore } from './domain/questions.js';
import type { QuizSetStore } from './domain/quiz-sets.js';
import type { TopicStore } from './domain/topics.js';
import type { UploadStore } from './domain/uploads.js';
import { lessonRoutes } from './routes/lesson-routes.js';
import { questionRoutes } from './routes/question-routes.js';
import { quizRoutes } from './routes/quiz-routes.js';
import { quizSessionRoutes } from './routes/quiz-session-routes.js';
import { topicRoutes } from './routes/topic-routes.js';
import { uploadRoutes } from './routes/upload-routes.js';

export const serviceName = 'lessons-quiz';

export interface AppDeps {
  logger: Logger;
  internalTokenKey: Uint8Array;
  topics: TopicStore;
  lessons: LessonStore;
  questions: QuestionStore;
  quizSets: QuizSetStore;
  progress: ProgressStore;
  sessions: QuizSessionStore;
  attempts: QuizAttemptStore;
  uploads: UploadStore;
  ai: LessonAi;
  readiness?: ReadinessCheck[];
  isShuttingDown?: () => boolean;
}

export function createApp(deps: AppDeps): Koa {
  const app = createHttpApp({ logger: deps.logger, readiness: deps.readiness ?? [], isShuttingDown: deps.isShuttingDown });
  // Every /api call comes through the gateway with an internal token for this service; nothing
  // else (a bare user-id header, another service's token) names the caller.
  const signedIn = requireInternalToken(deps.internalTokenKey, serviceName);
  app.use(async function requireCaller(ctx, next) {
    return ctx.path.startsWith('/api/') ? signedIn(ctx, next) : next();
  });
  for (const router of [topicRoutes(deps), lessonRoutes(deps), questionRoutes(deps), quizRoutes(deps), uploadRoutes(deps), quizSessionRoutes(deps)]) {
    app.use(router.routes()).use(router.allowedMethods());
  }
  return app;
}
