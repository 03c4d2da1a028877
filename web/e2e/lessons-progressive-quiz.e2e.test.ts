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

  /** Answers the question on screen: a wrong option or text first time, the first option after. */
  async function answer(wrong: boolean) {
    const options = page.getByRole('radio');
    if ((await options.count()) > 0) await options.nth(wrong ? 3 : 0).check();
    else await page.getByLabel('Your answer').fill(wrong ? 'not a number' : '5');
    await button('Submit Answer').click();
    await result().getByRole('status').waitFor();
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
    await page.getByLabel('Password').fill('partial-differential');
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

  it('starts at Beginner, keeps Submit Answer disabled until answered, and offers a fill-in retry after a miss', async () => {
    await button('Start New Quiz').click();
    await page.getByText('Difficulty: Beginner').waitFor();
    await expect(button('Submit Answer').isDisabled()).resolves.toBe(true);
    await answer(true);
    await result().getByText('Step-by-Step Solution').waitFor();
    const verdict = await result().getByRole('status').innerText();
    expect(verdict.trim()).toBe('Incorrect');
    await screenshot(page, 'quiz-2-incorrect');
    await button('Try Again').click();
    await page.getByText('Retry Question - Fill in the blank!').waitFor();
    await page.getByLabel('Your answer').waitFor();
    expect(answers[0]).toEqual({ userAnswer: '3', timeSpent: 30 });
  });

  it('offers Finish Quiz after 10 answers and returns to the dashboard', async () => {
    for (let n = 2; n <= 10; n++) {
      await expect(button('Finish Quiz').count()).resolves.toBe(0);
      await answer(false);
      if (n < 10) await (await button('Try Again').isVisible() ? button('Try Again') : button('Next Question')).click();
    }
    await page.getByText("You've answered 10 questions!").waitFor();
    expect(answers).toHaveLength(10);
    await screenshot(page, 'quiz-3-finish');
    await button('Finish Quiz').click();
    await page.getByRole('heading', { name: 'Welcome back, Sofia!' }).waitFor();
    await page.goto(`/quiz/${lessonId}`);
    await page.getByText('Quizzes completed: 1/5').waitFor();
  });
});
