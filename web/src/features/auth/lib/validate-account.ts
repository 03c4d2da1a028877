// Client-side checks before sign-in or sign-up; the auth service checks the same rules again.

export const MIN_PASSWORD_LENGTH = 8;

export type AccountField = 'email' | 'password' | 'firstName' | 'lastName' | 'username';
export type FieldErrors = Partial<Record<AccountField, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateCredentials({ email, password }: { email: string; password: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (!email.trim()) errors.email = 'Enter your e-mail address';
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = 'Enter a valid e-mail address';
  if (!password) errors.password = 'Enter your password';
  else if (password.length < MIN_PASSWORD_LENGTH) {
    errors.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  }
  return errors;
}

const accountFields: readonly string[] = ['email', 'password', 'firstName', 'lastName', 'username'];

/** Which form field a server error names (`{ field }` in a 400 body), if it is one of ours. */
export function accountFieldOf(field: unknown): AccountField | null {
  return typeof field === 'string' && accountFields.includes(field) ? (field as AccountField) : null;
}
