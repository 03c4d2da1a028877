import { describe, expect, it } from 'vitest';
import { createPasswordChecker, hashPassword } from './passwords.js';

describe('passwords', () => {
  it('hashes with argon2id and a fresh salt each time', async () => {
    const [first, second] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')]);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const checker = createPasswordChecker();
    const stored = await hashPassword('correct horse');
    expect(await checker.matches('correct horse', stored)).toBe(true);
    expect(await checker.matches('Correct horse', stored)).toBe(false);
  });

  it('refuses every password when there is no hash (unknown email or provider-only account)', async () => {
    expect(await createPasswordChecker().matches('', null)).toBe(false);
    expect(await createPasswordChecker().matches('anything at all', null)).toBe(false);
  });
});
