import { Pool } from 'undici';
import type { ServiceName } from './route-table.js';

export type Upstreams = Record<ServiceName, Pool> & { close: () => Promise<void> };

/**
 * One keep-alive connection pool per service. Idle connections are dropped before the services'
 * own 5 s keep-alive timeout, so the gateway never reuses a socket the service is closing.
 */
export function createUpstreams(urls: Record<ServiceName, string>, connectionsPerService = 128): Upstreams {
  const pools = Object.fromEntries(
    Object.entries(urls).map(([service, url]) => [
      service,
      new Pool(new URL(url).origin, { connections: connectionsPerService, keepAliveTimeout: 4_000, connectTimeout: 5_000 }),
    ]),
  ) as Record<ServiceName, Pool>;
  const close = async () => {
    await Promise.all(Object.values(pools).map((pool) => pool.close()));
  };
  return { ...pools, close };
}
