import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiRoute } from './api-route.js';
import { buildOpenApiDocument } from './openapi.js';

type Operation = {
  security: unknown[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { required: boolean; content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
};
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

const document = buildOpenApiDocument() as Document;
const op = (path: string, method: string) => document.paths[path]![method]!;

describe('the OpenAPI document', () => {
  it('asks for the session cookie except on public routes', () => {
    expect(op('/api/lessons', 'get').security).toEqual([{ session: [] }]);
    expect(op('/api/auth/login', 'post').security).toEqual([]);
  });

  it('states path and query parameters, required when they must be given', () => {
    expect(op('/api/lessons/{id}', 'patch').parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(op('/api/feed', 'get').parameters).toEqual([expect.objectContaining({ name: 'cursor', in: 'query', required: false })]);
  });

  it('lets a body be left out only when every field has a default', () => {
    expect(op('/api/lessons/{id}/generate-quizzes', 'post').requestBody).toMatchObject({ required: false });
    expect(op('/api/lessons/{id}/privacy', 'patch').requestBody).toMatchObject({ required: true });
  });

  it('describes uploads as multipart with a binary file and audio as bytes', () => {
    const upload = op('/api/homework/solve', 'post').requestBody!.content['multipart/form-data']!.schema;
    expect(upload).toMatchObject({ properties: { file: { format: 'binary' } }, required: ['file'] });
    expect(Object.keys(op('/api/text-to-speech', 'post').responses['200']!.content!)).toEqual(['audio/wav', 'audio/mpeg']);
  });

  it('answers every error with the shared error body, the gateway’s 401 and 429 included', () => {
    const responses = op('/api/lessons/{id}/generate-questions', 'post').responses;
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['201', '400', '401', '404', '429', '502', '504']));
    expect(responses['429']).toEqual({ $ref: '#/components/responses/Error429' });
    expect(document.components.schemas.ErrorBody).toMatchObject({ required: ['message'] });
  });

  it('keeps one component per named schema, and a second one when input and output differ', () => {
    const Named = z.object({ level: z.number().default(1) }).meta({ id: 'Named' });
    const route: ApiRoute = {
      method: 'POST', path: '/api/x', service: 'auth', summary: 'x',
      request: { body: Named }, responses: { 200: { description: 'OK', schema: Named } },
    };
    const built = buildOpenApiDocument([route]) as Document;
    const named = Object.keys(built.components.schemas).filter((name) => name.startsWith('Named'));
    expect(named.sort()).toEqual(['Named', 'NamedInput']);
    expect(built.components.schemas.Named).not.toEqual(built.components.schemas.NamedInput);
  });

  it('refuses a route naming an error status it cannot describe', () => {
    const route: ApiRoute = { method: 'GET', path: '/api/y', service: 'auth', summary: 'y', responses: {}, errors: [418] };
    expect(() => buildOpenApiDocument([route])).toThrow('no description for errors 418');
  });
});
