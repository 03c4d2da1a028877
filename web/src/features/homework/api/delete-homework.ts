import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { homeworkQueryKey } from './get-homework';

// DELETE /api/homework/{id} (spec §7); then the history is refreshed.
export async function deleteHomework(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/homework/${encodeURIComponent(id)}`);
}

export function useDeleteHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHomework,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homeworkQueryKey }),
  });
}
