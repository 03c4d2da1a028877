import type { UserRepository, UserSearchHit } from './users.js';

export const maxSearchResults = 20;

/** User ids whose username starts with a prefix, in username order. */
export interface UsernameDirectory {
  startingWith(prefix: string, limit: number): Promise<string[]>;
}

export interface SearchDeps {
  users: UserRepository;
  usernames: UsernameDirectory;
}

/**
 * People to connect with, without handing out e-mail addresses (students may be minors): an e-mail
 * matches only when typed in full, and then it is shown (the searcher knew it); usernames match by
 * prefix and come with their e-mail masked. Never the caller.
 */
export async function searchUsers(deps: SearchDeps, callerId: string, query: string): Promise<UserSearchHit[]> {
  const text = query.trim();
  if (!text) return [];
  if (text.includes('@')) {
    const user = await deps.users.findByEmail(text);
    return user && user.id !== callerId ? [{ id: user.id, username: user.username, email: user.email }] : [];
  }
  const ids = (await deps.usernames.startingWith(text, maxSearchResults + 1)).filter((id) => id !== callerId);
  const users = await Promise.all(ids.slice(0, maxSearchResults).map((id) => deps.users.findById(id)));
  return users.flatMap((user) => (user?.username ? [{ id: user.id, username: user.username, email: maskEmail(user.email) }] : []));
}

/** `maria@example.org` → `m•••@example.org`: enough to recognise, not enough to write to. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
