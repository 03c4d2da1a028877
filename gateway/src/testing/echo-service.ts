import { internalTokenKey, requireInternalToken } from '@studyhall/platform';
import type Koa from 'koa';
import type { ServiceName } from '../route-table.js';
import { serviceApp, testSecret } from './harness.js';

export interface EchoBody {
  service: string;
  userId: string | undefined;
  /** The client address the gateway vouched for in its token. */
  clientIp: string | undefined;
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  bodyBytes: number;
}

export interface EchoOptions {
  publicPaths?: string[];
  onRequest?: () => void;
}

/**
 * A stand-in service that trusts only a valid internal token for its own audience (exactly like a
 * real one) and answers with what it saw. Public paths take the gateway's anonymous token too.
 */
export function echoService(service: ServiceName, options: EchoOptions = {}): Koa {
  const app = serviceApp();
  const verify = requireInternalToken(internalTokenKey(testSecret), service);
  const verifyPublic = requireInternalToken(internalTokenKey(testSecret), service, { allowAnonymous: true });
  app.use(async (ctx, next) => {
    options.onRequest?.();
    return options.publicPaths?.includes(ctx.path) ? verifyPublic(ctx, next) : verify(ctx, next);
  });
  app.use(async (ctx) => {
    let bodyBytes = 0;
    for await (const chunk of ctx.req) bodyBytes += (chunk as Buffer).length;
    const body: EchoBody = {
      service,
      userId: ctx.state.userId,
      clientIp: ctx.state.clientIp,
      method: ctx.method,
      url: ctx.url,
      headers: ctx.headers,
      bodyBytes,
    };
    ctx.body = body;
  });
  return app;
}
