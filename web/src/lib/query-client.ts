import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getJson, type UnauthorizedBehavior } from './api-client';

/** The default read (spec §7): a GET on the query-key parts joined by '/', reading JSON. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return ({ queryKey }) => getJson<T>(queryKey.join('/'), { on401 });
}

// Spec §9: data is never stale, no refetch on focus, no polling, no automatic retries.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
