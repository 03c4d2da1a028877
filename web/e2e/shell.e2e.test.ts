import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertAppIsServed,
  narrowViewport,
  openBrowser,
  screenshot,
  uniqueEmail,
  wideViewport,
  type Browser,
} from './browser';

// The app's frame: unknown addresses, every screen of the spec reachable, the sidebar only on
// large screens.
describe('app shell in the browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    await assertAppIsServed();
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows Page Not Found for an unknown path', async () => {
    const { page } = browser;
    await page.goto('/no-such-page/at-all');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await expect(page.title()).resolves.toContain('Page Not Found');
    await screenshot(page, 'shell-1-not-found');
  });

  it('shows a full-screen spinner until it knows who is signed in', async () => {
    const { page } = browser;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/user', async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto('/');
      await page.getByRole('progressbar', { name: 'Loading StudyHall' }).waitFor();
      await expect(page.getByRole('button', { name: 'Log In' }).count()).resolves.toBe(0);
      release();
      await page.getByRole('button', { name: 'Log In' }).waitFor();
      await expect(page.getByRole('progressbar').count()).resolves.toBe(0);
    } finally {
      release();
      await page.unroute('**/api/auth/user');
    }
  });

  it('shows only the landing page to a signed-out visitor', async () => {
    const { page } = browser;
    await page.goto('/');
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    for (const blurb of ['AI-Powered Quizzes', 'Track Progress', 'Earn Achievements']) {
      await expect(page.getByRole('heading', { name: blurb }).isVisible()).resolves.toBe(true);
    }
    await expect(page.getByRole('navigation', { name: 'Sidebar' }).count()).resolves.toBe(0);
    await screenshot(page, 'shell-2-landing');
  });

  it('signs in through the API and opens every screen of the spec', async () => {
    const { page, context } = browser;
    const email = uniqueEmail('grace');
    const res = await context.request.post('/api/auth/register', {
      data: { email, password: 'analytical-engine', firstName: 'Grace', lastName: 'Hopper' },
    });
    expect(res.status()).toBe(201);

    const screens: [string, string][] = [
      ['/dashboard', 'Welcome back, Grace!'],
      ['/topic/t1', 'Topic'],
      ['/lesson/l1', 'Lesson Not Found'],
      ['/quiz/l1', 'Progressive Quiz'],
      ['/custom-quiz', 'Generate Lesson & Quiz'],
      ['/lesson-history', 'Study History & Multi-Lesson Quizzes'],
      ['/homegen', 'HomeGen - AI Homework Solver'],
      ['/social', 'Connect with Students'],
      ['/feed', 'Your Feed'],
      ['/content', 'Content Management'],
    ];
    for (const [path, heading] of screens) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      await expect(page.getByRole('button', { name: 'Study Assistant' }).isVisible()).resolves.toBe(true);
    }
  });

  it('shows the sidebar on a wide screen', async () => {
    const { page } = browser;
    await page.setViewportSize(wideViewport);
    await page.goto('/dashboard');
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await sidebar.waitFor({ state: 'visible' });
    for (const item of ['Dashboard', 'Generate Lesson & Quiz', 'HomeGen', 'Connect with Students', 'Your Feed', 'Study History']) {
      await expect(sidebar.getByRole('link', { name: item, exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(sidebar.getByText('How it works').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Open menu' }).isVisible()).resolves.toBe(false);
    await screenshot(page, 'shell-3-wide-with-sidebar');
  });

  it('hides the sidebar on a narrow screen and offers the same links from the menu', async () => {
    const { page } = browser;
    await page.setViewportSize(narrowViewport);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Welcome back, Grace!' }).waitFor();
    await expect(page.getByRole('navigation', { name: 'Sidebar' }).isVisible()).resolves.toBe(false);
    await screenshot(page, 'shell-4-narrow-without-sidebar');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('link', { name: 'HomeGen' }).click();
    await page.getByRole('heading', { name: 'HomeGen - AI Homework Solver' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/homegen');
  });

  it('keeps the header links and the upload card inside a phone screen', async () => {
    const { page } = browser;
    await page.setViewportSize(narrowViewport);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
    const header = page.getByRole('navigation', { name: 'Header' });
    await expect(header.getByRole('link', { name: 'Dashboard' }).isVisible()).resolves.toBe(true);
    await header.getByRole('link', { name: 'Generate Quiz' }).click();
    await page.getByRole('heading', { name: 'Step 1: Upload Study Material' }).waitFor();
    await screenshot(page, 'shell-5-narrow-custom-quiz');

    // The file picker must not push the card's contents past its right edge.
    const card = await page.locator('.MuiCard-root').first().boundingBox();
    const theme = await page.getByRole('combobox', { name: 'Word Problem Theme' }).boundingBox();
    expect(theme!.x + theme!.width).toBeLessThan(card!.x + card!.width - 8);
  });
});
