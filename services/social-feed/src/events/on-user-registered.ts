import type { EventHandler } from '@studyhall/platform/events';
import type { UserProfileUpdated, UserRegistered } from '@studyhall/contracts';
import type { HandlerDeps } from './handler-deps.js';

const orNull = (text: string) => text || null;

export function onUserRegistered(deps: HandlerDeps): EventHandler<UserRegistered> {
  return async function onUserRegistered(event) {
    await deps.users.save({
      id: event.userId,
      email: event.email,
      username: orNull(event.username),
      firstName: orNull(event.firstName),
      lastName: orNull(event.lastName),
    });
  };
}

export function onUserProfileUpdated(deps: HandlerDeps): EventHandler<UserProfileUpdated> {
  return async function onUserProfileUpdated(event) {
    await deps.users.save({ id: event.userId, username: orNull(event.username), firstName: orNull(event.firstName), lastName: orNull(event.lastName) });
  };
}
