import { buildOpenApiDocument } from '@studyhall/api-contracts';
import { AppError } from '@studyhall/platform';
import type { Middleware } from 'koa';

export const openApiPath = '/api/openapi.json';

/** The document with the gateway's own route in it; built once, on first request. */
export function gatewayOpenApiDocument(): Record<string, unknown> {
  const document = buildOpenApiDocument();
  const paths = document.paths as Record<string, unknown>;
  paths[openApiPath] = {
    get: {
      operationId: 'getOpenapiJson',
      summary: 'This document',
      tags: ['gateway'],
      security: [],
      responses: { 200: { description: 'The OpenAPI 3.1 document', content: { 'application/json': { schema: { type: 'object' } } } } },
    },
  };
  return document;
}

/** GET /api/openapi.json: public, generated from the contracts once and kept in memory. */
export function serveOpenApi(): Middleware {
  let body: Buffer | undefined;
  return async function serveOpenApi(ctx, next) {
    if (ctx.path !== openApiPath) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.set('Allow', 'GET, HEAD');
      throw new AppError('method_not_allowed', 405, `${ctx.method} is not allowed on ${ctx.path}`);
    }
    body ??= Buffer.from(JSON.stringify(gatewayOpenApiDocument()));
    ctx.type = 'application/json';
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = body;
  };
}
