import type { EventEnvelope } from '@studyhall/contracts';
import { topicOf } from '@studyhall/contracts';
import { toKafkaRecord } from './event-envelope.js';
import type { EventBus, TopicSpec } from './kafka-bus.js';

export interface EventPublisher {
  /** Sends the events in order; events of one subject land on one partition, in this order. */
  publish(events: EventEnvelope | readonly EventEnvelope[]): Promise<void>;
}

export function createEventPublisher(options: { bus: EventBus; topicSpec?: TopicSpec }): EventPublisher {
  const ensured = new Set<string>();
  // The producer does not auto-create topics (that would give them the broker's default
  // partition count), so a topic is created on first use, once per process.
  async function ensureTopicsOf(envelopes: readonly EventEnvelope[]): Promise<void> {
    const missing = [...new Set(envelopes.map((envelope) => topicOf(envelope.type)))].filter((topic) => !ensured.has(topic));
    if (missing.length === 0) return;
    await options.bus.ensureTopics(missing, options.topicSpec);
    missing.forEach((topic) => ensured.add(topic));
  }
  return {
    async publish(events) {
      const envelopes = Array.isArray(events) ? (events as readonly EventEnvelope[]) : [events as EventEnvelope];
      await ensureTopicsOf(envelopes);
      await options.bus.send(envelopes.map((envelope) => toKafkaRecord(envelope)));
    },
  };
}
