import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import {
  FollowAcceptedSchema, FollowRejectedSchema, FollowRequestedSchema, UnfollowedSchema, type DomainEvent,
} from '@studyhall/contracts';
import type { FollowStatus, Relation } from './relations.js';

const schemas = {
  pending: FollowRequestedSchema,
  accepted: FollowAcceptedSchema,
  rejected: FollowRejectedSchema,
  unfollowed: UnfollowedSchema,
} as const;

/** The event that tells others a relation reached `status`. */
export function followEvent(relation: Relation, status: FollowStatus = relation.status): DomainEvent {
  return create(schemas[status], {
    relationId: relation.id,
    followerId: relation.followerId,
    followingId: relation.followingId,
    occurredAt: timestampFromDate(relation.updatedAt),
  });
}
