// The real social-feed definition booted by the kit's startTestApp, plus its own Redis key prefix
// (so a test never touches another app's keys) and helpers to publish what other services would.
import { randomUUID } from 'node:crypto';
import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { UserRegisteredSchema, type DomainEvent } from '@studyhall/contracts';
import { createEvent, createEventPublisher, type EventBus } from '@studyhall/platform/events';
import { startTestApp } from '@studyhall/platform/testing';
import type { Redis } from 'ioredis';
import { Types } from 'mongoose';
import { socialFeedService, type SocialFeedDeps } from '../service.js';
import { startAuthStandIn, type AuthStandIn } from './auth-stand-in.js';

type Booted = Awaited<ReturnType<typeof startTestApp<typeof socialFeedService.configSchema, typeof socialFeedService.clients, SocialFeedDeps>>>;

export interface SocialTestApp {
  url: string;
  deps: SocialFeedDeps;
  redis: Redis;
  keyPrefix: string;
  bus: EventBus;
  /** auth's internal user lookup as social-feed sees it (AUTH_URL points here). */
  auth: AuthStandIn;
  /** Publishes events as their owning service would (through Kafka, on this run's own topics). */
  publish(...events: DomainEvent[]): Promise<void>;
  /** Publishes a UserRegistered and waits until the users projection has it. */
  newUser(fields?: { username?: string; email?: string }): Promise<{ id: string; email: string; username: string }>;
  /** A student auth knows whose UserRegistered has not reached social-feed (yet). */
  userKnownOnlyToAuth(fields?: { username?: string }): { id: string; email: string; username: string | null };
  /** Waits (90 s by default: Kafka round trips on a loaded machine) for what events make true; a timeout says what the consumer did. */
  waitFor(condition: () => boolean | Promise<boolean>, what: string | (() => string), timeoutMs?: number): Promise<void>;
  call(path: string, options?: { method?: string; body?: unknown; userId?: string }): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON under test
  close(): Promise<void>;
}

export async function startSocialTestApp(env: Record<string, string> = {}): Promise<SocialTestApp> {
  const keyPrefix = `social-test-${randomUUID().slice(0, 8)}:`;
  const auth = await startAuthStandIn();
  const booted: Booted = await startTestApp(socialFeedService, { env: { REDIS_KEY_PREFIX: keyPrefix, AUTH_URL: auth.url, ...env } });
  const { redis, bus } = booted.clients;
  const deps = booted.deps;
  auth.tokenKey = deps.internalTokenKey;
  const publisher = createEventPublisher({ bus });
  const app: SocialTestApp = {
    url: booted.url, deps, redis, keyPrefix, bus, auth,
    async publish(...events) {
      await publisher.publish(events.map((event) => createEvent(event, { source: '/tests', subject: subjectOf(event) })));
    },
    async newUser(fields = {}) {
      const id = new Types.ObjectId().toHexString();
      const email = fields.email ?? `student-${id}@example.test`;
      const username = fields.username ?? '';
      await app.publish(create(UserRegisteredSchema, { userId: id, email, username, occurredAt: timestampFromDate(new Date()) }));
      await app.waitFor(async () => (await deps.users.find(id)) !== undefined, `user ${id} in the projection`);
      return { id, email, username };
    },
    userKnownOnlyToAuth(fields = {}) {
      const id = new Types.ObjectId().toHexString();
      const user = { id, email: `new-${id}@example.test`, username: fields.username ?? null, firstName: 'New', lastName: null };
      auth.users.set(id, user);
      return user;
    },
    waitFor: (condition, what, timeoutMs = 90_000) => waitFor(condition, what, timeoutMs, () => consumerActivity(booted.url)),
    async call(path, options = {}) {
      const reply = await booted.request(path, options);
      return { status: reply.status, body: reply.body };
    },
    async close() {
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await booted.close();
      await auth.close();
    },
  };
  return app;
}

/** The Kafka key the owning service would use: the aggregate id. */
function subjectOf(event: DomainEvent): string {
  const fields = event as unknown as Record<string, unknown>;
  const nested = (fields.lesson ?? fields.homework) as Record<string, string> | undefined;
  return String(fields.userId ?? fields.relationId ?? fields.lessonId ?? fields.homeworkId ?? nested?.lessonId ?? nested?.homeworkId ?? '');
}

/** Polls `condition` every 50 ms; a timeout's error says `what` (as it is then) and ends with what `explain` says of the state. */
export async function waitFor(condition: () => boolean | Promise<boolean>, what: string | (() => string), timeoutMs = 45_000, explain?: () => Promise<string>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) {
      const state = explain ? ` (${await explain().catch((error: unknown) => `state unknown: ${String(error)}`)})` : '';
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${typeof what === 'function' ? what() : what}${state}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The consumer's counters and lag from the service's own GET /metrics: handled, failed attempts, dead letters. */
async function consumerActivity(url: string): Promise<string> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const lines = text.split('\n').filter((line) => /^(event_consumer_\w+|kafka_consumer_lag_messages)\{/.test(line) && !line.endsWith(' 0'));
  return lines.length > 0 ? `consumer: ${lines.join('; ')}` : 'the consumer has handled nothing and has no lag';
}
