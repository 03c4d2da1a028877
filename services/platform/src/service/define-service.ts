// The one shape of a StudyHall service: what it needs (config schema, clients), how it turns connected
// clients into its dependencies (`wire`), and its Koa app (`createApp`). `runService` (main.ts) and
// `startTestApp` (component tests) both boot a definition the same way (boot-service.ts).
import type { S3Client } from '@aws-sdk/client-s3';
import type { Redis } from 'ioredis';
import type Koa from 'koa';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { EventHandlers } from '../events/event-consumer.js';
import type { EventBus } from '../events/kafka-bus.js';
import type { OutboxRelay, OutboxSource } from '../events/outbox-relay.js';
import type { ReadinessCheck } from '../http/health.js';
import type { Lifecycle } from '../service-runner.js';

/** Which infrastructure clients the service uses; each one is connected, checked by /readyz and closed. */
export interface ClientNeeds {
  mongo?: boolean;
  redis?: boolean;
  s3?: boolean;
  kafka?: boolean;
}

type If<B, T> = B extends true ? T : unknown;
export type ServiceClients<N extends ClientNeeds> = If<N['mongo'], { mongo: Connection }> &
  If<N['redis'], { redis: Redis }> &
  If<N['s3'], { s3: S3Client; bucket: string }> &
  If<N['kafka'], { bus: EventBus }>;

/** The environment every service reads; the others (MONGO_URL, REDIS_URL, S3_*, KAFKA_*) as its needs say. */
export interface BaseServiceConfig {
  PORT: number;
  LOG_LEVEL: string;
  INTERNAL_TOKEN_SECRET: string;
}

export interface Subscription {
  topics: string[];
  handlers: EventHandlers;
  /** Defaults to the service's name: one consumer group per service. */
  groupId?: string;
}

export interface WireContext<C, N extends ClientNeeds> {
  config: C;
  logger: Logger;
  clients: ServiceClients<N>;
  lifecycle: Lifecycle;
  /** INTERNAL_TOKEN_SECRET as a key: verifies the gateway's tokens, mints tokens for calls to other services. */
  tokenKey: Uint8Array;
  /** Starts the outbox relay for these models (needs mongo and kafka); it stops before the clients close. */
  startRelay(sources: readonly OutboxSource[]): OutboxRelay;
  /** Starts an idempotent consumer (events/subscriptions.ts); it stops before the clients close. */
  subscribe(subscription: Subscription): Promise<void>;
}

export interface HttpContext {
  logger: Logger;
  readiness: ReadinessCheck[];
  isShuttingDown: () => boolean;
  tokenKey: Uint8Array;
}

export interface ServiceDefinition<S extends z.ZodType, N extends ClientNeeds, D> {
  /** Logger name, Kafka client id and consumer group, internal-token audience, default database `studyhall-<name>`. */
  name: string;
  configSchema: S;
  clients: N;
  wire(context: WireContext<z.infer<S>, N>): Promise<D>;
  createApp(deps: D, http: HttpContext): Koa;
}

/** Identity function that fixes the definition's types (config from the schema, clients from the needs). */
export function defineService<S extends z.ZodType, const N extends ClientNeeds, D>(definition: ServiceDefinition<S, N, D>) {
  return definition;
}
