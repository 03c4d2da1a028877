import { internalTokenKey, mintInternalToken, verifyInternalToken } from '@studyhall/platform';
import { describe, expect, it } from 'vitest';
import { createTokenSource } from './internal-tokens.js';

const key = internalTokenKey('unit-test-secret-0123456789abcdef0123');

describe('internal token source', () => {
  it('mints a token the service accepts, for that user and that service only', async () => {
    const token = await createTokenSource(key)('user-1', 'homework');
    await expect(verifyInternalToken(key, token, 'homework')).resolves.toEqual({ userId: 'user-1', audience: 'homework' });
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
    const first = await tokens('user-1', 'homework');
    now += 29_000;
    expect(await tokens('user-1', 'homework')).toBe(first);
    await tokens('user-1', 'auth');
    await tokens('user-2', 'homework');
    expect(minted).toEqual(['user-1', 'user-1', 'user-2']);
    now += 2_000;
    await tokens('user-1', 'homework');
    expect(minted).toEqual(['user-1', 'user-1', 'user-2', 'user-1']);
  });
});
