import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => vi.unstubAllGlobals());

describe('default query function', () => {
  it('GETs the query-key parts joined by a slash', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json({ quizzesCompleted: 2 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    const data = await client.fetchQuery({ queryKey: ['/api/lessons', 'l42', 'progress'] });
    expect(data).toEqual({ quizzesCompleted: 2 });
    expect(fetchMock).toHaveBeenCalledWith('/api/lessons/l42/progress', { credentials: 'include' });
  });

  it('does not retry a failed read', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('down', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/feed'] })).rejects.toThrow('503: down');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('serves cached data without asking the server again', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json([]));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['/api/homework'] });
    await client.fetchQuery({ queryKey: ['/api/homework'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('neither refetches on focus nor polls, and never retries a mutation', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity });
    expect(mutations).toMatchObject({ retry: false });
  });
});
