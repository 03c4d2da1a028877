import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAppIsServed, openBrowser, screenshot, uniqueEmail, type Browser } from './browser';

// A student takes the progressive quiz of a seeded lesson to its end: adaptive questions, a
// fill-in-the-blank retry after a miss, Finish Quiz from 10 answers on, back to the dashboard.
const lessonId = 'seed-lesson-linear-equations';

describe('progressive quiz in the browser', () => {
  let browser: Browser;
  let page: Page;
  const answers: { userAnswer: string; timeSpent: number }[] = [];

  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const result = () => page.getByTestId('answer-result');

  /** Answers the question on screen: option n mod 4 (so some answers miss), or a number typed in. */
  async function answer(n: number) {
    const options = page.getByRole('radio');
    if ((await options.count()) > 0) await options.nth(n % 4).check();
    else await page.getByLabel('Your answer').fill(String(n));
    await button('Submit Answer').click();
    return (await result().getByRole('status').innerText()).trim();
  }

  beforeAll(async () => {
    await assertAppIsServed();
    browser = await openBrowser();
    page = browser.page;
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/quiz-sessions\/[^/]+\/answer$/.test(request.url())) {
        answers.push(request.postDataJSON() as { userAnswer: string; timeSpent: number });
      }
    });
    await page.goto('/sign-in?mode=sign-up');
    await page.getByLabel('First name').fill('Sofia');
    await page.getByLabel('Last name').fill('Kovalevskaya');
    await page.getByLabel('Email').fill(uniqueEmail('sofia-quiz'));
    await page.getByLabel('Password').fill('Partial-Differential-1874');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Sofia!' }).waitFor();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the start screen with the lesson title, progress and how it works', async () => {
    await page.goto(`/lesson/${lessonId}`);
    await page.getByRole('link', { name: 'Start Quiz' }).click();
    await page.getByRole('heading', { level: 1, name: 'Solving Linear Equations - Progressive Quiz' }).waitFor();
    await page.getByText('Quizzes completed: 0/5').waitFor();
    await page.getByRole('main').getByRole('heading', { name: 'How it works' }).waitFor();
    await expect(page.getByRole('link', { name: 'Back to Lesson' }).getAttribute('href')).resolves.toBe(`/lesson/${lessonId}`);
    await screenshot(page, 'quiz-1-start');
  });

  it('says Failed to start quiz. Please try again. when starting fails', async () => {
    await page.route('**/api/quiz-sessions/start', (route) => route.fulfill({ status: 500, body: 'down' }));
    try {
      await button('Start New Quiz').click();
      await page.getByRole('alert').filter({ hasText: 'Failed to start quiz. Please try again.' }).waitFor();
    } finally {
      await page.unroute('**/api/quiz-sessions/start');
    }
  });

  it('adapts over 10 answers: solutions, a fill-in retry after a miss, Finish Quiz from 10 on', async () => {
    await button('Start New Quiz').click();
    await page.getByText('Difficulty: Beginner').waitFor();
    let sawRetry = false;
    for (let n = 1; n <= 10; n++) {
      await expect(button('Finish Quiz').count()).resolves.toBe(0);
      await expect(button('Submit Answer').isDisabled()).resolves.toBe(true);
      const verdict = await answer(n);
      expect(['Correct!', 'Incorrect']).toContain(verdict);
      // The answered question keeps its own level; a harder one shows only with the next question.
      if (n === 1) await expect(page.getByText('Difficulty: Beginner').isVisible()).resolves.toBe(true);
      await result().getByText('Step-by-Step Solution').waitFor();
      if (n === 10) break;
      if (await button('Try Again').isVisible()) {
        expect(verdict).toBe('Incorrect');
        if (!sawRetry) await screenshot(page, 'quiz-2-incorrect');
        await button('Try Again').click();
        await page.getByText('Retry Question - Fill in the blank!').waitFor();
        await page.getByLabel('Your answer').waitFor();
        sawRetry = true;
      } else {
        await button('Next Question').click();
      }
    }
    expect(sawRetry).toBe(true);
    expect(answers).toHaveLength(10);
    expect(answers.every((a) => a.timeSpent === 30 && a.userAnswer.length > 0)).toBe(true);
    await page.getByText("You've answered 10 questions!").waitFor();
    await screenshot(page, 'quiz-3-finish');
  });

  it('finishes, returns to the dashboard and counts one completed quiz', async () => {
    await button('Finish Quiz').click();
    await page.getByRole('heading', { name: 'Welcome back, Sofia!' }).waitFor();
    await page.goto(`/quiz/${lessonId}`);
    await page.getByText('Quizzes completed: 1/5').waitFor();
  });
});
