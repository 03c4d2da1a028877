import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { UserProfileUpdatedSchema, UserRegisteredSchema, type DomainEvent } from '@studyhall/contracts';
import type { User } from './users.js';

export function userRegistered(user: User): DomainEvent {
  return create(UserRegisteredSchema, {
    userId: user.id,
    email: user.email,
    username: user.username ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    profileImageUrl: user.profileImageUrl ?? '',
    occurredAt: timestampFromDate(user.createdAt),
  });
}

export function userProfileUpdated(user: User): DomainEvent {
  return create(UserProfileUpdatedSchema, {
    userId: user.id,
    username: user.username ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    profileImageUrl: user.profileImageUrl ?? '',
    occurredAt: timestampFromDate(user.updatedAt),
  });
}
