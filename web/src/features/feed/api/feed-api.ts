import { useInfiniteQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

// GET /api/feed (spec §7): shapes as in the API contract (services/api-contracts social.ts).

export type FeedItem = {
  id: string;
  type: 'lesson' | 'homework';
  title: string;
  content: string;
  createdAt: string;
  user: { username: string | null; email: string };
  wordProblemTheme?: string | null;
  sourceFileName?: string | null;
  gradeLevel?: string | null;
};

export type FeedPage = { items: FeedItem[]; nextCursor: string | null };

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
