import { apiRoutes } from '@studyhall/api-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from './openapi.js';
import { startGateway, testConfig, type TestGateway } from './testing/harness.js';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startGateway(testConfig({}));
});

afterAll(async () => {
  await gateway.close();
});

type Document = { openapi: string; paths: Record<string, Record<string, unknown>>; components: Record<string, Record<string, unknown>> };

describe('GET /api/openapi.json', () => {
  it('answers the OpenAPI 3.1 document without a session', async () => {
    const response = await fetch(gateway.url + openApiPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const document = (await response.json()) as Document;
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/lessons/{id}']).toHaveProperty('patch');
    expect(Object.keys(document.paths)).toHaveLength(new Set(apiRoutes.map((route) => route.path)).size + 1);
  });

  it('refuses other methods with 405', async () => {
    const response = await fetch(gateway.url + openApiPath, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
