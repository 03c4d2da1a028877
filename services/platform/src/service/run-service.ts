// main.ts of every service: `runService(definition)` boots it, serves it on PORT and shuts it down
// gracefully on SIGTERM/SIGINT; a bad configuration or failed connection ends the process with a clear message.
import type { z } from 'zod';
import { serve, startService } from '../service-runner.js';
import { bootService } from './boot-service.js';
import type { ClientNeeds, ServiceDefinition } from './define-service.js';

export function runService<S extends z.ZodType, N extends ClientNeeds, D>(definition: ServiceDefinition<S, N, D>): void {
  startService(definition.name, async () => {
    // A prefix keeps one engineer's or CI run's events apart from others' on a shared Kafka.
    const service = await bootService(definition, { kafkaPrefix: process.env.STUDYHALL_KAFKA_PREFIX || undefined });
    const { PORT } = service.config as { PORT: number };
    await serve(service.app, { port: PORT, logger: service.logger, lifecycle: service.lifecycle });
  });
}
