import type { StudentAchievement } from '@studyhall/api-contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import type { User } from '../../../lib/auth';

// GET /api/users/{id}/achievements: the catalogue, each unlocked (with when) or not yet.

/**
 * Achievements are written on the user's own record together with score and streak, which moves
 * its updatedAt; keyed by it, the list is read again exactly when the signed-in user (re-read after
 * Finish) shows a change, with the spec §9 no-polling settings untouched.
 */
export const achievementsQueryOptions = (user: Pick<User, 'id' | 'updatedAt'>) =>
  queryOptions({
    queryKey: ['/api/users', user.id, 'achievements', user.updatedAt],
    queryFn: async () => (await getJson<StudentAchievement[]>(`/api/users/${encodeURIComponent(user.id)}/achievements`)) ?? [],
    placeholderData: (previous) => previous,
  });

export function useAchievements(user: Pick<User, 'id' | 'updatedAt'>) {
  return useQuery(achievementsQueryOptions(user));
}
