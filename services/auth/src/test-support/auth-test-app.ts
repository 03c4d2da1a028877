// A real auth app for tests: its own database on the test stack's FerretDB, the shared Redis and
// Kafka, served on an ephemeral port through app.callback().
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { anonymousSubject, connectMongo, createLogger, createRedis, mintInternalToken } from '@studyhall/platform';
import { createKafkaBus, type EventBus } from '@studyhall/platform/events/index';
import { createApp, type AppDeps } from '../app.js';
import { loadAuthConfig } from '../config.js';
import { userModel, type UserModel } from '../data/user-model.js';
import { createAuthDeps } from '../wiring.js';

export const testTokenSecret = 'test-internal-token-secret-of-32-chars!';

export interface AuthTestApp {
  url: string;
  deps: AppDeps;
  users: UserModel;
  redis: ReturnType<typeof createRedis>;
  tokenFor(userId: string, audience?: string): Promise<string>;
  close(): Promise<void>;
}

export async function startAuthTestApp(env: Record<string, string> = {}, bus?: EventBus): Promise<AuthTestApp> {
  const dbName = `auth-test-${randomUUID().slice(0, 8)}`;
  const config = loadAuthConfig({ ...process.env, INTERNAL_TOKEN_SECRET: testTokenSecret, MONGO_DB: dbName, LOG_LEVEL: 'silent', ...env });
  const mongo = await connectMongo(config.MONGO_URL, dbName);
  const redis = createRedis(config.REDIS_URL);
  const { deps, stop } = await createAuthDeps({ config, logger: createLogger('auth-test', process.env.AUTH_TEST_LOG ?? 'silent'), mongo, redis, bus });
  const server = createServer(createApp(deps).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port(server)}`,
    deps,
    users: userModel(mongo),
    redis,
    tokenFor: (userId, audience = 'auth') => mintInternalToken(deps.internalTokenKey, { userId, audience }),
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await stop();
      await mongo.dropDatabase();
      await mongo.close();
      await redis.quit();
    },
  };
}

function port(server: Server): number {
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('server is not listening');
  return address.port;
}

export interface Reply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON under test
  headers: Headers;
  /** The value of the studyhall.sid cookie this response set ('' when it cleared it), if any. */
  sessionCookie: string | undefined;
  setCookie: string | undefined;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  sid?: string;
  /** Default: the gateway's token for a request without a session; '' sends none. */
  token?: string;
  /** The client address inside the default token. */
  clientIp?: string;
  headers?: Record<string, string>;
}

/** One HTTP call to the app, redirects not followed. */
export async function call(app: AuthTestApp, path: string, options: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.sid !== undefined) headers.cookie = `studyhall.sid=${options.sid}`;
  const token = options.token ?? (await mintInternalToken(app.deps.internalTokenKey, { userId: anonymousSubject, audience: 'auth', clientIp: options.clientIp ?? '203.0.113.1' }));
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(app.url + path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
  });
  const text = await response.text();
  const setCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith('studyhall.sid='));
  return {
    status: response.status,
    body: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text || undefined,
    headers: response.headers,
    setCookie,
    sessionCookie: setCookie?.slice('studyhall.sid='.length).split(';')[0],
  };
}

export const uniqueEmail = (label = 'student') => `${label}-${randomUUID().slice(0, 8)}@example.test`;

export async function register(app: AuthTestApp, fields: Record<string, unknown> = {}): Promise<{ reply: Reply; email: string; password: string }> {
  const email = (fields.email as string | undefined) ?? uniqueEmail();
  const password = (fields.password as string | undefined) ?? 'correct horse battery';
  const reply = await call(app, '/api/auth/register', { body: { email, password, ...fields } });
  return { reply, email, password };
}

/** A Kafka bus whose topics are this run's own (prefixed), so reading from the beginning stays short. */
export function testEventBus(): EventBus {
  return createKafkaBus({
    brokers: (process.env.KAFKA_BROKERS ?? '').split(','),
    clientId: 'auth-test',
    logger: createLogger('auth-test', 'silent'),
    topicPrefix: `auth-test-${randomUUID().slice(0, 8)}.`,
  });
}
