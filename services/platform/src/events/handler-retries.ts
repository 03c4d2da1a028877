// One event through its handler: retried with capped exponential backoff until it is handled, the
// attempts are used up (then the caller dead-letters it) or the consumer stops (then it is abandoned
// for redelivery). A handler failing because MongoDB, Redis or S3 cannot be reached is not the
// event's fault: those attempts do not count, so an outage stalls the partition (lag grows) instead
// of dead-lettering every event that arrives during it.
import { timestampDate } from '@bufbuild/protobuf/wkt';
import type { EventEnvelope } from '@studyhall/contracts';
import { isDependencyUnreachable } from '../errors.js';
import { backoffDelay, sleep } from './backoff.js';
import { handleInSpan } from './consumer-span.js';
import type { Decoded, ProcessorOptions } from './event-consumer.js';
import { consumerHandlerFailures } from './metrics.js';

export type HandleResult = { outcome: 'handled' | 'abandoned' } | { outcome: 'failed'; error: unknown; attempts: number };

export async function handleWithRetries(decoded: Decoded, heartbeat: () => Promise<void>, options: ProcessorOptions): Promise<HandleResult> {
  const maxAttempts = options.maxAttempts ?? 5;
  const { envelope } = decoded;
  const logger = options.logger.child({ eventId: envelope.id, type: envelope.type });
  let counted = 0;
  for (let attempt = 1; ; attempt++) {
    try {
      const context = { ...envelopeContext(envelope), attempt, logger };
      await handleInSpan(decoded.envelope, options.groupId, () => decoded.handler(decoded.event, context));
      return { outcome: 'handled' };
    } catch (error) {
      const dependencyUnreachable = isDependencyUnreachable(error);
      if (!dependencyUnreachable) counted += 1;
      logger.warn({ err: error, attempt, maxAttempts, dependencyUnreachable }, 'event handler failed');
      consumerHandlerFailures.inc({ group: options.groupId, type: envelope.type });
      if (counted >= maxAttempts) return { outcome: 'failed', error, attempts: attempt };
    }
    if (!(await sleep(backoffDelay(attempt, options.backoff), options.signal))) return { outcome: 'abandoned' };
    await heartbeat(); // long backoffs must not cost the group membership
  }
}

function envelopeContext(envelope: EventEnvelope) {
  const { id, type, source, subject, traceparent } = envelope;
  return { id, type, source, subject, traceparent, time: envelope.time ? timestampDate(envelope.time) : undefined };
}
