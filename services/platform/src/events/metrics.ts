// Metrics of the event plumbing (prom-client's default registry, served by /metrics): what the
// outbox relay published or failed to publish, what consumers handled or dead-lettered, and how far
// each consumer is behind its partitions.
import type { Consumer } from 'kafkajs';
import { defineCounter as counter, defineGauge } from '../metric-kit.js';

export const outboxPublished = counter('outbox_events_published_total', 'Events the outbox relay published to Kafka.', []);
export const outboxFailures = counter(
  'outbox_relay_failures_total',
  'Outbox relay passes that failed (Kafka or MongoDB unreachable); the events stay pending and are retried.',
  [],
);
export const consumerHandled = counter('event_consumer_handled_total', 'Events a consumer handled, by group and event type.', [
  'group',
  'type',
]);
export const consumerHandlerFailures = counter(
  'event_consumer_handler_failures_total',
  'Handler attempts that threw, by group and event type: each is retried with backoff until it succeeds or is dead-lettered.',
  ['group', 'type'],
);
export const consumerDeadLettered = counter(
  'event_consumer_dead_lettered_total',
  'Events a consumer gave up on and sent to its dead-letter topic, by group and source topic.',
  ['group', 'topic'],
);

export const consumerLag = defineGauge(
  'kafka_consumer_lag_messages',
  'Messages a consumer group has yet to process on a partition (high watermark minus its position), at the start and end of every batch it fetched.',
  ['group', 'topic', 'partition'],
);

/**
 * Follows kafkajs's batch events: at a batch's start the lag includes the whole batch (kafkajs's
 * offsetLagLow counts the messages after the batch's first one), at its end what remains after it
 * (offsetLag). A handler stuck in a batch keeps the start's lag, not 0.
 */
export function trackConsumerLag(consumer: Consumer, group: string): void {
  const set = (payload: { topic: string; partition: number }, lag: number) =>
    consumerLag.set({ group, topic: payload.topic, partition: String(payload.partition) }, Math.max(0, lag || 0));
  consumer.on(consumer.events.START_BATCH_PROCESS, ({ payload }) => set(payload, Number(payload.offsetLagLow) + 1));
  consumer.on(consumer.events.END_BATCH_PROCESS, ({ payload }) => set(payload, Number(payload.offsetLag)));
}
