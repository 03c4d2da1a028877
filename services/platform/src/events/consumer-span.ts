// The CONSUMER span around one event handler: a child of the traceparent the event carries (the
// producer's "create" span), so a trace goes on across Kafka. Without tracing, the handler simply
// runs in the event's traceparent, as before.
import { topicOf, type EventEnvelope } from '@studyhall/contracts';
import { SpanKind, startSpan } from '../tracing/spans.js';
import { withTraceparent } from './trace-context.js';

export async function handleInSpan(envelope: EventEnvelope, groupId: string, handle: () => Promise<void>): Promise<void> {
  const span = startSpan(`process ${envelope.type}`, {
    kind: SpanKind.CONSUMER,
    parent: envelope.traceparent,
    attributes: {
      'messaging.system': 'kafka',
      'messaging.operation.type': 'process',
      'messaging.consumer.group.name': groupId,
      'messaging.destination.name': topicOf(envelope.type),
      'messaging.message.id': envelope.id,
    },
  });
  try {
    await withTraceparent(span.traceparent ?? envelope.traceparent, handle);
    span.end();
  } catch (error) {
    span.end(error);
    throw error;
  }
}
