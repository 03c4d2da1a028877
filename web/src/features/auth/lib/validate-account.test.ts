import { describe, expect, it } from 'vitest';
import { accountFieldOf, validateCredentials } from './validate-account';

describe('validateCredentials', () => {
  it('accepts a valid e-mail and a password of 8 characters', () => {
    expect(validateCredentials({ email: 'maya@school.org', password: '12345678' })).toEqual({});
  });

  it('rejects a password under 8 characters', () => {
    expect(validateCredentials({ email: 'maya@school.org', password: '1234567' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });

  it('rejects e-mails without an @ or a domain', () => {
    for (const email of ['maya', 'maya@', 'maya@school', '@school.org', 'ma ya@school.org']) {
      expect(validateCredentials({ email, password: '12345678' }).email).toBe('Enter a valid e-mail address');
    }
  });

  it('asks for both fields when they are empty', () => {
    expect(validateCredentials({ email: ' ', password: '' })).toEqual({
      email: 'Enter your e-mail address',
      password: 'Enter your password',
    });
  });
});

describe('accountFieldOf', () => {
  it('maps the fields the auth service names, and nothing else', () => {
    expect(accountFieldOf('username')).toBe('username');
    expect(accountFieldOf('passwordHash')).toBeNull();
    expect(accountFieldOf(undefined)).toBeNull();
  });
});
