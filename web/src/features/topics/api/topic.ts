import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import type { Lesson, Topic } from '@studyhall/api-contracts/lessons';

// GET /api/topics/{id} and GET /api/topics/{id}/lessons (spec §7).

const topicUrl = (topicId: string) => `/api/topics/${encodeURIComponent(topicId)}`;

export const topicQueryOptions = (topicId: string) =>
  queryOptions({
    queryKey: ['/api/topics', topicId],
    queryFn: async () => (await getJson<Topic>(topicUrl(topicId)))!,
  });

export function useTopic(topicId: string) {
  return useQuery(topicQueryOptions(topicId));
}

export const topicLessonsQueryOptions = (topicId: string) =>
  queryOptions({
    queryKey: ['/api/topics', topicId, 'lessons'],
    queryFn: async () => (await getJson<Lesson[]>(`${topicUrl(topicId)}/lessons`)) ?? [],
  });

export function useLessons(topicId: string) {
  return useQuery(topicLessonsQueryOptions(topicId));
}
