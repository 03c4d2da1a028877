// The upstream of the gateway benchmark: a real kit-built service (request id, access log, error
// handler, internal-token verification) with one no-op route. Started by scripts/bench/gateway.ts.
//   PORT=… INTERNAL_TOKEN_SECRET=… node scripts/bench/gateway-noop-service.ts
import {
  createHttpApp, createLifecycle, createLogger, internalTokenKey, requireInternalToken, serve,
} from '@studyhall/platform';

const logger = createLogger('bench-noop', process.env.LOG_LEVEL ?? 'info');
const lifecycle = createLifecycle();
const app = createHttpApp({ logger, isShuttingDown: lifecycle.isShuttingDown });
app.use(requireInternalToken(internalTokenKey(process.env.INTERNAL_TOKEN_SECRET ?? ''), 'lessons-quiz'));
app.use(async (ctx) => {
  ctx.body = [];
});
await serve(app, { port: Number(process.env.PORT), logger, lifecycle });
