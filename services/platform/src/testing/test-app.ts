// The one component-test app of every service: the real definition booted against the test stack
// (a fresh database, Kafka topics and groups prefixed per run, a test token secret), served on an
// ephemeral port, with a request helper that signs in as any user the way the gateway does.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { z } from 'zod';
import { mintInternalToken } from '../internal-token.js';
import { bootService, type BootedService } from '../service/boot-service.js';
import type { ClientNeeds, ServiceDefinition } from '../service/define-service.js';

export const testTokenSecret = 'studyhall-test-internal-token-secret-32+';

export interface TestRequest {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
  /** Calls as this user (an internal token for the service, as the gateway mints). */
  userId?: string;
  headers?: Record<string, string>;
}

export interface TestReply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON under test
  body: any;
  headers: Headers;
}

export interface TestApp<C, N extends ClientNeeds, D> extends Omit<BootedService<C, N, D>, 'close'> {
  url: string;
  tokenFor(userId: string, audience?: string): Promise<string>;
  request(path: string, request?: TestRequest): Promise<TestReply>;
  /** Stops the server and every closer, and drops the test database. */
  close(): Promise<void>;
}

export async function startTestApp<S extends z.ZodType, N extends ClientNeeds, D>(
  definition: ServiceDefinition<S, N, D>,
  options: { env?: Record<string, string>; adjustDeps?: (deps: D) => D } = {},
): Promise<TestApp<z.infer<S>, N, D>> {
  const run = `${definition.name}-test-${randomUUID().slice(0, 8)}`;
  const env = {
    ...process.env,
    INTERNAL_TOKEN_SECRET: testTokenSecret,
    MONGO_DB: run,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORT: '0',
    ...options.env,
  };
  const service = await bootService(definition, { env, kafkaPrefix: `${run}.`, adjustDeps: options.adjustDeps as never });
  const server = createServer(service.app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const key = new TextEncoder().encode(env.INTERNAL_TOKEN_SECRET);
  const tokenFor = (userId: string, audience = definition.name) => mintInternalToken(key, { userId, audience });
  return {
    ...service,
    url,
    tokenFor,
    request: async (path, request = {}) => send(url + path, request, request.userId ? await tokenFor(request.userId) : undefined),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      const mongo = (service.clients as { mongo?: { dropDatabase(): Promise<unknown> } }).mongo;
      await mongo?.dropDatabase().catch(() => undefined);
      await service.close();
    },
  };
}

async function send(url: string, request: TestRequest, token: string | undefined): Promise<TestReply> {
  const headers: Record<string, string> = { ...request.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (request.form) body = request.form;
  else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const response = await fetch(url, { method: request.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : undefined;
  return { status: response.status, body: json ?? (text || undefined), headers: response.headers };
}
