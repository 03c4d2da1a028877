// Counters of the event plumbing (prom-client's default registry, served by /metrics): what the
// outbox relay published or failed to publish, and what consumers handled or dead-lettered.
import client from 'prom-client';

function counter<L extends string>(name: string, help: string, labelNames: L[]): client.Counter<L> {
  // The same module can be loaded twice in one test process; reuse what is registered.
  const existing = client.register.getSingleMetric(name);
  if (existing) return existing as client.Counter<L>;
  return new client.Counter({ name, help, labelNames });
}

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
export const consumerDeadLettered = counter(
  'event_consumer_dead_lettered_total',
  'Events a consumer gave up on and sent to its dead-letter topic, by group and source topic.',
  ['group', 'topic'],
);
