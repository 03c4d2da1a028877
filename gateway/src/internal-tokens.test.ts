import { internalTokenKey, mintInternalToken, verifyInternalToken } from '@studyhall/platform';
import { describe, expect, it } from 'vitest';
import { createTokenSource } from './internal-tokens.js';

const key = internalTokenKey('unit-test-secret-0123456789abcdef0123');

describe('internal token source', () => {
  it('mints a token the service accepts, for that user and that service only, with the client address', async () => {
    const token = await createTokenSource(key)('user-1', 'homework', '203.0.113.9');
    await expect(verifyInternalToken(key, token, 'homework')).resolves.toEqual({ userId: 'user-1', audience: 'homework', clientIp: '203.0.113.9' });
    await expect(verifyInternalToken(key, token, 'auth')).rejects.toThrow('Authentication required');
  });

  it('reuses a token for the first half of its life, then mints a new one', async () => {
    let now = Date.now();
    const minted: string[] = [];
    const mint: typeof mintInternalToken = async (...args) => {
      minted.push(args[1].userId);
      return mintInternalToken(...args);
    };
    const tokens = createTokenSource(key, { ttlSeconds: 60, now: () => now, mint });
    const ip = '203.0.113.9';
    const first = await tokens('user-1', 'homework', ip);
    now += 29_000;
    expect(await tokens('user-1', 'homework', ip)).toBe(first);
    await tokens('user-1', 'auth', ip);
    await tokens('user-2', 'homework', ip);
    expect(minted).toEqual(['user-1', 'user-1', 'user-2']);
    now += 2_000;
    await tokens('user-1', 'homework', ip);
    expect(minted).toEqual(['user-1', 'user-1', 'user-2', 'user-1']);
  });
});
