// A stand-in service started exactly as a real one listens (the kit's createHttpApp + serve), in a
// process of its own so a test can stall it with SIGSTOP. Prints its port, then answers every
// request with { ok: true }.
import '../../../scripts/lib/source-hooks.mjs';

const { createHttpApp, createLifecycle, serve } = await import('@studyhall/platform');
const { pino } = await import('pino');

const logger = pino({ level: 'silent' });
const app = createHttpApp({ logger, parseJsonBodies: false });
app.use((ctx) => {
  ctx.body = { ok: true };
});
const server = await serve(app, { port: 0, host: '127.0.0.1', logger, lifecycle: createLifecycle() });
process.stdout.write(`${server.address().port}\n`);
