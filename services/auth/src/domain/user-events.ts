import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { UserProfileUpdatedSchema, UserRegisteredSchema, type DomainEvent } from '@studyhall/contracts';
import type { User } from './users.js';

export function userRegistered(user: User): DomainEvent {
  return create(UserRegisteredSchema, {
    ...publicProfile(user),
    email: user.email,
    occurredAt: timestampFromDate(user.createdAt),
  });
}

export function userProfileUpdated(user: User): DomainEvent {
  return create(UserProfileUpdatedSchema, { ...publicProfile(user), occurredAt: timestampFromDate(user.updatedAt) });
}

/** The fields both user events carry; proto strings have no null, so a missing value is empty. */
function publicProfile(user: User) {
  return {
    userId: user.id,
    username: user.username ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    profileImageUrl: user.profileImageUrl ?? '',
  };
}
