// main.ts of every service: `runService(definition)` boots it, serves it on PORT and shuts it down
// gracefully on SIGTERM/SIGINT; a bad configuration or failed connection ends the process with a clear message.
import type { z } from 'zod';
import { serve, startService } from '../service-runner.js';
import { initTracing } from '../tracing/tracer.js';
import { bootService } from './boot-service.js';
import type { ClientNeeds, ServiceDefinition } from './define-service.js';

export function runService<S extends z.ZodType, N extends ClientNeeds, D>(definition: ServiceDefinition<S, N, D>): void {
  startService(definition.name, async () => {
    // Spans are exported only when an OTLP endpoint is configured (OTEL_EXPORTER_OTLP_ENDPOINT).
    // KAFKA_TOPIC_PREFIX keeps a second copy of the system on a shared Kafka apart (topics and groups).
    const service = await bootService(definition, { tracing: initTracing(definition.name), kafkaPrefix: process.env.KAFKA_TOPIC_PREFIX || undefined });
    const { PORT } = service.config as { PORT: number };
    await serve(service.app, { port: PORT, logger: service.logger, lifecycle: service.lifecycle });
  });
}
