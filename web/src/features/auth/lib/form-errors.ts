import { ApiError, errorBodyOf, errorMessageOf } from '../../../lib/api-client';
import { accountFieldOf, type FieldErrors } from './validate-account';

export type FormErrors = { fields: FieldErrors; form: string | null };

/**
 * Places a failed sign-in or sign-up next to what caused it: a 400 or 409 naming a field goes under
 * that field, a 409 naming none is the taken e-mail, anything else goes above the form.
 */
export function formErrorsOf(error: unknown, fallback: string): FormErrors {
  const body = errorBodyOf(error);
  const message = errorMessageOf(error, fallback);
  const status = error instanceof ApiError ? error.status : 0;
  const named = status === 400 || status === 409 ? accountFieldOf(body?.field) : null;
  const field = named ?? (status === 409 ? 'email' : null);
  if (field) return { fields: { [field]: message }, form: null };
  if (status === 429 && typeof body?.retryAfterSeconds === 'number' && !message.includes(String(body.retryAfterSeconds))) {
    return { fields: {}, form: `${message} Try again in ${body.retryAfterSeconds} seconds.` };
  }
  return { fields: {}, form: message };
}
