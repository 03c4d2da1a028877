import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable, type ServiceName } from './route-table.js';
import { echoService, type EchoBody } from './testing/echo-service.js';
import { freshIp, listen, signedInUser, startGateway, testConfig, type Running, type TestGateway } from './testing/harness.js';

const services: ServiceName[] = ['auth', 'lessons-quiz', 'homework', 'social-feed', 'ai-assistant'];
const publicAuthPaths = routeTable.filter((route) => route.public).map((route) => route.pattern);
const privateRoutes = routeTable.filter((route) => !route.public);
const concretePath = (pattern: string) => pattern.replace(/:\w+/g, 'abc123');

let upstreams: Running[] = [];
let gateway: TestGateway;

beforeAll(async () => {
  upstreams = await Promise.all(services.map((service) => listen(echoService(service, { publicPaths: publicAuthPaths }))));
  const urls = Object.fromEntries(services.map((service, index) => [service, upstreams[index]!.url]));
  gateway = await startGateway(testConfig(urls));
});

afterAll(async () => {
  await gateway.close();
  await Promise.all(upstreams.map((upstream) => upstream.close()));
});

function send(method: string, path: string, headers: Record<string, string> = {}) {
  const body = method === 'POST' || method === 'PATCH' ? '{}' : undefined;
  const contentType: Record<string, string> = body ? { 'content-type': 'application/json' } : {};
  return fetch(gateway.url + path, { method, body, headers: { 'x-forwarded-for': freshIp(), ...contentType, ...headers } });
}

describe('route table', () => {
  it('covers every path of product-spec §7, the auth paths and the achievements', () => {
    expect(routeTable.length).toBe(45);
    expect(new Set(routeTable.map((r) => `${r.method} ${r.pattern}`)).size).toBe(routeTable.length);
  });

  it.each(privateRoutes.map((route) => [route.method, route.pattern] as const))(
    '%s %s answers 401 without a session',
    async (method, pattern) => {
      const response = await send(method, concretePath(pattern));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Unauthorized' });
    },
  );

  it.each(privateRoutes.map((route) => [route.method, route.pattern, route.service] as const))(
    '%s %s reaches %s with a session',
    async (method, pattern, service) => {
      const { cookie, userId } = await signedInUser(gateway.redis);
      const path = `${concretePath(pattern)}?q=x`;
      const response = await send(method, path, { cookie });
      expect(response.status).toBe(200);
      const seen = (await response.json()) as EchoBody;
      expect(seen).toMatchObject({ service, userId, method, url: path });
    },
  );

  it('lets the public sign-in paths through to auth without a session', async () => {
    for (const route of routeTable.filter((r) => r.public)) {
      const response = await send(route.method, route.pattern);
      expect(response.status, `${route.method} ${route.pattern}`).toBe(200);
      expect(((await response.json()) as EchoBody).service).toBe('auth');
    }
  });

  it('answers 404 with a message for /api paths not in the table', async () => {
    const { cookie } = await signedInUser(gateway.redis);
    for (const path of ['/api/nope', '/api', '/api/lessons/1/2/3', '/api/topics/']) {
      const response = await send('GET', path, { cookie });
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ message: `No API route for GET ${path}` });
    }
  });

  it('answers 405 naming the allowed methods for a known path asked with another method', async () => {
    const response = await send('PUT', '/api/lessons/abc123');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, PATCH, DELETE');
  });
});
