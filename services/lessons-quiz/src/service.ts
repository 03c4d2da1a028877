// lessons-quiz on the service template: topics, lessons, questions, quiz sets and progress in its own
// database, originals in S3, lesson events through the outbox to Kafka, AI work by ai-assistant.
import { createAiClient } from '@studyhall/ai-contracts';
import { createRedis, mintInternalToken, type Lifecycle, type Logger } from '@studyhall/platform';
import { defineService } from '@studyhall/platform/service';
import { createApp, serviceName, type AppDeps } from './app.js';
import { lessonsConfigSchema } from './config.js';
import { createLessonRepository } from './data/lesson-repository.js';
import { createLessonShelves } from './data/lesson-shelves.js';
import { lessonModel } from './data/lesson-model.js';
import { createProgressRepository } from './data/progress-repository.js';
import { createQuestionRepository } from './data/question-repository.js';
import { createQuizAttemptRepository } from './data/quiz-attempt-repository.js';
import { createQuizSessionRepository, quizSessionModel } from './data/quiz-session-repository.js';
import { createQuizSetRepository } from './data/quiz-set-repository.js';
import { seedCatalogue } from './data/seed-catalogue.js';
import { createTopicRepository } from './data/topic-repository.js';
import { startSweptRelay } from './data/outbox-sweeper.js';
import { createUploadStore } from './data/upload-store.js';
import { createKeyedLock } from './data/write-lock.js';
import { createReadCache } from './data/read-cache.js';
import { tryEnsurePreviewExpiry } from './data/preview-expiry.js';

/**
 * The read cache's own connection, auto-pipelined: every read asks Redis one GET, and sent one by one
 * their socket writes were ~20% of the service's CPU under load (the kit's client, kept for /readyz,
 * sends each command on its own).
 */
function cacheRedis(url: string, logger: Logger, lifecycle: Lifecycle) {
  const redis = createRedis(url, { enableAutoPipelining: true });
  redis.on('error', (error: unknown) => logger.warn({ err: error }, 'read cache: redis connection error'));
  lifecycle.onShutdown('read-cache redis', () => redis.quit().then(() => undefined, () => redis.disconnect()));
  return redis;
}

export const lessonsQuizService = defineService({
  name: serviceName,
  configSchema: lessonsConfigSchema,
  clients: { mongo: true, redis: true, s3: true, kafka: true },
  async wire({ config, logger, clients, lifecycle, tokenKey }): Promise<AppDeps> {
    const { mongo, s3, bucket, bus } = clients;
    const lessons = lessonModel(mongo);
    const sessions = quizSessionModel(mongo);
    const cache = createReadCache({ redis: cacheRedis(config.REDIS_URL, logger, lifecycle), logger, namespace: mongo.name, maxBytes: config.READ_CACHE_MB * 1024 * 1024 });
    await seedCatalogue(mongo, cache);
    await tryEnsurePreviewExpiry(s3, bucket, config.PREVIEW_EXPIRY_DAYS, logger);
    const relay = startSweptRelay({ bus, logger, sources: [lessons, sessions], sweepEveryMs: config.OUTBOX_SWEEP_MS, onShutdown: lifecycle.onShutdown });
    const withLock = createKeyedLock();
    return {
      logger,
      internalTokenKey: tokenKey,
      topics: createTopicRepository(mongo, cache),
      lessons: createLessonRepository(lessons, createLessonShelves(mongo, withLock, cache), {
        logger, withLock, onEventsQueued: (id) => relay.notify(lessons, id),
      }),
      questions: createQuestionRepository(mongo, withLock),
      quizSets: createQuizSetRepository(mongo, withLock),
      progress: createProgressRepository(mongo, withLock, cache),
      sessions: createQuizSessionRepository(sessions, { withLock, onEventsQueued: (id) => relay.notify(sessions, id) }),
      attempts: createQuizAttemptRepository(mongo, withLock),
      uploads: createUploadStore(s3, bucket, logger),
      ai: createAiClient({
        baseUrl: config.AI_ASSISTANT_URL,
        timeoutMs: config.AI_TIMEOUT_MS,
        mintToken: (identity) => mintInternalToken(tokenKey, identity),
      }),
    };
  },
  createApp: (deps, http) => createApp({ ...deps, readiness: http.readiness, isShuttingDown: http.isShuttingDown }),
});
