import type { z } from 'zod';
import { Invalid } from '../errors.js';

/** Parses untrusted input with a zod schema; the first problem becomes a 400 naming its field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || undefined;
  const message = field ? `${field}: ${issue?.message}` : (issue?.message ?? 'Invalid input');
  throw new Invalid(message, field ? { field } : {});
}
