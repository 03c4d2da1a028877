import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessageOf, getJson } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

import type { FollowRelation, Person } from '@studyhall/api-contracts/social';

// Spec §7 social calls; shapes from the API contract.

export type { FollowRelation, Person };

export const followersQuery = queryOptions<FollowRelation[]>({ queryKey: ['/api/followers'] });
export const followingQuery = queryOptions<FollowRelation[]>({ queryKey: ['/api/following'] });
export const pendingQuery = queryOptions<FollowRelation[]>({ queryKey: ['/api/follow/requests/pending'] });

const searchKey = '/api/users/search';

/** People search; runs only for a non-empty query (spec §5). */
export function useUserSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: [searchKey, q],
    queryFn: async () => (await getJson<Person[]>(`${searchKey}?q=${encodeURIComponent(q)}`)) ?? [],
    enabled: q.length > 0,
  });
}

export function useSendFollowRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (followingId: string) => apiRequest('POST', '/api/follow/request', { followingId }),
    onSuccess: () => {
      toast({ title: 'Follow request sent!' });
      void client.invalidateQueries({ queryKey: [searchKey] });
      void client.invalidateQueries({ queryKey: followingQuery.queryKey });
    },
    onError: (error) => toast({ title: 'Error sending request', description: errorMessageOf(error, 'Error sending request'), variant: 'destructive' }),
  });
}

export function useAnswerRequest(answer: 'accept' | 'reject') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => apiRequest('POST', `/api/follow/${answer}/${encodeURIComponent(requestId)}`),
    onSuccess: () => {
      toast({ title: answer === 'accept' ? 'Follow request accepted!' : 'Follow request rejected' });
      void client.invalidateQueries({ queryKey: pendingQuery.queryKey });
      if (answer === 'accept') void client.invalidateQueries({ queryKey: followersQuery.queryKey });
    },
  });
}

export function useUnfollow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (followingId: string) => apiRequest('DELETE', `/api/follow/${encodeURIComponent(followingId)}`),
    onSuccess: () => {
      toast({ title: 'Unfollowed successfully' });
      void client.invalidateQueries({ queryKey: followingQuery.queryKey });
    },
  });
}
