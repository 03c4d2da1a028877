// homework on the service template: homework in its own database (one shelf document per student),
// originals in S3, text and solutions from ai-assistant, events through the outbox to Kafka.
import { mintInternalToken } from '@studyhall/platform';
import { deleteUpload, storeUpload } from '@studyhall/platform/uploads';
import { defineService } from '@studyhall/platform/service';
import { createAiClient } from '@studyhall/ai-contracts';
import type { S3Client } from '@aws-sdk/client-s3';
import { Types } from 'mongoose';
import { createApp, type AppDeps } from './app.js';
import { homeworkConfigSchema, type HomeworkConfig } from './config.js';
import { createHomeworkRepository } from './data/homework-repository.js';
import { originalModel } from './data/original-model.js';
import { shelfModel } from './data/shelf-model.js';
import type { HomeworkAi, OriginalFiles, StoredFile } from './domain/homework.js';

export const homeworkService = defineService({
  name: 'homework',
  configSchema: homeworkConfigSchema,
  clients: { mongo: true, s3: true, kafka: true },
  async wire({ config, logger, clients, startRelay, tokenKey }): Promise<Omit<AppDeps, 'readiness' | 'isShuttingDown'>> {
    const shelves = shelfModel(clients.mongo);
    const relay = startRelay([shelves]);
    const store = createHomeworkRepository(shelves, originalModel(clients.mongo), { onEventsQueued: (id) => relay.notify(shelves, id) });
    const files = originalFiles(clients.s3, clients.bucket);
    const onOrphan = (file: StoredFile, error: unknown) => logger.error({ err: error, key: file.key }, 'could not remove an uploaded original');
    return {
      logger,
      internalTokenKey: tokenKey,
      store,
      solve: { files, ai: homeworkAi(config, tokenKey), store, newId: () => new Types.ObjectId().toHexString(), onOrphan },
      remove: { store, files, bucket: clients.bucket, onOrphan },
    };
  },
  createApp: (deps, http) => createApp({ ...deps, readiness: http.readiness, isShuttingDown: http.isShuttingDown }),
});

function originalFiles(s3: S3Client, bucket: string): OriginalFiles {
  return {
    store: (userId, file) => storeUpload(s3, bucket, userId, file),
    remove: (file) => deleteUpload(s3, file),
  };
}

function homeworkAi(config: HomeworkConfig, tokenKey: Uint8Array): HomeworkAi {
  const client = createAiClient({
    baseUrl: config.AI_ASSISTANT_URL,
    mintToken: (identity) => mintInternalToken(tokenKey, identity),
    timeoutsMs: { extractDocument: config.AI_EXTRACT_TIMEOUT_MS, homeworkSolution: config.AI_TIMEOUT_MS },
  });
  return {
    extractText: (userId, file) => client.extractDocument(userId, file),
    solve: (userId, request) => client.homeworkSolution(userId, request),
  };
}
