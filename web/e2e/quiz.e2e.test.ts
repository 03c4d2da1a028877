import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAppIsServed, openBrowser, screenshot, uniqueEmail, type Browser } from './browser';

// A student's own lesson (created through the API), one full progressive quiz on it: a lost reply
// resent without counting twice, a miss and its fill-in retry, Finish Quiz after 10 answers, the
// lesson's progress bar moving, the score, streak, rank and achievements on the dashboard that auth
// keeps from the quiz events; four more quizzes complete the lesson.
describe('progressive quiz on a new lesson, then the student standing', () => {
  let browser: Browser;
  let page: Page;
  let lessonId = '';
  const title = `Fractions Drill ${Date.now().toString(36)}`;
  /** The Idempotency-Key of every answer and Finish the browser sent, in order. */
  const sentKeys: string[] = [];

  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const progressBar = () => page.getByRole('progressbar', { name: 'Quizzes completed' });

  /** Answers the question on screen: option n (cycling, so some miss) or a typed number for fill-in. */
  async function answer(n: number): Promise<string> {
    const options = page.getByRole('radio');
    const count = await options.count();
    if (count > 0) await options.nth(n % count).check();
    else await page.getByLabel('Your answer').fill(String(n));
    await button('Submit Answer').click();
    return (await page.getByTestId('answer-result').getByRole('status').innerText()).trim();
  }

  beforeAll(async () => {
    await assertAppIsServed();
    browser = await openBrowser();
    page = browser.page;
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/quiz-sessions\/[^/]+\/(answer|complete)$/.test(request.url())) {
        sentKeys.push(request.headers()['idempotency-key'] ?? '');
      }
    });
    await page.goto('/sign-in?mode=sign-up');
    await page.getByLabel('First name').fill('Emmy');
    await page.getByLabel('Last name').fill('Noether');
    await page.getByLabel('Email').fill(uniqueEmail('emmy-quiz'));
    await page.getByLabel('Password').fill('Invariant-Rings-1915');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Emmy!' }).waitFor();
    const created = await page.request.post('/api/lessons', {
      data: {
        topicId: 'topic-fractions',
        title,
        content: 'To add fractions with the same denominator, add the numerators: 1/5 + 2/5 = 3/5. To compare fractions, write them over a common denominator: 1/2 = 2/4, so 3/4 is larger than 1/2.',
      },
    });
    expect(created.status()).toBe(201);
    lessonId = ((await created.json()) as { id: string }).id;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('starts at 0 of 5 quizzes on the start screen', async () => {
    await page.goto(`/quiz/${lessonId}`);
    await page.getByRole('heading', { level: 1, name: `${title} - Progressive Quiz` }).waitFor();
    await page.getByText('Quizzes completed: 0/5').waitFor();
    await expect(progressBar().getAttribute('aria-valuenow')).resolves.toBe('0');
    await expect(page.getByText('Lesson Completed!').count()).resolves.toBe(0);
    await screenshot(page, 'quiz-web-1-start');
  });

  it('takes 10 questions with a missed one retried as a fill-in, then offers Finish Quiz', async () => {
    await button('Start New Quiz').click();
    await page.getByText('Difficulty: Beginner').waitFor();
    await screenshot(page, 'quiz-web-2-question');
    // The first answer reaches the server but its reply is lost; the student presses Submit again.
    await page.route('**/api/quiz-sessions/*/answer', async (route) => {
      await route.fetch();
      await route.abort('failed');
    }, { times: 1 });
    await page.getByRole('radio').first().check();
    await button('Submit Answer').click();
    await page.getByText('Failed to submit answer', { exact: true }).waitFor();
    await button('Submit Answer').click();
    let verdict = (await page.getByTestId('answer-result').getByRole('status').innerText()).trim();
    expect(sentKeys).toHaveLength(2);
    expect(sentKeys[1]).toBe(sentKeys[0]);
    let retried = false;
    for (let n = 1; n <= 10; n++) {
      if (n > 1) {
        await expect(button('Submit Answer').isDisabled()).resolves.toBe(true);
        verdict = await answer(n);
      }
      expect(['Correct!', 'Incorrect']).toContain(verdict);
      if (n === 10) break;
      if (await button('Try Again').isVisible()) {
        expect(verdict).toBe('Incorrect');
        if (!retried) await screenshot(page, 'quiz-web-3-incorrect');
        await button('Try Again').click();
        await page.getByText('Retry Question - Fill in the blank!').waitFor();
        await page.getByLabel('Your answer').waitFor();
        if (!retried) await screenshot(page, 'quiz-web-4-retry');
        retried = true;
      } else {
        await expect(button('Finish Quiz').count()).resolves.toBe(0);
        await button('Next Question').click();
      }
    }
    expect(retried).toBe(true);
    // 11 answers sent (one of them twice under one key); the service stored 10.
    expect(sentKeys).toHaveLength(11);
    expect(new Set(sentKeys).size).toBe(10);
    const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
    const attempts = (await (await page.request.get(`/api/users/${me.id}/quiz-attempts`)).json()) as unknown[];
    expect(attempts).toHaveLength(10);
    await page.getByText("You've answered 10 questions!").waitFor();
    await screenshot(page, 'quiz-web-5-finish');
  });

  it('finishes to the dashboard, where streak and rank arrive without a reload, and the progress bar moved', async () => {
    await button('Finish Quiz').click();
    await page.getByRole('heading', { name: 'Welcome back, Emmy!' }).waitFor();
    // auth counts the quiz from its Kafka event a moment after Finish; the page catches up by itself.
    const stats = page.getByLabel('Your progress');
    await expect
      .poll(() => stats.innerText(), { timeout: 10_000, interval: 250 })
      .toMatch(/Day Streak\s*1[\s\S]*Global Rank\s*#\d+/);
    // The first quiz unlocks First Steps, shown with the standing (same write in auth, same catch-up).
    await page.getByRole('listitem', { name: 'First Steps: unlocked' }).waitFor({ timeout: 10_000 });
    await page.getByRole('listitem', { name: 'Lesson Mastered: locked' }).waitFor();
    await screenshot(page, 'quiz-web-6-dashboard');
    await page.goto(`/quiz/${lessonId}`);
    await page.getByText('Quizzes completed: 1/5').waitFor();
    await expect(progressBar().getAttribute('aria-valuenow')).resolves.toBe('20');
  });

  it('shows Lesson Completed! after the fifth quiz, and Lesson Mastered on the dashboard', async () => {
    for (let quiz = 2; quiz <= 5; quiz++) await quizThroughApi();
    await page.goto(`/quiz/${lessonId}`);
    await page.getByText('Quizzes completed: 5/5').waitFor();
    await page.getByText('Lesson Completed!').waitFor();
    await expect(progressBar().getAttribute('aria-valuenow')).resolves.toBe('100');
    await screenshot(page, 'quiz-web-7-lesson-completed');
    // Counted from Kafka events a moment later: reopen the dashboard until it shows (bounded).
    await expect
      .poll(async () => {
        await page.goto('/');
        await page.getByText(/\d+ of \d+ unlocked/).waitFor();
        return page.getByRole('listitem', { name: 'Lesson Mastered: unlocked' }).count();
      }, { timeout: 15_000, interval: 500 })
      .toBe(1);
    await screenshot(page, 'quiz-web-8-achievements');
    await expect(page.getByRole('listitem', { name: 'All-Rounder: locked' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Show all 10' }).click();
    await page.getByRole('listitem', { name: 'All-Rounder: locked' }).waitFor();
    await screenshot(page, 'quiz-web-9-all-achievements');
  });

  /** One more quiz on the lesson as the browser would send it: start, 10 answers, Finish. */
  async function quizThroughApi(): Promise<void> {
    const started = await page.request.post('/api/quiz-sessions/start', { data: { lessonId, timeZone: 'UTC' } });
    expect(started.status()).toBe(201);
    const { sessionId } = (await started.json()) as { sessionId: string };
    for (let n = 0; n < 10; n++) {
      const answered = await page.request.post(`/api/quiz-sessions/${sessionId}/answer`, {
        data: { userAnswer: '0', timeSpent: 30 },
        headers: { 'Idempotency-Key': `${sessionId}:${n}` },
      });
      expect(answered.status()).toBe(200);
    }
    const done = await page.request.post(`/api/quiz-sessions/${sessionId}/complete`, { headers: { 'Idempotency-Key': `${sessionId}:complete` } });
    expect(done.status()).toBe(200);
  }
});
