import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { homeworkQueryKey } from './get-homework';
import type { GradeLevel, SolvedHomework } from './homework-types';

// POST /api/homework/solve (spec §7): multipart file, gradeLevel, title; then the history is refreshed.
export type SolveHomeworkInput = { file: File; gradeLevel: GradeLevel; title: string };

export async function solveHomework({ file, gradeLevel, title }: SolveHomeworkInput): Promise<SolvedHomework> {
  const form = new FormData();
  form.append('file', file);
  form.append('gradeLevel', gradeLevel);
  form.append('title', title);
  const res = await apiRequest('POST', '/api/homework/solve', form);
  return (await res.json()) as SolvedHomework;
}

export function useSolveHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: solveHomework,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homeworkQueryKey }),
  });
}
