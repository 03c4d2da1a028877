import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, testConfig, type TestGateway } from './testing/harness.js';

let webDist: string;
let gateway: TestGateway;
const html = { accept: 'text/html,application/xhtml+xml' };

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'studyhall-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'index-4f2a9c.js'), 'console.log("app")');
  writeFileSync(join(webDist, 'favicon.svg'), '<svg/>');
  gateway = await startGateway(testConfig({}, { WEB_DIST_DIR: webDist }));
});

afterAll(async () => {
  await gateway.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('built web app', () => {
  it('serves hashed assets with long-lived caching', async () => {
    const response = await fetch(`${gateway.url}/assets/index-4f2a9c.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log("app")');
  });

  it('serves index.html for browser navigations to app routes, revalidated every time', async () => {
    for (const path of ['/', '/dashboard', '/lesson/42']) {
      const response = await fetch(gateway.url + path, { headers: html });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('does not answer missing files or /api paths with the app', async () => {
    expect((await fetch(`${gateway.url}/assets/missing.js`)).status).toBe(404);
    const api = await fetch(`${gateway.url}/api/nope`, { headers: html });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'No API route for GET /api/nope' });
  });

  it('never serves files outside the build directory', async () => {
    // fetch would normalise the path; a raw request keeps the encoded traversal as sent.
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      get(`${gateway.url}/..%2f..%2f..%2f..%2fetc%2fpasswd`, resolve).on('error', reject);
    });
    response.resume();
    expect(response.statusCode).toBe(404);
  });
});
