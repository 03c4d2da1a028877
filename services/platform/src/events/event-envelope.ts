// Building the envelope of a new event, and mapping it onto a Kafka record in CloudEvents binary
// mode (Kafka protocol binding): attributes in ce_* headers, the protobuf payload as the value.
import { create } from '@bufbuild/protobuf';
import { timestampDate, timestampFromDate } from '@bufbuild/protobuf/wkt';
import { encodeEvent, EventEnvelopeSchema, topicOf, type DomainEvent, type EventEnvelope } from '@studyhall/contracts';
import { randomUUID } from 'node:crypto';
import type { IncomingRecord, OutgoingRecord } from './kafka-bus.js';
import { SpanKind, startSpan } from '../tracing/spans.js';
import { childTraceparent, currentTraceparent } from './trace-context.js';

export const eventContentType = 'application/protobuf';

export interface NewEventOptions {
  /** The producing service as a URI reference, e.g. "/services/auth". */
  source: string;
  /** The aggregate id: the Kafka key, so one aggregate's events stay in order. */
  subject: string;
  /** Defaults to the current trace (see withTraceparent); a new trace when there is none. */
  traceparent?: string;
  time?: Date;
}

export function createEvent(event: DomainEvent, options: NewEventOptions): EventEnvelope {
  return create(EventEnvelopeSchema, {
    id: randomUUID(),
    type: event.$typeName,
    source: options.source,
    time: timestampFromDate(options.time ?? new Date()),
    subject: options.subject,
    traceparent: eventTraceparent(event.$typeName, options.traceparent ?? currentTraceparent()),
    data: encodeEvent(event),
  });
}

/**
 * The traceparent an event carries: a PRODUCER span "create <type>" when tracing is on (the event's
 * consumers become its children), else a fresh span id in the parent's trace.
 */
function eventTraceparent(type: string, parent: string | undefined): string {
  const span = startSpan(`create ${type}`, {
    kind: SpanKind.PRODUCER,
    parent,
    attributes: { 'messaging.system': 'kafka', 'messaging.operation.type': 'create', 'messaging.destination.name': topicOf(type) },
  });
  span.end();
  return span.traceparent ?? childTraceparent(parent);
}

export function toKafkaRecord(envelope: EventEnvelope, topic = topicOf(envelope.type)): OutgoingRecord {
  return {
    topic,
    key: envelope.subject,
    value: envelope.data,
    headers: {
      ce_specversion: '1.0',
      ce_id: envelope.id,
      ce_type: envelope.type,
      ce_source: envelope.source,
      ce_time: envelope.time ? timestampDate(envelope.time).toISOString() : '',
      ce_subject: envelope.subject,
      'content-type': eventContentType,
      traceparent: envelope.traceparent,
    },
  };
}

export class MalformedEventError extends Error {
  override name = 'MalformedEventError';
}

/** Reads the envelope back from a record; throws MalformedEventError when it is not one of ours. */
export function fromKafkaRecord(record: IncomingRecord): EventEnvelope {
  const { ce_id: id, ce_type: type, ce_source: source = '', ce_time: time } = record.headers;
  if (!id || !type) throw new MalformedEventError('missing ce_id or ce_type header');
  if (!record.value) throw new MalformedEventError('empty value');
  const date = time ? new Date(time) : undefined;
  if (date && Number.isNaN(date.getTime())) throw new MalformedEventError(`bad ce_time "${time}"`);
  return create(EventEnvelopeSchema, {
    id,
    type,
    source,
    time: date ? timestampFromDate(date) : undefined,
    subject: record.key ?? record.headers.ce_subject ?? '',
    traceparent: record.headers.traceparent ?? '',
    // A plain view, not the Buffer: envelopes compare equal however they were obtained.
    data: new Uint8Array(record.value.buffer, record.value.byteOffset, record.value.byteLength),
  });
}
