// The consumer helper every service uses: decode with the registry, skip what this group has already
// handled, retry a failing handler with capped exponential backoff, then dead-letter it and move on.
import { decodeEvent, isEventType, UnknownEventTypeError, type EventEnvelope, type EventOfType, type EventType } from '@studyhall/contracts';
import type { Logger } from 'pino';
import type { BackoffOptions } from './backoff.js';
import { handleWithRetries } from './handler-retries.js';
import { deadLetterRecord, deadLetterTopic } from './dead-letter.js';
import { fromKafkaRecord } from './event-envelope.js';
import type { EventBus, IncomingRecord, RecordOutcome, Subscription } from './kafka-bus.js';
import { consumerDeadLettered, consumerHandled } from './metrics.js';
import type { ProcessedEventStore } from './processed-events.js';

export interface EventContext {
  id: string;
  type: string;
  source: string;
  subject: string;
  time: Date | undefined;
  traceparent: string;
  attempt: number;
  logger: Logger;
}

export type EventHandler<E> = (event: E, context: EventContext) => Promise<void>;
export type EventHandlers = { [T in EventType]?: EventHandler<EventOfType<T>> };

export interface EventConsumerOptions {
  bus: EventBus;
  groupId: string;
  topics: string[];
  handlers: EventHandlers;
  processedEvents: ProcessedEventStore;
  logger: Logger;
  /** Attempts before dead-lettering (default 5); attempts that failed on an unreachable dependency do not count. */
  maxAttempts?: number;
  backoff?: BackoffOptions;
  /** Where a new group starts: the whole history (default) or only new events. */
  fromBeginning?: boolean;
  /**
   * How long a processed event id is remembered (default 8 days: longer than Kafka's default 7-day
   * retention, so no redelivery can outlive it), and how often older ids are pruned (default hourly).
   */
  processedRetentionMs?: number;
  pruneEveryMs?: number;
}

const defaultProcessedRetentionMs = 8 * 24 * 60 * 60 * 1000;
const defaultPruneEveryMs = 60 * 60 * 1000;

export interface EventConsumer {
  /** Resolves once subscribed; `joined` once partitions are assigned. */
  start(): Promise<{ joined: Promise<void> }>;
  /** Finishes (or, mid-backoff, abandons for redelivery) the current message, commits, disconnects. */
  stop(): Promise<void>;
}

export function createEventConsumer(options: EventConsumerOptions): EventConsumer {
  const logger = options.logger.child({ component: 'event-consumer', group: options.groupId });
  const stopping = new AbortController();
  let subscription: Subscription | undefined;
  const processRecord = createRecordProcessor({ ...options, logger, signal: stopping.signal });
  let pruning: NodeJS.Timeout | undefined;
  return {
    async start() {
      pruning = startPruning(options, logger);
      await options.bus.ensureTopics([...options.topics, deadLetterTopic(options.groupId)]);
      subscription = await options.bus.subscribe({
        groupId: options.groupId,
        topics: options.topics,
        fromBeginning: options.fromBeginning ?? true,
        onRecord: (record, control) => (stopping.signal.aborted ? Promise.resolve('abandoned') : processRecord(record, control.heartbeat)),
      });
      return { joined: subscription.joined };
    },
    async stop() {
      stopping.abort();
      clearInterval(pruning);
      await subscription?.stop();
    },
  };
}

/** Prunes the group's processed ids now and then on a timer that never keeps the process alive. */
function startPruning(options: EventConsumerOptions, logger: Logger): NodeJS.Timeout {
  const retentionMs = options.processedRetentionMs ?? defaultProcessedRetentionMs;
  const prune = () => {
    options.processedEvents.prune(options.groupId, new Date(Date.now() - retentionMs)).then(
      (pruned) => {
        if (pruned > 0) logger.info({ pruned }, 'pruned processed event ids');
      },
      (error: unknown) => logger.warn({ err: error }, 'pruning processed event ids failed; next try at the next interval'),
    );
  };
  prune();
  const timer = setInterval(prune, options.pruneEveryMs ?? defaultPruneEveryMs);
  timer.unref();
  return timer;
}

export type ProcessorOptions = EventConsumerOptions & { signal: AbortSignal };
export type Decoded = { envelope: EventEnvelope; event: EventOfType<EventType>; handler: EventHandler<EventOfType<EventType>> };

function createRecordProcessor(options: ProcessorOptions) {
  const { bus, groupId, processedEvents, logger } = options;
  const deadLetter = async (record: IncomingRecord, error: unknown, attempts: number): Promise<RecordOutcome> => {
    logger.error({ err: error, topic: record.topic, partition: record.partition, offset: record.offset, attempts }, 'event dead-lettered');
    await bus.send([deadLetterRecord(groupId, record, error, attempts)]);
    consumerDeadLettered.inc({ group: groupId, topic: record.topic });
    return 'done';
  };
  return async function processRecord(record: IncomingRecord, heartbeat: () => Promise<void>): Promise<RecordOutcome> {
    let decoded: Decoded | undefined;
    try {
      decoded = decodeRecord(record, options.handlers);
    } catch (error) {
      return deadLetter(record, error, 0);
    }
    if (!decoded) return 'done';
    if (await processedEvents.has(groupId, decoded.envelope.id)) {
      logger.info({ eventId: decoded.envelope.id, type: decoded.envelope.type }, 'duplicate event skipped');
      return 'done';
    }
    const result = await handleWithRetries(decoded, heartbeat, options);
    if (result.outcome === 'failed') return deadLetter(record, result.error, result.attempts);
    if (result.outcome === 'handled') {
      await processedEvents.remember(groupId, decoded.envelope.id, decoded.envelope.type);
      consumerHandled.inc({ group: groupId, type: decoded.envelope.type });
    }
    return result.outcome === 'handled' ? 'done' : 'abandoned';
  };
}

/** Undefined for an event of a known type this group does not handle; throws for anything unreadable. */
function decodeRecord(record: IncomingRecord, handlers: EventHandlers): Decoded | undefined {
  const envelope = fromKafkaRecord(record);
  if (!isEventType(envelope.type)) throw new UnknownEventTypeError(envelope.type);
  const handler = handlers[envelope.type] as EventHandler<EventOfType<EventType>> | undefined;
  if (!handler) return undefined;
  return { envelope, handler, event: decodeEvent(envelope.type, envelope.data) };
}
