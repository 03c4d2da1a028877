import { internalTokenKey, mintInternalToken } from '@studyhall/platform';
import { startTestApp, testTokenSecret } from '@studyhall/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeworkService } from '../service.js';

// A pod rolled to the new secret while others still sign with the old one (docs/operations.md,
// "Rotate"): it must accept both, and nothing else.
const newSecret = 'rotated-internal-token-secret-0123456789abcdef';
const startRolledPod = () =>
  startTestApp(homeworkService, { env: { INTERNAL_TOKEN_SECRET: newSecret, INTERNAL_TOKEN_SECRET_ACCEPTED: testTokenSecret } });
let app: Awaited<ReturnType<typeof startRolledPod>>;

beforeAll(async () => {
  app = await startRolledPod();
});
afterAll(() => app?.close());

async function listWith(secret: string) {
  const token = await mintInternalToken(internalTokenKey(secret), { userId: 'rotation-student', audience: 'homework' });
  return app.request('/api/homework', { headers: { authorization: `Bearer ${token}` } });
}

describe('INTERNAL_TOKEN_SECRET_ACCEPTED', () => {
  it('accepts tokens of the current and of the accepted secret, refuses any other', async () => {
    expect((await listWith(newSecret)).status).toBe(200);
    expect((await listWith(testTokenSecret)).status).toBe(200);
    expect((await listWith('some-other-secret-nobody-configured-0123456')).status).toBe(401);
  });

  it('refuses to start with an accepted secret shorter than 32 characters', async () => {
    await expect(startTestApp(homeworkService, { env: { INTERNAL_TOKEN_SECRET_ACCEPTED: 'short' } }))
      .rejects.toThrow(/INTERNAL_TOKEN_SECRET_ACCEPTED must be at least 32 characters/);
  });
});
