// A real auth app for tests: the kit's startTestApp (its own database on the test stack's FerretDB,
// the shared Redis, Kafka topics of its own), plus the cookie-aware call helper auth's tests need.
import { randomUUID } from 'node:crypto';
import { anonymousSubject, mintInternalToken } from '@studyhall/platform';
import { startTestApp, type TestApp } from '@studyhall/platform/testing';
import type { AppDeps } from '../app.js';
import { userModel, type UserModel } from '../data/user-model.js';
import { authService } from '../service.js';

type AuthClients = (typeof authService)['clients'];
export type AuthTestApp = TestApp<unknown, AuthClients, AppDeps> & { users: UserModel; redis: TestApp<unknown, AuthClients, AppDeps>['clients']['redis'] };

export async function startAuthTestApp(env: Record<string, string> = {}): Promise<AuthTestApp> {
  const app = await startTestApp(authService, { env });
  return { ...app, users: userModel(app.clients.mongo), redis: app.clients.redis };
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

/** One HTTP call to the app with the session cookie and/or internal token, redirects not followed. */
export async function call(app: AuthTestApp, path: string, options: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.sid !== undefined) headers.cookie = `studyhall.sid=${options.sid}`;
  // Like the gateway: a token on every request, anonymous (with the client's address) unless signed in.
  const token = options.token ?? (await mintInternalToken(app.deps.internalTokenKey, { userId: anonymousSubject, audience: 'auth', clientIp: options.clientIp ?? '203.0.113.1' }));
  if (token) headers.authorization = `Bearer ${token}`;
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const reply = await app.request(path, { method, body: options.body, headers });
  const setCookie = reply.headers.getSetCookie().find((cookie) => cookie.startsWith('studyhall.sid='));
  return { ...reply, setCookie, sessionCookie: setCookie?.slice('studyhall.sid='.length).split(';')[0] };
}

export const uniqueEmail = (label = 'student') => `${label}-${randomUUID().slice(0, 8)}@example.test`;

export async function register(app: AuthTestApp, fields: Record<string, unknown> = {}): Promise<{ reply: Reply; email: string; password: string }> {
  const email = (fields.email as string | undefined) ?? uniqueEmail();
  const password = (fields.password as string | undefined) ?? 'correct horse battery';
  const reply = await call(app, '/api/auth/register', { body: { email, password, ...fields } });
  return { reply, email, password };
}
