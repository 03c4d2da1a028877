import type { UserRepository, UserSearchHit } from './users.js';

export const maxSearchResults = 20;

/** People to connect with: a case-insensitive prefix of their email or username, never the caller. */
export async function searchUsers(users: UserRepository, callerId: string, query: string): Promise<UserSearchHit[]> {
  const prefix = query.trim();
  if (!prefix) return [];
  return users.searchByPrefix(prefix, callerId, maxSearchResults);
}
