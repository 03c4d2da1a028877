import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '../../../lib/api-client';
import type { Lesson } from '@studyhall/api-contracts/lessons';

// GET /api/lessons and PATCH /api/lessons/{id}/privacy (spec §7).

export const lessonsQueryKey = ['/api/lessons'] as const;

export async function getLessons(): Promise<Lesson[]> {
  return (await getJson<Lesson[]>('/api/lessons')) ?? [];
}

export const lessonsQueryOptions = queryOptions({ queryKey: lessonsQueryKey, queryFn: getLessons });

export function useLessons() {
  return useQuery(lessonsQueryOptions);
}

export type PrivacyChange = { lessonId: string; isPublic: boolean };

export async function setLessonPrivacy({ lessonId, isPublic }: PrivacyChange): Promise<void> {
  await apiRequest('PATCH', `/api/lessons/${encodeURIComponent(lessonId)}/privacy`, { isPublic });
}

/** On success the lesson list is fetched again (spec §7), so the switch shows the server's state. */
export function useSetLessonPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLessonPrivacy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lessonsQueryKey }),
  });
}
