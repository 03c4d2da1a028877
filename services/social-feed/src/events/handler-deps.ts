import type { UserProjection } from '../data/user-directory.js';
import type { FeedDeps } from '../domain/item-changes.js';
import type { RelationRepository } from '../domain/relations.js';

/** What the event handlers work with. */
export interface HandlerDeps extends FeedDeps {
  users: UserProjection;
  relations: RelationRepository;
}

/** Ids become map keys and Redis members: plain id characters only (no '.', '$' or spaces). */
export function isSafeId(id: string): boolean {
  return /^[\w-]{1,100}$/.test(id);
}
