import { useInfiniteQuery } from '@tanstack/react-query';
import type { FeedItem, FeedPage } from '@studyhall/api-contracts/social';
import { getJson } from '../../../lib/api-client';

// GET /api/feed (spec §7); shapes from the API contract.

export type { FeedItem, FeedPage };

/** Newest first, 50 per page; the server's opaque cursor asks for the next page. */
export function useFeed() {
  return useInfiniteQuery({
    queryKey: ['/api/feed'],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      (await getJson<FeedPage>(pageParam ? `/api/feed?cursor=${encodeURIComponent(pageParam)}` : '/api/feed')) ?? { items: [], nextCursor: null },
    getNextPageParam: (last) => last.nextCursor,
  });
}
