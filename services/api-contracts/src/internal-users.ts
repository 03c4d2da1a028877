// auth's internal user lookup: social-feed asks it when its users projection (fed by auth's
// UserRegistered events) has not caught up with a student who registered a moment ago. Not a
// public route: the gateway's route table has no /internal path, so browsers cannot reach it.
import { z } from 'zod';

export const AUTH_AUDIENCE = 'auth';

/** Koa route pattern of the lookup in auth. */
export const INTERNAL_USER_ROUTE = '/internal/users/:id';

export function internalUserPath(id: string): string {
  return `/internal/users/${encodeURIComponent(id)}`;
}

/**
 * Internal tokens for service-to-service calls carry `service:<name>` as their subject; the gateway
 * only ever mints user ids or "anonymous", so a browser's request can never pass for a service.
 */
export function serviceSubject(serviceName: string): string {
  return `service:${serviceName}`;
}

/** The services allowed to look users up. */
export const INTERNAL_USER_CALLERS = [serviceSubject('social-feed')];

/** What the users projection keeps of a student: the fields of UserRegistered. */
export const InternalUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export type InternalUser = z.infer<typeof InternalUserSchema>;
