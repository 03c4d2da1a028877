import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { homeworkQueryKey } from './get-homework';
import type { Homework } from './homework-types';

// PATCH /api/homework/{id}/privacy {isPublic}: sharing to followers' feeds, like lessons (spec §7).
export type HomeworkPrivacyInput = { id: string; isPublic: boolean };

export async function updateHomeworkPrivacy({ id, isPublic }: HomeworkPrivacyInput): Promise<Homework> {
  const res = await apiRequest('PATCH', `/api/homework/${encodeURIComponent(id)}/privacy`, { isPublic });
  return (await res.json()) as Homework;
}

export function useUpdateHomeworkPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHomeworkPrivacy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homeworkQueryKey }),
  });
}
