import { describe, expect, it } from 'vitest';
import { assertStrongPassword, weakPasswordMessage } from './password-policy.js';

describe('password policy', () => {
  it.each(['password', '12345678', 'iloveyou', 'qwertyui', 'password1', 'monkey123', 'abcdefgh'])('refuses the common password %s', (password) => {
    expect(() => assertStrongPassword(password)).toThrow(weakPasswordMessage);
  });

  it('refuses a password made of the account’s own details', () => {
    expect(() => assertStrongPassword('adalovelace', ['ada@example.org', 'Ada', 'Lovelace'])).toThrow(weakPasswordMessage);
  });

  it.each(['correct horse battery', 'radium-and-polonium', 'long enough pw'])('accepts %s', (password) => {
    expect(() => assertStrongPassword(password)).not.toThrow();
  });
});
