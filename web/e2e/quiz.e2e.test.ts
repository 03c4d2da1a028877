import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAppIsServed, openBrowser, screenshot, uniqueEmail, type Browser } from './browser';

// A student's own lesson (created through the API), one full progressive quiz on it: a miss and its
// fill-in retry, Finish Quiz after 10 answers, the lesson's progress bar moving, and the score,
// streak and rank on the dashboard that auth keeps from the QuizCompleted event.
describe('progressive quiz on a new lesson, then the student standing', () => {
  let browser: Browser;
  let page: Page;
  let lessonId = '';
  const title = `Fractions Drill ${Date.now().toString(36)}`;

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
    let retried = false;
    for (let n = 1; n <= 10; n++) {
      await expect(button('Submit Answer').isDisabled()).resolves.toBe(true);
      const verdict = await answer(n);
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
    await screenshot(page, 'quiz-web-6-dashboard');
    await page.goto(`/quiz/${lessonId}`);
    await page.getByText('Quizzes completed: 1/5').waitFor();
    await expect(progressBar().getAttribute('aria-valuenow')).resolves.toBe('20');
  });
});
