import type { IncomingHttpHeaders } from 'node:http';
import type { ServiceName } from './route-table.js';

// Hop-by-hop headers belong to one connection, never to the next one (RFC 9110 §7.6.1).
const hopByHop = new Set([
  'connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer',
  'transfer-encoding', 'upgrade',
]);

// The client headers a service may need: content negotiation, the body's description, conditional
// and range requests, trace context, and the Idempotency-Key that lets a resent quiz answer count once. Anything else (identity claims, forwarding headers, a
// header some library might believe) stops here; the gateway sets identity and forwarding itself.
const forwardedRequestHeaders = new Set([
  'accept', 'accept-encoding', 'accept-language', 'content-type', 'content-length', 'content-encoding',
  'if-match', 'if-none-match', 'if-modified-since', 'if-unmodified-since', 'if-range', 'range',
  'user-agent', 'traceparent', 'tracestate', 'idempotency-key',
]);

export interface ForwardingFacts {
  service: ServiceName;
  requestId: string;
  protocol: string;
  host: string;
  internalToken?: string;
  /** The gateway's own span (tracing on): the service's span becomes its child, not the browser's. */
  traceparent?: string;
}

/**
 * The headers the upstream gets: the allowed client headers plus the gateway's own (request id,
 * protocol and host, the internal token with identity and client address). Only the auth service
 * gets the session cookie (sign-out, rotation); others learn who is asking from the token.
 */
export function upstreamRequestHeaders(incoming: IncomingHttpHeaders, facts: ForwardingFacts): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const name in incoming) {
    const value = incoming[name];
    if (value === undefined) continue;
    if (forwardedRequestHeaders.has(name) || (name === 'cookie' && facts.service === 'auth')) headers[name] = value;
  }
  headers['x-request-id'] = facts.requestId;
  headers['x-forwarded-proto'] = facts.protocol;
  headers['x-forwarded-host'] = facts.host;
  if (facts.traceparent) headers.traceparent = facts.traceparent;
  if (facts.internalToken) headers.authorization = `Bearer ${facts.internalToken}`;
  return headers;
}

/** Response headers worth passing back to the browser (Set-Cookie included). */
export function isRelayedResponseHeader(name: string): boolean {
  return !hopByHop.has(name) && name !== 'x-request-id';
}
