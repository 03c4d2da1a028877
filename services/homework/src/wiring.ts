import { Types, type Connection } from 'mongoose';
import type { S3Client } from '@aws-sdk/client-s3';
import { internalTokenKey, type Logger } from '@studyhall/platform';
import { createEventPublisher, createKafkaBus, createOutboxRelay, kafkaReadiness, type EventBus } from '@studyhall/platform/events/index';
import type { AppDeps } from './app.js';
import type { HomeworkConfig } from './config.js';
import { createHomeworkRepository } from './data/homework-repository.js';
import { s3OriginalFiles } from './data/original-files.js';
import { originalModel } from './data/original-model.js';
import { shelfModel } from './data/shelf-model.js';
import type { HomeworkAi, StoredFile } from './domain/homework.js';
import { createAiClient } from './interim/ai-client.js';

export interface HomeworkClients {
  config: HomeworkConfig;
  logger: Logger;
  mongo: Connection;
  s3: S3Client;
  /** Tests pass their own; by default one is made from KAFKA_BROKERS. */
  bus?: EventBus;
}

/** Everything createApp needs, built from connected clients; `stop` ends the event relay. */
export async function createHomeworkDeps(clients: HomeworkClients): Promise<{ deps: AppDeps; stop: () => Promise<void> }> {
  const { config, logger, mongo, s3 } = clients;
  const bus = clients.bus ?? createKafkaBus({ brokers: config.KAFKA_BROKERS, clientId: config.KAFKA_CLIENT_ID, logger });
  const shelves = shelfModel(mongo);
  const relay = createOutboxRelay({ sources: [shelves], publisher: createEventPublisher({ bus }), logger });
  relay.start();
  const key = internalTokenKey(config.INTERNAL_TOKEN_SECRET);
  const store = createHomeworkRepository(shelves, originalModel(mongo), { onEventsQueued: (id) => relay.notify(shelves, id) });
  const files = s3OriginalFiles(s3, config.S3_BUCKET);
  const onOrphan = (file: StoredFile, error: unknown) => logger.error({ err: error, key: file.key }, 'could not remove an uploaded original');
  const deps: AppDeps = {
    logger,
    internalTokenKey: key,
    store,
    solve: { files, ai: homeworkAi(config, key), store, newId: () => new Types.ObjectId().toHexString(), onOrphan },
    remove: { store, files, bucket: config.S3_BUCKET, onOrphan },
    readiness: [kafkaReadiness(bus)],
  };
  return {
    deps,
    async stop() {
      await relay.stop();
      if (!clients.bus) await bus.close();
    },
  };
}

function homeworkAi(config: HomeworkConfig, tokenKey: Uint8Array): HomeworkAi {
  const client = createAiClient({
    baseUrl: config.AI_ASSISTANT_URL, tokenKey, timeoutMs: config.AI_TIMEOUT_MS, extractTimeoutMs: config.AI_EXTRACT_TIMEOUT_MS,
  });
  return {
    extractText: (userId, file) => client.extractDocument(userId, file),
    solve: (userId, request) => client.solveHomework(userId, request),
  };
}
