// A real homework app for component tests: its own database on the stack's FerretDB, the stack's
// MinIO and Kafka (topics prefixed per run), and a real ai-assistant (local provider, real document
// reading) in the same process — both served on ephemeral ports.
// REVIEW: becomes startTestApp(homeworkService) once @studyhall/platform/testing lands.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connectMongo, createLogger, createRedis, createS3, ensureBucket, internalTokenKey, mintInternalToken } from '@studyhall/platform';
import { createKafkaBus, type EventBus } from '@studyhall/platform/events/index';
import { createApp as createAiApp } from '@studyhall/ai-assistant/app';
import { createTextExtractor } from '@studyhall/ai-assistant/documents/extract-text';
import { createTesseractReader } from '@studyhall/ai-assistant/documents/tesseract-ocr';
import { LocalAiProvider } from '@studyhall/ai-assistant/domain/local/local-ai-provider';
import { createAiQuota, redisUsageCounter } from '@studyhall/ai-assistant/routes/ai-quota';
import { createEspeakSynthesizer } from '@studyhall/ai-assistant/speech/espeak-speech';
import { createApp, type AppDeps } from '../app.js';
import { loadHomeworkConfig } from '../config.js';
import { shelfModel, type ShelfModel } from '../data/shelf-model.js';
import { originalModel, type OriginalModel } from '../data/original-model.js';
import { createHomeworkDeps } from '../wiring.js';

export const testTokenSecret = 'homework-test-internal-secret-of-32+';
export const testBucket = 'homework-test';

export interface HomeworkTestApp {
  url: string;
  deps: AppDeps;
  bus: EventBus;
  s3: ReturnType<typeof createS3>;
  shelves: ShelfModel;
  originals: OriginalModel;
  tokenFor(userId: string, audience?: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  aiQuotaLimit?: number;
  /** Point the service at another AI (a stub answering errors); default: the in-process ai-assistant. */
  aiUrl?: string;
  env?: Record<string, string>;
}

export async function startHomeworkTestApp(options: TestAppOptions = {}): Promise<HomeworkTestApp> {
  const dbName = `homework-test-${randomUUID().slice(0, 8)}`;
  const ai = options.aiUrl ? undefined : await startAi(options.aiQuotaLimit ?? 1000);
  const config = loadHomeworkConfig({
    ...process.env, INTERNAL_TOKEN_SECRET: testTokenSecret, MONGO_DB: dbName, S3_BUCKET: testBucket, LOG_LEVEL: 'silent',
    AI_ASSISTANT_URL: options.aiUrl ?? ai!.url, ...options.env,
  });
  const mongo = await connectMongo(config.MONGO_URL, dbName);
  const s3 = createS3(config);
  await ensureBucket(s3, testBucket);
  const logger = createLogger('homework-test', process.env.HOMEWORK_TEST_LOG ?? 'silent');
  const bus = testEventBus();
  const { deps, stop } = await createHomeworkDeps({ config, logger, mongo, s3, bus });
  const server = await listen(createServer(createApp(deps).callback()));
  return {
    url: urlOf(server),
    deps,
    bus,
    s3,
    shelves: shelfModel(mongo),
    originals: originalModel(mongo),
    tokenFor: (userId, audience = 'homework') => mintInternalToken(deps.internalTokenKey, { userId, audience }),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await stop();
      await bus.close();
      await mongo.dropDatabase();
      await mongo.close();
      s3.destroy();
      await ai?.close();
    },
  };
}

async function startAi(quotaLimit: number) {
  const redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const s3 = createS3({ ...(process.env as Record<string, string>), S3_BUCKET: testBucket } as Parameters<typeof createS3>[0]);
  const reader = createTesseractReader();
  const app = createAiApp({
    logger: createLogger('ai-assistant-test', 'silent'),
    provider: new LocalAiProvider(),
    speech: createEspeakSynthesizer(),
    extractText: createTextExtractor({ imageReader: reader }),
    s3,
    uploadsBucket: testBucket,
    documentMaxBytes: 10 * 1024 * 1024,
    internalTokenKey: internalTokenKey(testTokenSecret),
    // Counted per run (a fresh user id per test), so other runs' counts do not leak in.
    quota: createAiQuota(redisUsageCounter(redis), { limit: quotaLimit, windowSeconds: 3600 }),
  });
  const server = await listen(createServer(app.callback()));
  return {
    url: urlOf(server),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await reader.close();
      s3.destroy();
      await redis.quit();
    },
  };
}

async function listen(server: Server): Promise<Server> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

function urlOf(server: Server): string {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A Kafka bus whose topics are this run's own (prefixed), so reading from the beginning stays short. */
export function testEventBus(): EventBus {
  return createKafkaBus({
    brokers: (process.env.KAFKA_BROKERS ?? '').split(','),
    clientId: 'homework-test',
    logger: createLogger('homework-test', 'silent'),
    topicPrefix: `homework-test-${randomUUID().slice(0, 8)}.`,
  });
}

export const newUserId = () => randomUUID();

export interface Reply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON under test
}

export interface CallOptions {
  method?: string;
  userId?: string;
  json?: unknown;
  form?: FormData;
  token?: string;
}

/** One HTTP call to the app, as the gateway would make it for `userId`. */
export async function call(app: HomeworkTestApp, path: string, options: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = {};
  const token = options.token ?? (options.userId ? await app.tokenFor(options.userId) : undefined);
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) body = options.form;
  const response = await fetch(app.url + path, { method: options.method ?? (body ? 'POST' : 'GET'), headers, body });
  const text = await response.text();
  return { status: response.status, body: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text || undefined };
}

/** The multipart body of POST /api/homework/solve. */
export function solveForm(file: { bytes: Uint8Array; name: string; type?: string } | undefined, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([file.bytes as BlobPart], { type: file.type ?? 'application/octet-stream' }), file.name);
  return form;
}
