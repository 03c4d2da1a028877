import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/** Who asked, as far as the gateway can tell: what it forwards to services and counts rate limits by. */
export interface ClientFacts {
  ip: string;
  protocol: string;
  host: string;
}

/**
 * The client's address, protocol and host. X-Forwarded-* headers are believed only when proxies are
 * trusted (TRUSTED_PROXY_HOPS > 0), and then only the last `hops` addresses of X-Forwarded-For: the
 * ones those proxies appended, not whatever the client wrote before them.
 */
export function clientFacts(req: IncomingMessage, trustedProxyHops: number): ClientFacts {
  const trusted = trustedProxyHops > 0;
  const socketIp = req.socket.remoteAddress ?? '';
  const forwardedIps = trusted ? commaSeparated(req.headers['x-forwarded-for']).slice(-trustedProxyHops) : [];
  const encrypted = (req.socket as Partial<TLSSocket>).encrypted === true;
  const forwardedProto = trusted ? commaSeparated(req.headers['x-forwarded-proto'])[0] : undefined;
  const forwardedHost = trusted ? commaSeparated(req.headers['x-forwarded-host'])[0] : undefined;
  return {
    ip: forwardedIps[0] ?? socketIp,
    protocol: encrypted ? 'https' : (forwardedProto ?? 'http'),
    host: forwardedHost ?? commaSeparated(req.headers.host)[0] ?? '',
  };
}

/** One cookie's raw value from a Cookie header, or '' when it is not there. */
export function cookieValue(header: string | undefined, name: string): string {
  if (!header) return '';
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return '';
}

function commaSeparated(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  const joined = Array.isArray(value) ? value.join(',') : value;
  return joined.split(',').map((part) => part.trim()).filter((part) => part.length > 0);
}
