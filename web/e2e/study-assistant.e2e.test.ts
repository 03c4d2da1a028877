import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAppIsServed, narrowViewport, openBrowser, screenshot, uniqueEmail, type Browser } from './browser';

// A student asks the floating study assistant for help, reads the answer, and has it read aloud.
describe('study assistant in the browser', () => {
  let browser: Browser;
  let page: Page;
  const chatPosts: string[] = [];
  const question = 'Tell me a way to memorize these terms easier';

  const dialog = () => page.getByRole('dialog', { name: 'Study Assistant' });
  const input = () => dialog().getByRole('textbox', { name: 'Message the study assistant' });
  const sendButton = () => dialog().getByRole('button', { name: 'Send', exact: true });
  const bubbles = (role: 'user' | 'assistant') => dialog().locator(`[data-message-role="${role}"]`);

  beforeAll(async () => {
    await assertAppIsServed();
    browser = await openBrowser();
    page = browser.page;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/study-chat')) chatPosts.push(request.postData() ?? '');
    });
    await page.goto('/sign-in?mode=sign-up');
    await page.getByLabel('First name').fill('Marie');
    await page.getByLabel('Last name').fill('Curie');
    await page.getByLabel('Email').fill(uniqueEmail('marie'));
    await page.getByLabel('Password').fill('radium-and-polonium');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Marie!' }).waitFor();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens from the round button with the greeting and a hint', async () => {
    await page.getByRole('button', { name: 'Study Assistant' }).click();
    await dialog().waitFor();
    await dialog().getByText('Ask me anything about studying, memorization techniques, or understanding concepts better!').waitFor();
    await dialog().getByText("Hi! I'm your study assistant. How can I help you today?").waitFor();
    await dialog().getByText(`Try asking: "${question}"`).waitFor();
    await expect(input().getAttribute('placeholder')).resolves.toBe('Ask me anything...');
    await screenshot(page, 'assistant-1-empty');
  });

  it('keeps Send disabled while the message is blank', async () => {
    await expect(sendButton().isDisabled()).resolves.toBe(true);
    await input().fill('   \n  ');
    await expect(sendButton().isDisabled()).resolves.toBe(true);
    await input().press('Enter');
    await input().fill('');
    expect(chatPosts).toEqual([]);
  });

  it('starts a new line on Shift+Enter without sending', async () => {
    await input().pressSequentially('First line');
    await input().press('Shift+Enter');
    await input().pressSequentially('second line');
    await expect(input().inputValue()).resolves.toBe('First line\nsecond line');
    await expect(sendButton().isEnabled()).resolves.toBe(true);
    expect(chatPosts).toEqual([]);
    await expect(bubbles('user').count()).resolves.toBe(0);
    await input().fill('');
  });

  it('sends on Enter, shows the question on the right at once and the answer on the left', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/study-chat', async (route) => {
      await held;
      await route.continue();
    });
    try {
      await input().fill(question);
      await input().press('Enter');
      await bubbles('user').getByText(question).waitFor();
      await expect(input().inputValue()).resolves.toBe('');
      await dialog().getByRole('progressbar', { name: 'Waiting for the study assistant' }).waitFor();
      await input().fill('A second question while waiting');
      await expect(sendButton().isDisabled()).resolves.toBe(true);
      await input().press('Enter');
      await screenshot(page, 'assistant-2-waiting');
      release();
      await bubbles('assistant').first().waitFor();
    } finally {
      release();
      await page.unroute('**/api/study-chat');
    }
    expect(chatPosts.map((body) => JSON.parse(body))).toEqual([{ messages: [{ role: 'user', content: question }] }]);
    await expect(input().inputValue()).resolves.toBe('A second question while waiting');
    const answer = (await bubbles('assistant').first().innerText()).trim();
    expect(answer.replace(/Study Assistant said:|Read aloud/g, '').trim().length).toBeGreaterThan(20);
    const log = dialog().getByRole('log', { name: 'Conversation' });
    await expect(sideOf(bubbles('user').first(), log)).resolves.toBe('right');
    await expect(sideOf(bubbles('assistant').first(), log)).resolves.toBe('left');
    await input().fill('');
    await screenshot(page, 'assistant-3-answer');
  });

  it('reads the answer aloud, and stops on a second click', async () => {
    const reply = bubbles('assistant').first();
    await reply.getByRole('button', { name: 'Read aloud' }).click();
    await reply.getByRole('button', { name: 'Stop' }).waitFor();
    const audio = reply.getByTestId('read-aloud-audio');
    await audio.evaluate(
      (el: HTMLAudioElement) =>
        new Promise<void>((resolve) => {
          const check = () => ((el.currentTime > 0 && !el.paused) || el.ended ? resolve() : setTimeout(check, 50));
          check();
        }),
    );
    const playing = await audio.evaluate((el: HTMLAudioElement) => ({
      duration: el.duration,
      played: el.played.length,
      src: el.src,
    }));
    expect(playing.duration).toBeGreaterThan(0);
    expect(Number.isFinite(playing.duration)).toBe(true);
    expect(playing.played).toBeGreaterThan(0);
    expect(playing.src).toMatch(/^blob:/);
    await screenshot(page, 'assistant-4-reading-aloud');

    const stop = reply.getByRole('button', { name: 'Stop' });
    if (await stop.isVisible()) await stop.click();
    await reply.getByRole('button', { name: 'Read aloud' }).waitFor();
    await expect(audio.evaluate((el: HTMLAudioElement) => el.paused)).resolves.toBe(true);
    const urlState = await audio.evaluate((el: HTMLAudioElement) => fetch(el.src).then(() => 'alive', () => 'revoked'));
    expect(urlState).toBe('revoked');
  });

  it("keeps the question and shows the server's message when the chat fails", async () => {
    await page.route('**/api/study-chat', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'The assistant is resting.' }) }),
    );
    try {
      await input().fill('Why do I forget things?');
      await sendButton().click();
      // The dialog hides the page (toasts included) from screen readers, so look for the toast by
      // its text, and for the dialog's own announcement by role.
      const toast = page.locator('[data-variant="destructive"]', { hasText: 'The assistant is resting.' });
      await toast.waitFor();
      await expect(toast.getByText('Error', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(dialog().getByRole('alert').textContent()).resolves.toBe('The assistant is resting.');
      await bubbles('user').getByText('Why do I forget things?').waitFor();
      await expect(bubbles('assistant').count()).resolves.toBe(1);
      await expect(sendButton().isDisabled()).resolves.toBe(true); // blank again, nothing pending
      await screenshot(page, 'assistant-5-error-toast');
    } finally {
      await page.unroute('**/api/study-chat');
    }
  });

  it('says so when the reply is empty', async () => {
    await page.route('**/api/study-chat', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }));
    try {
      await input().fill('Anything?');
      await input().press('Enter');
      const toast = page.locator('[data-variant="destructive"]', { hasText: 'Received empty response from study assistant.' });
      await toast.waitFor();
      await expect(toast.getByText('Error', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(bubbles('user').count()).resolves.toBe(3);
    } finally {
      await page.unroute('**/api/study-chat');
    }
  });

  it('logs a speech failure and returns the button to idle', async () => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/api/text-to-speech', (route) => route.fulfill({ status: 500, body: 'down' }));
    try {
      const reply = bubbles('assistant').first();
      await reply.getByRole('button', { name: 'Read aloud' }).click();
      await expect.poll(() => errors.includes('Failed to generate speech')).toBe(true);
      await reply.getByRole('button', { name: 'Read aloud' }).waitFor();
    } finally {
      await page.unroute('**/api/text-to-speech');
    }
  });

  it('forgets the conversation when the dialog closes', async () => {
    await dialog().getByRole('button', { name: 'Close' }).click();
    await dialog().waitFor({ state: 'hidden' });
    // The last error toast sits over the round button until it closes; dismiss it as a student would.
    const toastClose = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('button', { name: 'Close' });
    if (await toastClose.isVisible()) await toastClose.click();
    await page.getByRole('button', { name: 'Study Assistant' }).click();
    await dialog().getByText("Hi! I'm your study assistant. How can I help you today?").waitFor();
    await expect(bubbles('user').count()).resolves.toBe(0);
  });

  it('fills a phone screen, with the question still on the right', async () => {
    await page.setViewportSize(narrowViewport);
    await input().fill('How long should I study at once?');
    await input().press('Enter');
    await bubbles('assistant').first().waitFor();
    const box = await dialog().getByRole('log', { name: 'Conversation' }).boundingBox();
    expect(box?.width).toBeGreaterThan(narrowViewport.width * 0.8);
    const log = dialog().getByRole('log', { name: 'Conversation' });
    await expect(sideOf(bubbles('user').first(), log)).resolves.toBe('right');
    await screenshot(page, 'assistant-6-phone');
  });
});

/** Which side of the conversation a message sits on: the side with less space next to it. */
async function sideOf(bubble: Locator, log: Locator): Promise<'left' | 'right'> {
  const b = await bubble.boundingBox();
  const l = await log.boundingBox();
  if (!b || !l) throw new Error('message or conversation not on screen');
  const leftGap = b.x - l.x;
  const rightGap = l.x + l.width - (b.x + b.width);
  return leftGap < rightGap ? 'left' : 'right';
}
