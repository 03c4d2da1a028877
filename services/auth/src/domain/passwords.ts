import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: OWASP's recommended minimum).
// The algorithm is not passed explicitly because Algorithm is an ambient const enum that
// isolatedModules cannot reference; Argon2id is the library default, and a test pins it.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export interface PasswordChecker {
  /** True when the password matches; with no hash (unknown user) it still spends the same work. */
  matches(password: string, passwordHash: string | null): Promise<boolean>;
}

/**
 * Verifies against a real hash, or against a dummy one when there is none, so a wrong email
 * costs the same argon2 work as a wrong password and timing does not reveal who has an account.
 */
export function createPasswordChecker(): PasswordChecker {
  const dummyHash = hashPassword(randomBytes(16).toString('base64url'));
  return {
    async matches(password, passwordHash) {
      if (passwordHash) return verify(passwordHash, password);
      await verify(await dummyHash, password);
      return false;
    },
  };
}
