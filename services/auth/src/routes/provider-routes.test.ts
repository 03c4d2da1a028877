import { randomUUID } from 'node:crypto';
import { fromBinary } from '@bufbuild/protobuf';
import { UserProfileUpdatedSchema } from '@studyhall/contracts';
import { type EventBus, type IncomingRecord, type Subscription } from '@studyhall/platform/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unverifiedEmailMessage } from '../domain/sign-in-with-provider.js';
import { call, register, startAuthTestApp, uniqueEmail, type AuthTestApp } from '../test-support/auth-test-app.js';
import { startFakeOidcProvider, type FakeOidcProvider } from '../test-support/fake-oidc-provider.js';

const publicUrl = 'http://localhost:8080';
let provider: FakeOidcProvider;
let bus: EventBus;
let withProvider: AuthTestApp;
let localOnly: AuthTestApp;
let subscription: Subscription | undefined;

beforeAll(async () => {
  provider = await startFakeOidcProvider();
  withProvider = await startAuthTestApp(
    { OIDC_ISSUER_URL: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret, PUBLIC_URL: publicUrl },
  );
  bus = withProvider.clients.bus; // the app's own, so the tests read this run's topics
  await bus.ensureTopics(['studyhall.users.v1']);
  localOnly = await startAuthTestApp({ OIDC_ISSUER_URL: '', OIDC_CLIENT_ID: '', OIDC_CLIENT_SECRET: '' });
});

afterAll(async () => {
  await subscription?.stop();
  await Promise.all([withProvider?.close(), localOnly?.close()]);
  await provider?.close();
});

/** /api/login → the provider → /api/callback, with the person's claims at the provider. */
async function signInAtProvider(claims: Record<string, unknown>, sid?: string) {
  const login = await call(withProvider, '/api/login');
  const authorizationUrl = new URL(login.headers.get('location') ?? '');
  const code = provider.issueCode(authorizationUrl, claims);
  const state = authorizationUrl.searchParams.get('state') ?? '';
  const callback = await call(withProvider, `/api/callback?code=${code}&state=${state}`, { sid });
  return { login, authorizationUrl, callback, state };
}

describe('GET /api/login', () => {
  it('sends the browser to the web sign-in page when no provider is configured', async () => {
    const reply = await call(localOnly, '/api/login');
    expect(reply.status).toBe(302);
    expect(reply.headers.get('location')).toBe('/sign-in');
  });

  it('sends the browser to the provider with PKCE (S256), a state and the public callback URL', async () => {
    const reply = await call(withProvider, '/api/login');
    expect(reply.status).toBe(302);
    const location = new URL(reply.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(`${provider.issuer}/authorize`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: provider.clientId,
      response_type: 'code',
      code_challenge_method: 'S256',
      redirect_uri: `${publicUrl}/api/callback`,
      scope: 'openid email profile',
    });
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(await withProvider.redis.exists(`oidc-state:${location.searchParams.get('state')}`)).toBe(1);
  });

  it('without PUBLIC_URL, builds the callback URL from the origin the gateway forwards', async () => {
    const behindGateway = await startAuthTestApp({ OIDC_ISSUER_URL: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret });
    try {
      const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'studyhall.example.test' };
      const reply = await call(behindGateway, '/api/login', { headers });
      expect(new URL(reply.headers.get('location') ?? '').searchParams.get('redirect_uri')).toBe('https://studyhall.example.test/api/callback');
    } finally {
      await behindGateway.close();
    }
  });

  it('answers 502 with a clear message when the provider cannot be reached', async () => {
    const unreachable = await startAuthTestApp({ OIDC_ISSUER_URL: 'http://127.0.0.1:1', OIDC_CLIENT_ID: 'x', OIDC_CLIENT_SECRET: 'y' });
    try {
      const reply = await call(unreachable, '/api/login');
      expect(reply.status).toBe(502);
      expect(reply.body.message).toMatch(/sign-in provider cannot be reached/);
    } finally {
      await unreachable.close();
    }
  });
});

describe('GET /api/callback', () => {
  it('creates the account from the claims, starts a session and redirects to /', async () => {
    const email = uniqueEmail('oidc');
    const { callback } = await signInAtProvider({ email, email_verified: true, given_name: 'Katherine', family_name: 'Johnson', picture: 'https://img.example.test/k.png' });
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/');
    const session = await withProvider.deps.sessions.get(callback.sessionCookie ?? '');
    const user = await withProvider.deps.users.findById(session?.sess.userId ?? '');
    expect(user).toMatchObject({ email, firstName: 'Katherine', lastName: 'Johnson', profileImageUrl: 'https://img.example.test/k.png' });
  });

  it('signs an existing local account in, updates its profile and publishes UserProfileUpdated', async () => {
    const { reply: registered, email } = await register(withProvider, { firstName: 'Kathy' });
    const userId: string = registered.body.id;
    const { callback } = await signInAtProvider({ email: email.toUpperCase(), given_name: 'Katherine' }, registered.sessionCookie);
    expect((await withProvider.deps.sessions.get(callback.sessionCookie ?? ''))?.sess.userId).toBe(userId);
    expect(await withProvider.deps.sessions.get(registered.sessionCookie ?? '')).toBeUndefined();
    expect((await withProvider.deps.users.findById(userId))?.firstName).toBe('Katherine');
    expect(await withProvider.users.countDocuments({ emailLower: email })).toBe(1);

    const record = await firstRecord((incoming) => incoming.key === userId && incoming.headers.ce_type === 'studyhall.users.v1.UserProfileUpdated');
    expect(fromBinary(UserProfileUpdatedSchema, record.value ?? new Uint8Array())).toMatchObject({ userId, firstName: 'Katherine' });
  });

  it('refuses an unverified email and creates nothing', async () => {
    const email = uniqueEmail('unverified');
    const { callback } = await signInAtProvider({ email, email_verified: false });
    expect(callback.status).toBe(401);
    expect(callback.body.message).toBe(unverifiedEmailMessage);
    expect(callback.setCookie).toBeUndefined();
    expect(await withProvider.users.countDocuments({ emailLower: email })).toBe(0);
  });

  it('refuses an unknown or already used state with 400', async () => {
    const { state, authorizationUrl } = await signInAtProvider({ email: uniqueEmail('once'), email_verified: true });
    const replay = await call(withProvider, `/api/callback?code=${provider.issueCode(authorizationUrl, {})}&state=${state}`);
    expect(replay.status).toBe(400);
    expect((await call(withProvider, `/api/callback?code=x&state=${randomUUID()}`)).status).toBe(400);
  });
});

function firstRecord(matches: (record: IncomingRecord) => boolean): Promise<IncomingRecord> {
  return new Promise((resolve) => {
    void bus
      .subscribe({
        groupId: `auth-test-${randomUUID()}`,
        topics: ['studyhall.users.v1'],
        fromBeginning: true,
        async onRecord(incoming) {
          if (matches(incoming)) resolve(incoming);
          return 'done';
        },
      })
      .then((started) => (subscription = started));
  });
}
