import type { IncomingHttpHeaders } from 'node:http';
import type { ServiceName } from './route-table.js';

// Hop-by-hop headers belong to one connection, never to the next one (RFC 9110 §7.6.1).
const hopByHop = new Set([
  'connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer',
  'transfer-encoding', 'upgrade',
]);

// Identity is only ever what the gateway says it is: anything a client could use to claim one is
// dropped, as are forwarding headers the gateway sets itself.
const droppedRequestHeaders = new Set([
  ...hopByHop, 'host', 'authorization', 'forwarded', 'x-real-ip', 'x-forwarded-for', 'x-forwarded-proto',
  'x-forwarded-host', 'x-request-id',
]);
const droppedPrefixes = ['x-user', 'x-internal'];

export interface ForwardingFacts {
  service: ServiceName;
  requestId: string;
  clientIp: string;
  protocol: string;
  host: string;
  internalToken?: string;
}

/** The headers the upstream gets: the client's, minus identity and hop-by-hop ones, plus the gateway's. */
export function upstreamRequestHeaders(incoming: IncomingHttpHeaders, facts: ForwardingFacts): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const name in incoming) {
    const value = incoming[name];
    if (value === undefined || droppedRequestHeaders.has(name) || hasDroppedPrefix(name)) continue;
    // Only the auth service reads the session cookie (sign-out, rotation); others get identity by token.
    if (name === 'cookie' && facts.service !== 'auth') continue;
    headers[name] = value;
  }
  headers['x-request-id'] = facts.requestId;
  headers['x-forwarded-for'] = facts.clientIp;
  headers['x-forwarded-proto'] = facts.protocol;
  headers['x-forwarded-host'] = facts.host;
  if (facts.internalToken) headers.authorization = `Bearer ${facts.internalToken}`;
  return headers;
}

/** Response headers worth passing back to the browser (Set-Cookie included). */
export function isRelayedResponseHeader(name: string): boolean {
  return !hopByHop.has(name) && name !== 'x-request-id';
}

function hasDroppedPrefix(name: string): boolean {
  return droppedPrefixes.some((prefix) => name.startsWith(prefix));
}
