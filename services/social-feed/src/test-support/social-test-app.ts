// A real social-feed app for tests: its own database, its own Redis key prefix (never another app's
// keys), Kafka topics prefixed per run, and helpers to publish the events other services would.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { UserRegisteredSchema, type DomainEvent } from '@studyhall/contracts';
import { connectMongo, createLogger, createRedis, mintInternalToken } from '@studyhall/platform';
import { createEvent, createEventPublisher, createKafkaBus, type EventBus } from '@studyhall/platform/events/index';
import { Types } from 'mongoose';
import { createApp } from '../app.js';
import { loadSocialFeedConfig } from '../config.js';
import { createSocialFeedDeps, type SocialFeedDeps } from '../wiring.js';

export const testTokenSecret = 'test-internal-token-secret-of-32-chars!';

export interface SocialTestApp {
  url: string;
  deps: SocialFeedDeps;
  redis: ReturnType<typeof createRedis>;
  keyPrefix: string;
  bus: EventBus;
  /** Publishes events as their owning service would (through Kafka, the app's own topics). */
  publish(...events: DomainEvent[]): Promise<string[]>;
  /** Publishes a UserRegistered and waits until the users projection has it; returns the id. */
  newUser(fields?: { username?: string; email?: string }): Promise<{ id: string; email: string; username: string }>;
  call(path: string, options?: CallOptions): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON under test
  close(): Promise<void>;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  userId?: string;
  audience?: string;
}

export async function startSocialTestApp(env: Record<string, string> = {}): Promise<SocialTestApp> {
  const run = randomUUID().slice(0, 8);
  const keyPrefix = `social-test-${run}:`;
  const config = loadSocialFeedConfig({
    ...process.env, INTERNAL_TOKEN_SECRET: testTokenSecret, MONGO_DB: `social-feed-test-${run}`, LOG_LEVEL: 'silent',
    REDIS_KEY_PREFIX: keyPrefix, KAFKA_GROUP_ID: `social-feed-test-${run}`, ...env,
  });
  const logger = createLogger('social-feed-test', process.env.SOCIAL_TEST_LOG ?? 'silent');
  const bus = createKafkaBus({ brokers: config.KAFKA_BROKERS, clientId: 'social-feed-test', logger, topicPrefix: `social-test-${run}.` });
  const mongo = await connectMongo(config.MONGO_URL, config.MONGO_DB);
  const redis = createRedis(config.REDIS_URL);
  const { deps, stop } = await createSocialFeedDeps({ config, logger, mongo, redis, bus });
  const server = createServer(createApp(deps).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${port(server)}`;
  const publisher = createEventPublisher({ bus });
  const app: SocialTestApp = {
    url, deps, redis, keyPrefix, bus,
    async publish(...events) {
      const envelopes = events.map((event) => createEvent(event, { source: '/tests', subject: subjectOf(event) }));
      await publisher.publish(envelopes);
      return envelopes.map((envelope) => envelope.id);
    },
    async newUser(fields = {}) {
      const id = new Types.ObjectId().toHexString();
      const email = fields.email ?? `student-${id}@example.test`;
      const username = fields.username ?? '';
      await app.publish(create(UserRegisteredSchema, { userId: id, email, username, occurredAt: timestampFromDate(new Date()) }));
      await waitFor(async () => (await deps.users.find(id)) !== undefined, `user ${id} in the projection`);
      return { id, email, username };
    },
    call: (path, options) => call(url, path, options),
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await stop();
      await bus.close();
      await mongo.dropDatabase();
      await mongo.close();
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    },
  };
  return app;
}

function subjectOf(event: DomainEvent): string {
  const fields = event as unknown as Record<string, unknown>;
  const nested = (fields.lesson ?? fields.homework) as Record<string, string> | undefined;
  return String(fields.userId ?? fields.relationId ?? fields.lessonId ?? fields.homeworkId ?? nested?.lessonId ?? nested?.homeworkId ?? '');
}

async function call(url: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.userId) {
    const token = await mintInternalToken(new TextEncoder().encode(testTokenSecret), { userId: options.userId, audience: options.audience ?? 'social-feed' });
    headers.authorization = `Bearer ${token}`;
  }
  const response = await fetch(url + path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
}

export async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function port(server: Server): number {
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('server is not listening');
  return address.port;
}
