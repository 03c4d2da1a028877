// One test that fails when the route table, /api/openapi.json and the services' own routers disagree.
// Each service that exists is asked for its Koa app (its service definition's createApp with inert
// dependencies: building routers touches no database) and its @koa/router layers are read.
import { apiRoutes, type ServiceName } from '@studyhall/api-contracts';
import type Koa from 'koa';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { gatewayOpenApiDocument, openApiPath } from './openapi.js';
import { routeTable } from './route-table.js';

type RouterLayer = { path: string | RegExp; methods: string[] };
type DispatchMiddleware = { router?: { stack: RouterLayer[] } };
type Definition = { name: string; createApp: (deps: unknown, http: unknown) => Koa };

const toOpenApiPath = (pattern: string) => pattern.replace(/:(\w+)/g, '{$1}');
const routeKeys = (service?: ServiceName) =>
  apiRoutes.filter((route) => !service || route.service === service).map((route) => `${route.method} ${route.path}`).sort();

/** A value that accepts any property read or call, so createApp can wire routers without real clients. */
function inert(known: Record<string, unknown> = {}): unknown {
  const target = Object.assign(function inertValue() {}, known);
  return new Proxy(target, {
    get: (object, key) => (key in known ? known[key as string] : key === 'then' ? undefined : inert()),
    apply: () => inert(),
  });
}

async function serviceDefinition(service: ServiceName): Promise<Definition | undefined> {
  const module: Record<string, unknown> = await import(`@studyhall/${service}/service`).catch(() => ({}));
  return Object.values(module).find((value): value is Definition => (value as Definition)?.name === service);
}

async function routerKeys(definition: Definition): Promise<string[]> {
  const logger = pino({ level: 'silent' });
  const tokenKey = new Uint8Array(32);
  const deps = inert({ logger, internalTokenKey: tokenKey, readiness: [], isShuttingDown: () => false });
  const app = definition.createApp(deps, { logger, readiness: [], isShuttingDown: () => false, tokenKey });
  const layers = app.middleware.flatMap((middleware) => (middleware as DispatchMiddleware).router?.stack ?? []);
  return layers
    .filter((layer) => typeof layer.path === 'string' && layer.path.startsWith('/api/'))
    .flatMap((layer) => layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${toOpenApiPath(layer.path as string)}`))
    .sort();
}

const services = [...new Set(apiRoutes.map((route) => route.service))];

describe('route table, OpenAPI document and services agree', () => {
  it('the gateway routes exactly the contract routes', () => {
    const table = routeTable.map((route) => `${route.method} ${toOpenApiPath(route.pattern)}`).sort();
    expect(table).toEqual(routeKeys());
  });

  it('the document describes exactly the contract routes (and itself)', () => {
    const document = gatewayOpenApiDocument() as { paths: Record<string, Record<string, unknown>> };
    const described = Object.entries(document.paths)
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
      .filter((key) => key !== `GET ${openApiPath}`)
      .sort();
    expect(described).toEqual(routeKeys());
  });

  it('every $ref of the document points at a component that exists', () => {
    const document = gatewayOpenApiDocument();
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/(\w+)\/(\w+)"/g)];
    const components = document.components as Record<string, Record<string, unknown>>;
    const missing = refs.filter(([, kind, name]) => !components[kind!]?.[name!]).map(([ref]) => ref);
    expect(refs.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  describe.each(services)('%s', (service) => {
    it('its router answers exactly its contract routes', async (context) => {
      const definition = await serviceDefinition(service);
      if (!definition) return context.skip(`@studyhall/${service}/service does not exist yet`);
      expect(await routerKeys(definition)).toEqual(routeKeys(service));
    });
  });
});
