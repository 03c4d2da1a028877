import type { RouteSpec } from './route-table.js';

export type RouteMatch = { found: RouteSpec } | { allowedMethods: string[] } | undefined;

interface PatternRoute {
  route: RouteSpec;
  segments: string[];
}

/**
 * Finds the route for a method and path: exact paths by one map lookup (the common case), paths
 * with `:params` by comparing segments. A known path asked with another method gives the methods
 * it does accept, so the caller can answer 405 instead of 404.
 */
export function createRouter(table: readonly RouteSpec[]): (method: string, path: string) => RouteMatch {
  const exact = new Map<string, RouteSpec>();
  const patterns: PatternRoute[] = [];
  for (const route of table) {
    if (route.pattern.includes('/:')) patterns.push({ route, segments: route.pattern.split('/') });
    else exact.set(`${route.method} ${route.pattern}`, route);
  }

  return function match(method, path) {
    const byExactPath = exact.get(`${method} ${path}`);
    if (byExactPath) return { found: byExactPath };
    const segments = path.split('/');
    const samePath = patterns.filter((candidate) => segmentsMatch(candidate.segments, segments));
    const found = samePath.find((candidate) => candidate.route.method === method);
    if (found) return { found: found.route };
    const allowedMethods = [
      ...table.filter((route) => route.pattern === path).map((route) => route.method),
      ...samePath.map((candidate) => candidate.route.method),
    ];
    return allowedMethods.length > 0 ? { allowedMethods } : undefined;
  };
}

function segmentsMatch(pattern: string[], actual: string[]): boolean {
  if (pattern.length !== actual.length) return false;
  return pattern.every((segment, index) => {
    const value = actual[index] ?? '';
    return segment.startsWith(':') ? value.length > 0 : segment === value;
  });
}
