import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientFacts, cookieValue } from './client-facts.js';

function request(headers: IncomingMessage['headers'], remoteAddress = '192.0.2.10', encrypted = false): IncomingMessage {
  return { headers, socket: { remoteAddress, encrypted } } as unknown as IncomingMessage;
}

describe('clientFacts', () => {
  it('believes nothing forwarded when no proxy is trusted', () => {
    const req = request({ host: 'studyhall.test', 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.test' });
    expect(clientFacts(req, 0)).toEqual({ ip: '192.0.2.10', protocol: 'http', host: 'studyhall.test' });
  });

  it('takes only the addresses the trusted proxies appended', () => {
    const req = request({ host: 'internal:8080', 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.2', 'x-forwarded-proto': 'https, http', 'x-forwarded-host': 'studyhall.test' });
    expect(clientFacts(req, 1)).toEqual({ ip: '10.0.0.2', protocol: 'https', host: 'studyhall.test' });
    expect(clientFacts(req, 2).ip).toBe('203.0.113.7');
  });

  it('falls back to the socket when a trusted proxy sent no X-Forwarded-For, and knows TLS by the socket', () => {
    expect(clientFacts(request({ host: 'studyhall.test' }, '192.0.2.99', true), 1)).toEqual({ ip: '192.0.2.99', protocol: 'https', host: 'studyhall.test' });
  });
});

describe('cookieValue', () => {
  it('finds one cookie among others, exactly by name', () => {
    expect(cookieValue('theme=dark; studyhall.sid=abc_DEF-123; other=1', 'studyhall.sid')).toBe('abc_DEF-123');
    expect(cookieValue('xstudyhall.sid=nope; studyhall.sid=yes', 'studyhall.sid')).toBe('yes');
    expect(cookieValue('theme=dark', 'studyhall.sid')).toBe('');
    expect(cookieValue(undefined, 'studyhall.sid')).toBe('');
  });
});
