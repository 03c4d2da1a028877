import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAppIsServed, openBrowser, screenshot, uniqueEmail, type Browser } from './browser';

// One student's first visit: sign up, see the dashboard greet them by first name, sign out, and
// later get a clear error when the password is wrong.
describe('accounts in the browser', () => {
  let browser: Browser;
  const email = uniqueEmail('ada');
  const username = `ada_${Date.now().toString(36)}`;
  const password = 'correct-horse-battery';

  beforeAll(async () => {
    await assertAppIsServed();
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs up from the landing page and greets the student by first name', async () => {
    const { page } = browser;
    await page.goto('/');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/sign-in');

    await page.getByRole('tab', { name: 'Create account' }).click();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Username (optional)').fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByRole('heading', { name: 'Welcome back, Ada!' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('button', { name: 'Account menu' }).textContent()).resolves.toBe('AL');
    await screenshot(page, 'auth-1-dashboard-after-sign-up');
  });

  it('keeps the student signed in across a reload', async () => {
    const { page } = browser;
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome back, Ada!' }).waitFor();
  });

  it('signs out to the landing page, and the session is gone', async () => {
    const { page, context } = browser;
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();

    await page.getByRole('button', { name: 'Log In' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('heading', { name: /Welcome back/ }).count()).resolves.toBe(0);
    await screenshot(page, 'auth-2-landing-after-sign-out');

    const me = await context.request.get('/api/auth/user');
    expect(me.status()).toBe(401);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Log In' }).waitFor();
  });

  it('shows the error when the password is wrong', async () => {
    const { page } = browser;
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();

    const alert = page.getByRole('alert');
    await alert.waitFor();
    const message = (await alert.textContent()) ?? '';
    expect(message).toMatch(/\S/);
    expect(message).not.toMatch(/^\d{3}:|Could not sign in/); // the server's words, not a raw or network error
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    await screenshot(page, 'auth-3-wrong-password');
  });

  it('signs back in with the right password', async () => {
    const { page } = browser;
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Ada!' }).waitFor();
  });

  it('refuses an e-mail that already has an account, next to the e-mail field', async () => {
    const { page, context } = browser;
    await context.clearCookies(); // a second visitor, signed out
    await page.goto('/sign-in?mode=sign-up');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('An account with this email already exists').waitFor();
    await expect(page.getByLabel('Email').getAttribute('aria-invalid')).resolves.toBe('true');
    await screenshot(page, 'auth-4-email-taken');
  });

  it('refuses a username someone else has, next to the username field', async () => {
    const { page } = browser;
    await page.goto('/sign-in?mode=sign-up');
    await page.getByLabel('Username (optional)').fill(username.toUpperCase());
    await page.getByLabel('Email').fill(uniqueEmail('other'));
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    const usernameField = page.getByLabel('Username (optional)');
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await expect(usernameField.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByLabel('Email').getAttribute('aria-invalid')).resolves.toBe('false');
    await screenshot(page, 'auth-5-username-taken');
  });

  it('refuses a common password with the server’s reason under the password field', async () => {
    const { page } = browser;
    await page.goto('/sign-in?mode=sign-up');
    await page.getByLabel('Email').fill(uniqueEmail('weak'));
    await page.getByLabel('Password').fill('password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('This password is too common or too easy to guess.', { exact: false }).waitFor();
    await expect(page.getByLabel('Password').getAttribute('aria-invalid')).resolves.toBe('true');
    await screenshot(page, 'auth-6-common-password');
  });

  it('checks the password length before asking the server', async () => {
    const { page } = browser;
    const registerCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/register')) registerCalls.push(request.url());
    });
    await page.goto('/sign-in?mode=sign-up');
    await page.getByLabel('Email').fill(uniqueEmail('short'));
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    expect(registerCalls).toEqual([]);
  });
});
