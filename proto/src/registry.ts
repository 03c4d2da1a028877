// The event type registry: every event a service may publish or consume, by its CloudEvents type.
// ce_type is the protobuf message's full name ("studyhall.users.v1.UserRegistered") and the Kafka
// topic is its proto package ("studyhall.users.v1"): one topic per domain and version, so a
// consumer of a domain sees all of its events in order per key.
import { fromBinary, toBinary, type DescMessage, type MessageShape } from '@bufbuild/protobuf';
import { HomeworkDeletedSchema, HomeworkSolvedSchema, HomeworkVisibilityChangedSchema } from './gen/studyhall/homework/v1/events_pb.js';
import {
  LessonCreatedSchema, LessonDeletedSchema, LessonUpdatedSchema, LessonVisibilityChangedSchema,
} from './gen/studyhall/lessons/v1/events_pb.js';
import { QuizAnswerRecordedSchema, QuizCompletedSchema } from './gen/studyhall/quiz/v1/events_pb.js';
import { FollowAcceptedSchema, FollowRejectedSchema, FollowRequestedSchema, UnfollowedSchema } from './gen/studyhall/social/v1/events_pb.js';
import { UserProfileUpdatedSchema, UserRegisteredSchema } from './gen/studyhall/users/v1/events_pb.js';

// A new event: its message in a domain's events.proto, then its schema here.
const eventSchemas = [
  UserRegisteredSchema, UserProfileUpdatedSchema,
  LessonCreatedSchema, LessonUpdatedSchema, LessonVisibilityChangedSchema, LessonDeletedSchema,
  HomeworkSolvedSchema, HomeworkVisibilityChangedSchema, HomeworkDeletedSchema,
  FollowRequestedSchema, FollowAcceptedSchema, FollowRejectedSchema, UnfollowedSchema,
  QuizAnswerRecordedSchema, QuizCompletedSchema,
] as const;

export type EventSchema = (typeof eventSchemas)[number];
/** A decoded domain event; `$typeName` is its CloudEvents type. */
export type DomainEvent = MessageShape<EventSchema>;
export type EventType = DomainEvent['$typeName'];
export type EventOfType<T extends EventType> = Extract<DomainEvent, { $typeName: T }>;

export interface EventContract {
  readonly type: EventType;
  readonly topic: string;
  readonly schema: EventSchema;
}

const contracts = new Map<string, EventContract>(
  eventSchemas.map((schema) => [schema.typeName, { type: schema.typeName, topic: schema.file.proto.package, schema }]),
);

export class UnknownEventTypeError extends Error {
  override name = 'UnknownEventTypeError';
  readonly eventType: string;
  constructor(eventType: string) {
    super(`unknown event type "${eventType}"`);
    this.eventType = eventType;
  }
}

export function isEventType(type: string): type is EventType {
  return contracts.has(type);
}

export function eventContract(type: string): EventContract {
  const contract = contracts.get(type);
  if (!contract) throw new UnknownEventTypeError(type);
  return contract;
}

export function eventContracts(): EventContract[] {
  return [...contracts.values()];
}

/** Every topic events are published on (for topic creation at start-up). */
export function eventTopics(): string[] {
  return [...new Set(eventContracts().map((contract) => contract.topic))];
}

export function topicOf(type: string): string {
  return eventContract(type).topic;
}

export function encodeEvent(event: DomainEvent): Uint8Array {
  // A union of schemas is not callable as one signature; the registry guarantees the pairing.
  return toBinary(eventContract(event.$typeName).schema as DescMessage, event);
}

/** Throws UnknownEventTypeError for a type outside the registry, and an Error for bytes that do not parse. */
export function decodeEvent(type: string, data: Uint8Array): DomainEvent {
  return fromBinary(eventContract(type).schema, data);
}
