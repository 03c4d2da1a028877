import { Pool } from 'undici';
import type { ServiceName } from './route-table.js';

export type Upstreams = Record<ServiceName, Pool> & { close: () => Promise<void> };

/**
 * One keep-alive connection pool per service. The gateway drops idle connections after 4 s at most,
 * whatever the service's Keep-Alive header offers (keepAliveMaxTimeout), far inside the services'
 * own 65 s (platform service-runner): a socket is never reused when the service may be closing it,
 * not even after the service was stalled for tens of seconds with the request waiting unread.
 */
export function createUpstreams(urls: Record<ServiceName, string>, connectionsPerService = 128): Upstreams {
  const pools = Object.fromEntries(
    Object.entries(urls).map(([service, url]) => [
      service,
      new Pool(new URL(url).origin, {
        connections: connectionsPerService,
        keepAliveTimeout: 4_000,
        keepAliveMaxTimeout: 4_000,
        connectTimeout: 5_000,
      }),
    ]),
  ) as Record<ServiceName, Pool>;
  const close = async () => {
    await Promise.all(Object.values(pools).map((pool) => pool.close()));
  };
  return { ...pools, close };
}
