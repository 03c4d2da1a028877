import { mintInternalToken } from '@studyhall/platform';
import { internalUserPath, serviceSubject } from '@studyhall/api-contracts/internal-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, register, startAuthTestApp, type AuthTestApp } from '../test-support/auth-test-app.js';

let app: AuthTestApp;
beforeAll(async () => {
  app = await startAuthTestApp();
});
afterAll(async () => {
  await app?.close();
});

const serviceToken = (name: string) => mintInternalToken(app.deps.internalTokenKey, { userId: serviceSubject(name), audience: 'auth' });

describe('GET /internal/users/:id (social-feed looks up a student its projection does not know yet)', () => {
  it('answers the profile of a student who just registered', async () => {
    const { reply, email } = await register(app, { firstName: 'Grace', username: `grace${Date.now()}` });
    const found = await call(app, internalUserPath(reply.body.id), { token: await serviceToken('social-feed') });
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ id: reply.body.id, email, username: reply.body.username, firstName: 'Grace', lastName: null });
  });

  it('answers 404 for an id nobody has, valid or not', async () => {
    const token = await serviceToken('social-feed');
    for (const id of ['65f000000000000000000000', 'not-an-id']) expect((await call(app, internalUserPath(id), { token })).status).toBe(404);
  });

  it('refuses students\' tokens (403), other services (403) and requests without a token (401)', async () => {
    const { reply } = await register(app);
    const path = internalUserPath(reply.body.id);
    for (const token of [await app.tokenFor(reply.body.id), await serviceToken('homework')]) {
      const refused = await call(app, path, { token });
      expect(refused.status).toBe(403);
      expect(refused.body).not.toHaveProperty('email');
    }
    expect((await call(app, path, { token: '' })).status).toBe(401);
  });
});
