import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '../../../lib/api-client';
import type { Lesson, MultiLessonQuizRequest, MultiLessonQuizResponse, UpdateLessonRequest } from '@studyhall/api-contracts/lessons';

// The study history's calls (spec §7): the list, multi-lesson quizzes, edit and delete.

export const historyQueryKey = ['/api/lessons/history'] as const;

export const historyQueryOptions = queryOptions({
  queryKey: historyQueryKey,
  queryFn: async () => (await getJson<Lesson[]>('/api/lessons/history')) ?? [],
});

export function useLessonHistory() {
  return useQuery(historyQueryOptions);
}

export async function generateMultiLessonQuiz(input: MultiLessonQuizRequest) {
  const res = await apiRequest('POST', '/api/quiz/multi-lesson', input);
  return (await res.json()) as MultiLessonQuizResponse;
}

export function useMultiLessonQuiz() {
  return useMutation({ mutationFn: generateMultiLessonQuiz });
}

const lessonUrl = (lessonId: string) => `/api/lessons/${encodeURIComponent(lessonId)}`;

/** The history is refetched after a change (spec §4); the dashboard's list shows the same lessons. */
function refetchLessons(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: historyQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['/api/lessons'] }),
  ]);
}

export async function updateLesson({ lessonId, ...body }: UpdateLessonRequest & { lessonId: string }) {
  await apiRequest('PATCH', lessonUrl(lessonId), body);
}

export function useUpdateLesson() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateLesson, onSuccess: () => refetchLessons(queryClient) });
}

export async function deleteLesson(lessonId: string) {
  await apiRequest('DELETE', lessonUrl(lessonId));
}

export function useDeleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLesson, onSuccess: () => refetchLessons(queryClient) });
}
