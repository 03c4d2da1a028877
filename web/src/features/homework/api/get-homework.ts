import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import type { Homework } from './homework-types';

// GET /api/homework (spec §7): the student's homework history, newest first.
export const homeworkQueryKey = ['/api/homework'] as const;

export async function getHomework(): Promise<Homework[]> {
  return (await getJson<Homework[]>('/api/homework')) ?? [];
}

export const homeworkQueryOptions = queryOptions({ queryKey: homeworkQueryKey, queryFn: getHomework });

export function useHomework() {
  return useQuery(homeworkQueryOptions);
}
