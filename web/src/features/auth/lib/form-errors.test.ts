import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { formErrorsOf } from './form-errors';

const apiError = (status: number, body: object) => new ApiError(status, '', JSON.stringify(body));

describe('formErrorsOf', () => {
  it('puts a 400 under the field it names', () => {
    const error = apiError(400, { message: 'Username is already taken', field: 'username' });
    expect(formErrorsOf(error, 'x')).toEqual({ fields: { username: 'Username is already taken' }, form: null });
  });

  it('shows the server’s reason for refusing a password under the password field', () => {
    const message = 'This password is too common or too easy to guess. Try a longer one, for example a few unrelated words.';
    expect(formErrorsOf(apiError(400, { message, field: 'password' }), 'x')).toEqual({ fields: { password: message }, form: null });
  });

  it('puts a taken e-mail under the e-mail field', () => {
    const error = apiError(409, { message: 'An account with this email already exists' });
    expect(formErrorsOf(error, 'x')).toEqual({
      fields: { email: 'An account with this email already exists' },
      form: null,
    });
  });

  it('puts a taken username under the username field', () => {
    const error = apiError(409, { message: 'This username is already taken', field: 'username' });
    expect(formErrorsOf(error, 'x')).toEqual({ fields: { username: 'This username is already taken' }, form: null });
  });

  it('shows a wrong password above the form, in the server words', () => {
    const error = apiError(401, { message: 'Invalid email or password' });
    expect(formErrorsOf(error, 'x')).toEqual({ fields: {}, form: 'Invalid email or password' });
  });

  it('says when to try again after too many attempts', () => {
    const error = apiError(429, { message: 'Too many attempts.', retryAfterSeconds: 42 });
    expect(formErrorsOf(error, 'x').form).toBe('Too many attempts. Try again in 42 seconds.');
    const worded = apiError(429, { message: 'Try again in 42 seconds', retryAfterSeconds: 42 });
    expect(formErrorsOf(worded, 'x').form).toBe('Try again in 42 seconds');
  });

  it('falls back when the server could not be reached', () => {
    expect(formErrorsOf(new TypeError('Failed to fetch'), 'Could not sign in')).toEqual({
      fields: {},
      form: 'Could not sign in',
    });
  });
});
