// Our own FollowRequested/Accepted/Rejected and Unfollowed: the relation as it is now decides.
import type { EventHandler } from '@studyhall/platform/events';
import { applyRelationChange } from '../domain/relation-changes.js';
import type { HandlerDeps } from './handler-deps.js';

export function onFollowChanged(deps: HandlerDeps): EventHandler<{ relationId: string; $typeName: string }> {
  return async function onFollowChanged(event) {
    await applyRelationChange(deps, event.relationId);
  };
}
