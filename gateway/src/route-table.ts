// The gateway's view of every public /api route, derived from the one route list in
// @studyhall/api-contracts (which also feeds /api/openapi.json). A request whose method and path are
// not here never leaves the gateway.
import { apiRoutes, type ApiRoute, type LimitClass, type ServiceName } from '@studyhall/api-contracts';

export type { LimitClass, ServiceName };

/** How long the gateway waits for the service's answer (ApiRoute's budget; each set in config.ts). */
export type TimeBudget = NonNullable<ApiRoute['budget']>;

export interface RouteSpec {
  method: ApiRoute['method'];
  /** Segments starting with `:` match one path segment. */
  pattern: string;
  service: ServiceName;
  /** Reachable without a session. */
  public?: boolean;
  limit?: LimitClass;
  /** Takes a multipart file upload (the upload cap applies instead of the JSON cap). */
  upload?: boolean;
  budget?: TimeBudget;
}

export function timeBudgetOf(route: RouteSpec): TimeBudget {
  return route.budget ?? (route.limit === 'ai' ? 'generation' : 'default');
}

/** `/api/lessons/{id}` → `/api/lessons/:id`. */
export function toPattern(openApiPath: string): string {
  return openApiPath.replace(/\{(\w+)\}/g, ':$1');
}

export function toRouteSpec(route: ApiRoute): RouteSpec {
  const spec: RouteSpec = { method: route.method, pattern: toPattern(route.path), service: route.service };
  if (route.public) spec.public = true;
  if (route.limit) spec.limit = route.limit;
  if (route.upload) spec.upload = true;
  if (route.budget) spec.budget = route.budget;
  return spec;
}

export const routeTable: readonly RouteSpec[] = apiRoutes.map(toRouteSpec);
