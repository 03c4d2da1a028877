// Boots a service definition in the order every service needs: config → clients → readiness checks
// built from those clients → deps (relays, consumers) → app. Closers are registered as things start,
// so shutdown runs them in reverse: consumers and relays finish their batch while clients are open.
import type Koa from 'koa';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { connectMongo, mongoReadiness } from '../clients/mongo.js';
import { createRedis, redisReadiness } from '../clients/redis.js';
import { createS3, ensureBucket, s3Readiness, type S3Settings } from '../clients/s3.js';
import { loadConfig, serviceConfig } from '../config.js';
import { createEventConsumer } from '../events/event-consumer.js';
import { createEventPublisher } from '../events/event-publisher.js';
import { createKafkaBus, type EventBus } from '../events/kafka-bus.js';
import { createOutboxRelay } from '../events/outbox-relay.js';
import { createProcessedEventStore, type ProcessedEventStore } from '../events/processed-events.js';
import { kafkaReadiness } from '../events/readiness.js';
import type { ReadinessCheck } from '../http/health.js';
import { internalTokenKey } from '../internal-token.js';
import { createLogger } from '../logger.js';
import { createLifecycle, runClosers, type LifecycleControl } from '../service-runner.js';
import type { Tracing } from '../tracing/tracer.js';
import type { ClientNeeds, ServiceClients, ServiceDefinition, Subscription, WireContext } from './define-service.js';

export interface BootOptions {
  env?: NodeJS.ProcessEnv;
  /** Prepended to Kafka topics and consumer groups (test runs that must never meet). */
  kafkaPrefix?: string;
  /** Tests only: replace a wired dependency (e.g. a stand-in for something outside our walls). */
  adjustDeps?: (deps: never) => unknown;
  /** Span export of this process (runService): flushed by the last closer, after everything else. */
  tracing?: Tracing;
}

export interface BootedService<C, N extends ClientNeeds, D> {
  config: C;
  logger: Logger;
  clients: ServiceClients<N>;
  deps: D;
  app: Koa;
  lifecycle: LifecycleControl;
  /** Runs every closer in reverse order of start (what SIGTERM does after the HTTP server drained). */
  close(): Promise<void>;
}

type AnyConfig = Record<string, unknown> & { LOG_LEVEL?: string; INTERNAL_TOKEN_SECRET: string };

export async function bootService<S extends z.ZodType, N extends ClientNeeds, D>(
  definition: ServiceDefinition<S, N, D>,
  options: BootOptions = {},
): Promise<BootedService<z.infer<S>, N, D>> {
  const config = loadConfig(definition.configSchema as unknown as z.ZodObject, options.env) as AnyConfig;
  const logger = createLogger(definition.name, config.LOG_LEVEL ?? 'info');
  const lifecycle = createLifecycle();
  const { tracing } = options;
  if (tracing) lifecycle.onShutdown('tracing', () => tracing.shutdown());
  const readiness: ReadinessCheck[] = [];
  try {
    const clients = await connectClients(definition, config, { logger, lifecycle, readiness, prefix: options.kafkaPrefix ?? '' });
    const tokenKey = internalTokenKey(config.INTERNAL_TOKEN_SECRET, acceptedSecret(options.env ?? process.env));
    const context = wireContext(definition.name, { config, logger, lifecycle, clients, tokenKey, prefix: options.kafkaPrefix ?? '' });
    const wired = await definition.wire(context as WireContext<z.infer<S>, N>);
    const deps = options.adjustDeps ? (options.adjustDeps(wired as never) as D) : wired;
    const app = definition.createApp(deps, { logger, readiness, isShuttingDown: lifecycle.isShuttingDown, tokenKey });
    return { config: config as z.infer<S>, logger, clients: clients as ServiceClients<N>, deps, app, lifecycle, close: () => runClosers(lifecycle, logger) };
  } catch (error) {
    // A failed start must not leave connections open (tests boot many services in one process).
    await runClosers(lifecycle, logger);
    throw error;
  }
}

// Read beside the service's own schema: every service has it, and none needs it in its deps.
const acceptedSecretSchema = serviceConfig.INTERNAL_TOKEN_SECRET.optional();

/** A second secret whose tokens are also accepted during a rotation (never used to sign). */
function acceptedSecret(env: NodeJS.ProcessEnv): string | undefined {
  const parsed = acceptedSecretSchema.safeParse(env.INTERNAL_TOKEN_SECRET_ACCEPTED || undefined);
  if (!parsed.success) throw new Error('Invalid configuration: INTERNAL_TOKEN_SECRET_ACCEPTED must be at least 32 characters');
  return parsed.data;
}

interface ClientSetup {
  logger: Logger;
  lifecycle: LifecycleControl;
  readiness: ReadinessCheck[];
  prefix: string;
}

async function connectClients(definition: { name: string; clients: ClientNeeds }, config: AnyConfig, setup: ClientSetup) {
  const { lifecycle, readiness } = setup;
  const clients: Record<string, unknown> = {};
  if (definition.clients.mongo) {
    const mongo = await connectMongo(String(config.MONGO_URL), String(config.MONGO_DB ?? `studyhall-${definition.name}`));
    lifecycle.onShutdown('mongo', () => mongo.close());
    readiness.push(mongoReadiness(mongo));
    clients.mongo = mongo;
  }
  if (definition.clients.redis) {
    const redis = createRedis(String(config.REDIS_URL));
    lifecycle.onShutdown('redis', () => redis.quit().catch(() => redis.disconnect()));
    readiness.push(redisReadiness(redis));
    clients.redis = redis;
  }
  if (definition.clients.s3) {
    const settings = config as unknown as S3Settings;
    const s3 = createS3(settings);
    lifecycle.onShutdown('s3', async () => s3.destroy());
    await ensureBucket(s3, settings.S3_BUCKET);
    readiness.push(s3Readiness(s3, settings.S3_BUCKET));
    Object.assign(clients, { s3, bucket: settings.S3_BUCKET });
  }
  if (definition.clients.kafka) {
    const bus = createKafkaBus({
      brokers: config.KAFKA_BROKERS as string[],
      clientId: String(config.KAFKA_CLIENT_ID ?? definition.name),
      logger: setup.logger,
      topicPrefix: setup.prefix,
    });
    lifecycle.onShutdown('kafka', () => bus.close());
    readiness.push(kafkaReadiness(bus));
    clients.bus = bus;
  }
  return clients;
}

interface ContextParts {
  config: AnyConfig;
  logger: Logger;
  lifecycle: LifecycleControl;
  clients: Record<string, unknown>;
  tokenKey: Uint8Array;
  prefix: string;
}

function wireContext(name: string, parts: ContextParts): WireContext<AnyConfig, ClientNeeds> {
  const { logger, lifecycle, clients } = parts;
  const bus = () => required(clients.bus as EventBus | undefined, 'kafka');
  let processed: Promise<ProcessedEventStore> | undefined;
  return {
    config: parts.config,
    logger,
    lifecycle,
    clients: clients as ServiceClients<ClientNeeds>,
    tokenKey: parts.tokenKey,
    startRelay(sources) {
      const relay = createOutboxRelay({ sources, publisher: createEventPublisher({ bus: bus() }), logger });
      relay.start();
      lifecycle.onShutdown('outbox relay', () => relay.stop());
      return relay;
    },
    async subscribe(subscription: Subscription) {
      const mongo = required(clients.mongo as Parameters<typeof createProcessedEventStore>[0] | undefined, 'mongo');
      processed ??= createProcessedEventStore(mongo);
      const groupId = parts.prefix + (subscription.groupId ?? name);
      const consumer = createEventConsumer({
        bus: bus(), groupId, topics: subscription.topics, handlers: subscription.handlers, processedEvents: await processed, logger,
      });
      await consumer.start();
      lifecycle.onShutdown(`consumer ${groupId}`, () => consumer.stop());
    },
  };
}

function required<T>(client: T | undefined, need: string): T {
  if (!client) throw new Error(`this service did not ask for the ${need} client (clients.${need}: true)`);
  return client;
}
