import { Invalid } from '@studyhall/platform';
import type { Context } from 'koa';
import type { z } from 'zod';

// zod's own wording ("Invalid input: expected string…") does not say which field; the spec's
// messages ("Please enter a lesson title") do, and the form shows them as they are.
const genericMessage = /^(Invalid|Too (big|small)|Expected|Unrecognized)/;

/** Parses untrusted input; the first problem becomes a 400 `{ message, field }`. */
export function parseRequest<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || undefined;
  const message = issue?.message ?? 'Invalid input';
  throw new Invalid(field && genericMessage.test(message) ? `${field}: ${message}` : message, field ? { field } : {});
}

export function parseBody<S extends z.ZodType>(schema: S, ctx: Context): z.infer<S> {
  return parseRequest(schema, (ctx.request as { body?: unknown }).body ?? {});
}
