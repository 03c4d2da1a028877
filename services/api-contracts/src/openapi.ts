// The OpenAPI 3.1 document of the public API, generated from apiRoutes and their zod schemas.
import type { z } from 'zod';
import type { ApiResponse, ApiRoute } from './api-route.js';
import { ErrorBodySchema } from './common.js';
import { SchemaComponents, type JsonSchema } from './json-schema.js';
import { apiRoutes } from './routes.js';

export const SESSION_COOKIE = 'studyhall.sid';

const errorDescriptions: Record<number, string> = {
  400: 'Invalid input: the message names the problem, `field` the offending field',
  401: 'Not signed in (or wrong credentials)',
  404: 'Not found, or not yours',
  409: 'Conflicts with the current state',
  413: 'Body too large (files: at most 10 MB)',
  415: 'Not a PDF or image file',
  422: 'The content could not be used (e.g. no text in the document)',
  429: 'Too many requests: retryAfterSeconds (and Retry-After) says when to try again',
  502: 'The AI or sign-in provider failed',
  504: 'The AI took too long',
};

type Operation = Record<string, unknown>;

export function buildOpenApiDocument(routes: readonly ApiRoute[] = apiRoutes): Record<string, unknown> {
  const components = new SchemaComponents();
  const errorRef = components.convert(ErrorBodySchema, 'output');
  const paths: Record<string, Record<string, Operation>> = {};
  for (const route of routes) {
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route, components);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'StudyHall API',
      version: '1.0.0',
      description: 'Every public /api call of StudyHall. Errors answer `{ message, field?, supportHint?, retryAfterSeconds? }`.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: {
      schemas: components.schemas,
      responses: errorComponents(errorRef),
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
    },
  };
}

function operation(route: ApiRoute, components: SchemaComponents): Operation {
  const request = route.request ?? {};
  const op: Operation = {
    operationId: operationId(route),
    summary: route.summary,
    tags: [route.service],
    security: route.public ? [] : [{ session: [] }],
    parameters: [...parameters(request.params, 'path', components), ...parameters(request.query, 'query', components)],
    responses: { ...successResponses(route.responses, components), ...errorResponses(route) },
  };
  if (request.body) {
    const mediaType = request.multipart ? 'multipart/form-data' : 'application/json';
    // A body whose every field has a default may be left out (the services read a missing body as {}).
    const required = Boolean(request.multipart) || !request.body.safeParse({}).success;
    op.requestBody = { required, content: { [mediaType]: { schema: components.convert(request.body, 'input') } } };
  }
  return op;
}

function parameters(object: z.ZodObject | undefined, where: 'path' | 'query', components: SchemaComponents) {
  if (!object) return [];
  const json = components.convert(object, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, schema]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema,
  }));
}

function successResponses(responses: ApiRoute['responses'], components: SchemaComponents) {
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => [status, successResponse(response, components)]),
  );
}

function successResponse(response: ApiResponse, components: SchemaComponents) {
  if (response.schema) {
    return { description: response.description, content: { 'application/json': { schema: components.convert(response.schema, 'output') } } };
  }
  if (response.binary) {
    const binary = { type: 'string', contentMediaType: 'application/octet-stream' };
    return { description: response.description, content: Object.fromEntries(response.binary.map((type) => [type, { schema: binary }])) };
  }
  return { description: response.description };
}

// The gateway adds its own answers to every route: 401 without a session, 429 over a rate limit,
// 413 for an oversize body, 400 for a body or parameter it cannot read.
function errorResponses(route: ApiRoute) {
  const statuses = new Set<number>([...(route.errors ?? []), 429]);
  if (!route.public) statuses.add(401);
  if (route.request?.body) statuses.add(413).add(400);
  if (route.request?.params || route.request?.query) statuses.add(400);
  const unknown = [...statuses].filter((status) => !errorDescriptions[status]);
  if (unknown.length > 0) throw new Error(`${route.method} ${route.path}: no description for errors ${unknown.join(', ')}`);
  return Object.fromEntries(
    [...statuses].sort().map((status) => [String(status), { $ref: `#/components/responses/Error${status}` }]),
  );
}

function errorComponents(errorRef: JsonSchema) {
  const content = { 'application/json': { schema: errorRef } };
  return Object.fromEntries(
    Object.entries(errorDescriptions).map(([status, description]) => [`Error${status}`, { description, content }]),
  );
}

/** `POST /api/lessons/{id}/generate-quizzes` → `postLessonsIdGenerateQuizzes`. */
function operationId(route: ApiRoute): string {
  const words = route.path
    .replace(/^\/api\//, '')
    .split(/[/{}.-]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return route.method.toLowerCase() + words.join('');
}
