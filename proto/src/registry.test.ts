import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { describe, expect, it } from 'vitest';
import { UserProfileUpdatedSchema, UserRegisteredSchema } from './gen/studyhall/users/v1/events_pb.js';
import { decodeEvent, encodeEvent, eventTopics, topicOf, UnknownEventTypeError } from './registry.js';

const registered = create(UserRegisteredSchema, {
  userId: 'u-1',
  email: 'ada@example.com',
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  occurredAt: timestampFromDate(new Date('2026-01-02T03:04:05Z')),
});

describe('event registry', () => {
  it('round-trips an event through protobuf binary by its CloudEvents type', () => {
    const decoded = decodeEvent(registered.$typeName, encodeEvent(registered));
    expect(decoded).toEqual(registered);
  });

  it('maps each event type to the topic of its domain', () => {
    expect(topicOf('studyhall.users.v1.UserRegistered')).toBe('studyhall.users.v1');
    expect(topicOf(UserProfileUpdatedSchema.typeName)).toBe('studyhall.users.v1');
    expect(topicOf('studyhall.lessons.v1.LessonVisibilityChanged')).toBe('studyhall.lessons.v1');
    expect(eventTopics()).toEqual([
      'studyhall.users.v1', 'studyhall.lessons.v1', 'studyhall.homework.v1', 'studyhall.social.v1', 'studyhall.quiz.v1',
    ]);
  });

  it('rejects a type outside the registry', () => {
    expect(() => decodeEvent('studyhall.users.v1.UserVanished', new Uint8Array())).toThrow(UnknownEventTypeError);
  });

  it('rejects bytes that are not protobuf', () => {
    expect(() => decodeEvent(registered.$typeName, new Uint8Array([0xff, 0xff, 0xff, 0xff]))).toThrow();
  });
});
