import { create } from '@bufbuild/protobuf';
import { decodeEvent, UserRegisteredSchema } from '@studyhall/contracts';
import { describe, expect, it } from 'vitest';
import { createEvent, fromKafkaRecord, MalformedEventError, toKafkaRecord } from './event-envelope.js';
import type { IncomingRecord } from './kafka-bus.js';
import { withTraceparent } from './trace-context.js';

const parent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
const user = create(UserRegisteredSchema, { userId: 'u-7', email: 'grace@example.com', username: 'grace' });

function received(record: ReturnType<typeof toKafkaRecord>): IncomingRecord {
  return { topic: record.topic, partition: 0, offset: '0', key: record.key, value: Buffer.from(record.value), headers: record.headers };
}

describe('event envelope on Kafka (CloudEvents binary mode)', () => {
  it('keys the record by subject and carries the attributes in ce_ headers', () => {
    const envelope = createEvent(user, { source: '/services/auth', subject: 'u-7', time: new Date('2026-03-04T05:06:07Z') });
    const record = toKafkaRecord(envelope);
    expect(record).toMatchObject({ topic: 'studyhall.users.v1', key: 'u-7' });
    expect(record.headers).toMatchObject({
      ce_specversion: '1.0',
      ce_id: envelope.id,
      ce_type: 'studyhall.users.v1.UserRegistered',
      ce_source: '/services/auth',
      ce_time: '2026-03-04T05:06:07.000Z',
      'content-type': 'application/protobuf',
    });
    expect(decodeEvent(envelope.type, record.value)).toEqual(user);
  });

  it('reads back the same envelope it wrote', () => {
    const envelope = createEvent(user, { source: '/services/auth', subject: 'u-7' });
    expect(fromKafkaRecord(received(toKafkaRecord(envelope)))).toEqual(envelope);
  });

  it('continues the current trace', () => {
    const envelope = withTraceparent(parent, () => createEvent(user, { source: '/s', subject: 'u-7' }));
    expect(envelope.traceparent.slice(0, 36)).toBe(parent.slice(0, 36));
  });

  it('rejects a record without CloudEvents attributes', () => {
    const record = received(toKafkaRecord(createEvent(user, { source: '/s', subject: 'u-7' })));
    expect(() => fromKafkaRecord({ ...record, headers: { ...record.headers, ce_type: undefined } })).toThrow(MalformedEventError);
    expect(() => fromKafkaRecord({ ...record, value: null })).toThrow(MalformedEventError);
  });
});
