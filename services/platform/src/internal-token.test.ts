import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { anonymousSubject, createInternalTokenVerifier, internalTokenKey, mintInternalToken, requireInternalToken } from './internal-token.js';

const key = internalTokenKey('internal-token-test-secret-0123456789abcdef');
const otherKey = internalTokenKey('another-secret-entirely-0123456789abcdefgh');

describe('createInternalTokenVerifier', () => {
  it('accepts a token for its audience, again and again while it lives', async () => {
    const verify = createInternalTokenVerifier(key, 'homework');
    const token = await mintInternalToken(key, { userId: 'user-1', audience: 'homework' }, 60);
    await expect(verify(token)).resolves.toEqual({ userId: 'user-1', audience: 'homework' });
    await expect(verify(token)).resolves.toEqual({ userId: 'user-1', audience: 'homework' });
  });

  it('stops believing a remembered token once it expires', async () => {
    let clock = Date.now();
    const verify = createInternalTokenVerifier(key, 'homework', { now: () => clock });
    const token = await mintInternalToken(key, { userId: 'user-1', audience: 'homework' }, 60);
    await expect(verify(token)).resolves.toMatchObject({ userId: 'user-1' });
    clock += 61_000;
    await expect(verify(token)).rejects.toThrow('Authentication required');
  });

  it('refuses another audience, another key, a changed signature and a token without expiry', async () => {
    const verify = createInternalTokenVerifier(key, 'homework');
    const good = await mintInternalToken(key, { userId: 'user-1', audience: 'homework' }, 60);
    await verify(good);
    const forAuth = await mintInternalToken(key, { userId: 'user-1', audience: 'auth' }, 60);
    const otherSigner = await mintInternalToken(otherKey, { userId: 'user-1', audience: 'homework' }, 60);
    const [header, payload, signature] = good.split('.');
    const changedSignature = `${header}.${payload}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    const noExpiry = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('user-1')
      .setAudience('homework').setIssuer('studyhall').sign(key);
    for (const token of [forAuth, otherSigner, changedSignature, noExpiry]) {
      await expect(verify(token)).rejects.toThrow('Authentication required');
    }
  });

  it('during a rotation accepts tokens of the also-accepted secret but signs with its own', async () => {
    const rotating = internalTokenKey('another-secret-entirely-0123456789abcdefgh', 'internal-token-test-secret-0123456789abcdef');
    const verify = createInternalTokenVerifier(rotating, 'homework');
    const fromOldPod = await mintInternalToken(key, { userId: 'user-1', audience: 'homework' }, 60);
    const fromNewPod = await mintInternalToken(rotating, { userId: 'user-2', audience: 'homework' }, 60);
    await expect(verify(fromOldPod)).resolves.toMatchObject({ userId: 'user-1' });
    await expect(verify(fromNewPod)).resolves.toMatchObject({ userId: 'user-2' });
    // What the new pod signs is the new secret's: a pod that knows only the old one refuses it.
    await expect(createInternalTokenVerifier(key, 'homework')(fromNewPod)).rejects.toThrow('Authentication required');
    const stranger = await mintInternalToken(internalTokenKey('a-third-secret-nobody-shares-0123456789ab'), { userId: 'user-3', audience: 'homework' }, 60);
    await expect(verify(stranger)).rejects.toThrow('Authentication required');
  });

  it('refuses a token whose user was swapped in the payload', async () => {
    const verify = createInternalTokenVerifier(key, 'homework');
    const good = await mintInternalToken(key, { userId: 'user-1', audience: 'homework' }, 60);
    await verify(good);
    const [header, payload, signature] = good.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const swapped = Buffer.from(JSON.stringify({ ...claims, sub: 'user-2' })).toString('base64url');
    await expect(verify(`${header}.${swapped}.${signature}`)).rejects.toThrow('Authentication required');
  });
});

describe('requireInternalToken', () => {
  async function pass(middleware: ReturnType<typeof requireInternalToken>, token: string) {
    const ctx = { get: () => `Bearer ${token}`, state: {} as Record<string, unknown> };
    await middleware(ctx as never, async () => undefined);
    return ctx.state;
  }

  it('hands the route the user and the client address the gateway vouched for', async () => {
    const token = await mintInternalToken(key, { userId: 'user-1', audience: 'auth', clientIp: '198.51.100.4' }, 60);
    expect(await pass(requireInternalToken(key, 'auth'), token)).toEqual({ userId: 'user-1', clientIp: '198.51.100.4' });
  });

  it('takes the gateway token of a request without a session only where the route allows it', async () => {
    const token = await mintInternalToken(key, { userId: anonymousSubject, audience: 'auth', clientIp: '198.51.100.4' }, 60);
    await expect(pass(requireInternalToken(key, 'auth'), token)).rejects.toThrow('Authentication required');
    expect(await pass(requireInternalToken(key, 'auth', { allowAnonymous: true }), token)).toEqual({ userId: undefined, clientIp: '198.51.100.4' });
  });
});
