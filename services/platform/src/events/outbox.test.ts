import { create } from '@bufbuild/protobuf';
import { UserRegisteredSchema } from '@studyhall/contracts';
import { describe, expect, it } from 'vitest';
import { createEvent } from './event-envelope.js';
import { fromOutboxEntry, pushPendingEvents, tombstone, withPendingEvents } from './outbox.js';

const event = createEvent(create(UserRegisteredSchema, { userId: 'u-1' }), { source: '/s', subject: 'u-1' });

describe('outbox helpers', () => {
  it('stores the pending event with the new document, readable back as the same envelope', () => {
    const document = withPendingEvents({ _id: 'u-1', email: 'a@b.c' }, [event]);
    expect(document).toMatchObject({ _id: 'u-1', email: 'a@b.c', outbox: [{ id: event.id, type: event.type }] });
    expect(fromOutboxEntry(document.outbox[0]!)).toEqual(event);
  });

  it("merges the pending event into the caller's update, keeping its other pushes", () => {
    const update = pushPendingEvents({ $set: { username: 'ada' }, $push: { badges: 'new' } }, [event]);
    expect(update).toEqual({
      $set: { username: 'ada' },
      $push: { badges: 'new', outbox: { $each: [expect.objectContaining({ id: event.id })] } },
    });
  });

  it('refuses an update that already pushes to the outbox itself', () => {
    expect(() => pushPendingEvents({ $push: { outbox: {} } }, [event])).toThrow(/already pushes/);
  });

  it('marks a deleted document as a tombstone that still owes its events', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(tombstone([event], now)).toMatchObject({ $set: { deletedAt: now }, $push: { outbox: { $each: [{ id: event.id }] } } });
  });
});
