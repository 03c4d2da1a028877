import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import type { Lesson } from '@studyhall/api-contracts/lessons';

// GET /api/lessons/{id} (spec §7): another user's private lesson answers 404 like a missing one.

export const lessonQueryOptions = (lessonId: string) =>
  queryOptions({
    queryKey: ['/api/lessons', lessonId],
    queryFn: async () => (await getJson<Lesson>(`/api/lessons/${encodeURIComponent(lessonId)}`))!,
  });

export function useLesson(lessonId: string) {
  return useQuery(lessonQueryOptions(lessonId));
}
