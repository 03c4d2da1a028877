// Browser setup for the e2e tests: Debian's Chromium driven by playwright-core (never a downloaded
// browser), a fresh profile per launch, and screenshots under e2e/screenshots/ (git-ignored).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const baseUrl = (process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const wideViewport = { width: 1440, height: 900 };
export const narrowViewport = { width: 390, height: 844 };

export type Browser = { context: BrowserContext; page: Page; close: () => Promise<void> };

/** A new browser with its own empty profile (no cookies shared between launches). */
export async function openBrowser(viewport = wideViewport): Promise<Browser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'studyhall-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    headless: true,
    viewport,
    baseURL: baseUrl,
  });
  context.setDefaultTimeout(15_000);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

const screenshotDir = resolve(import.meta.dirname, 'screenshots');

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** An e-mail no earlier run has used, so sign-up always creates a new account. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Fails fast with a clear message when nothing serves the app at the base URL. */
export async function assertAppIsServed(): Promise<void> {
  try {
    const res = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(5000) });
    const html = await res.text();
    if (!res.ok || !html.includes('id="root"')) throw new Error(`GET / answered ${res.status} without the app`);
  } catch (error) {
    throw new Error(`The web app is not served at ${baseUrl} (set E2E_BASE_URL): ${String(error)}`, {
      cause: error,
    });
  }
}
