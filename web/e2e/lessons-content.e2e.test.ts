import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAppIsServed, openBrowser, screenshot, uniqueEmail, type Browser } from './browser';

// A teacher browses the topic catalogue, then writes a lesson in Content Management, has the AI
// write questions for it and adds one by hand; the lesson's HTML is shown without running scripts.
describe('topics, lesson pages and content management in the browser', () => {
  let browser: Browser;
  let page: Page;
  let createdLessonId = '';
  const lessonTitle = `Slopes on the Half-Pipe ${Date.now()}`;

  const toastRegion = () => page.getByRole('region', { name: /Notifications/ });
  const button = (name: string) => page.getByRole('button', { name, exact: true });

  beforeAll(async () => {
    await assertAppIsServed();
    browser = await openBrowser();
    page = browser.page;
    await page.goto('/sign-in?mode=sign-up');
    await page.getByLabel('First name').fill('Emmy');
    await page.getByLabel('Last name').fill('Noether');
    await page.getByLabel('Email').fill(uniqueEmail('emmy-content'));
    await page.getByLabel('Password').fill('Symmetry-Conservation-1918');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Emmy!' }).waitFor();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows a topic with its lessons: difficulty, minutes and lesson number', async () => {
    await page.goto('/topic/topic-linear-equations');
    await page.getByRole('heading', { level: 1, name: 'Linear Equations' }).waitFor();
    await page.getByText('Solve one- and two-step equations with sports word problems.').waitFor();
    const card = page.getByRole('article', { name: 'Solving Linear Equations' });
    await card.getByText('Lesson 1', { exact: true }).waitFor();
    await card.getByText('Beginner').waitFor();
    await card.getByText('15 min').waitFor();
    await screenshot(page, 'content-1-topic');
    await card.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'Solving Linear Equations' }).waitFor();
  });

  it('renders the lesson HTML on Learn, with the linear-equation example for Linear titles', async () => {
    const content = page.getByTestId('lesson-content');
    await expect(content.locator('strong').first().innerText()).resolves.toBe('3x + 5 = 20');
    await page.getByTestId('linear-sample').getByText('Solving Linear Equations: A Worked Example').waitFor();
    await screenshot(page, 'content-2-lesson-learn');
    await page.getByRole('tab', { name: 'Practice' }).click();
    await expect(page.getByRole('link', { name: 'Start Practice Quiz' }).getAttribute('href')).resolves.toBe(
      '/quiz/seed-lesson-linear-equations',
    );
    await page.getByRole('tab', { name: 'Review' }).click();
    await expect(page.getByRole('link', { name: 'Start Quiz' }).getAttribute('href')).resolves.toBe('/quiz/seed-lesson-linear-equations');
  });

  it('says Lesson Not Found for an unknown lesson', async () => {
    await page.goto('/lesson/no-such-lesson');
    await page.getByRole('heading', { level: 1, name: 'Lesson Not Found' }).waitFor();
    await page.getByText('The requested lesson could not be found.').waitFor();
  });

  it('opens Content Management with its three tabs and the diagram placeholder', async () => {
    await page.goto('/content');
    await page.getByRole('heading', { level: 1, name: 'Content Management' }).waitFor();
    await page.getByText('Create sports-themed math lessons and quizzes').waitFor();
    await expect(button('Filter').isVisible()).resolves.toBe(true);
    for (const tab of ['Add Lesson', 'Add Quiz', 'Manage Diagrams']) await page.getByRole('tab', { name: tab }).waitFor();
    await page.getByRole('tab', { name: 'Manage Diagrams' }).click();
    await page.getByText('Diagram Library').waitFor();
    await page.getByRole('tab', { name: 'Add Lesson' }).click();
    await page.getByText('PNG, JPG, SVG up to 10MB').waitFor();
    await expect(button('Generate Questions').isDisabled()).resolves.toBe(true);
  });

  it('names every missing lesson field', async () => {
    await page.getByLabel('Estimated Time (minutes)').fill('');
    await page.getByLabel('Lesson Order').fill('');
    await button('Publish Lesson').click();
    for (const message of [
      'Please select a topic',
      'Please enter a lesson title',
      'Please enter lesson content (minimum 10 characters)',
      'Please enter estimated time',
      'Please enter lesson order',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByLabel('Estimated Time (minutes)').fill('301');
    await page.getByText('Maximum 300 minutes').waitFor();
    await screenshot(page, 'content-3-lesson-form-errors');
  });

  it('publishes a lesson, which locks the topic and enables the question generator', async () => {
    await page.getByRole('combobox', { name: 'Topic Category' }).click();
    await page.getByRole('option', { name: 'Linear Equations' }).click();
    await page.getByLabel('Lesson Title').fill(lessonTitle);
    await page
      .getByLabel('Lesson Content')
      .fill('<p>The <strong>slope</strong> of a ramp is rise over run.</p><img src="x" onerror="window.__injected = true">');
    await page.getByLabel('Estimated Time (minutes)').fill('20');
    await page.getByLabel('Lesson Order').fill('2');
    const created = page.waitForResponse((res) => res.url().endsWith('/api/lessons') && res.request().method() === 'POST');
    await button('Publish Lesson').click();
    createdLessonId = ((await (await created).json()) as { id: string }).id;
    await page.getByText('Lesson published successfully!').waitFor();
    await toastRegion()
      .getByText(
        'Lesson created successfully. You can now generate AI questions for it or create custom quiz questions in the Add Quiz tab.',
      )
      .waitFor();
    await expect(page.getByRole('combobox', { name: 'Topic Category' }).getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(button('Publish Lesson').count()).resolves.toBe(0);
    await expect(button('Generate Questions').isEnabled()).resolves.toBe(true);
    await screenshot(page, 'content-4-lesson-published');
  });

  it('generates AI questions for the new lesson', async () => {
    await page.getByLabel('Number of Questions').fill('3');
    await button('Generate Questions').click();
    await toastRegion().getByText('Generated 3 sports-themed questions successfully.').waitFor({ timeout: 45_000 });
  });

  it('titles a quota failure Rate Limit Exceeded and adds the support hint', async () => {
    await page.route('**/api/lessons/*/generate-questions', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'You have used your AI questions for today.', supportHint: 'Ask your teacher for more.', retryAfterSeconds: 60 }),
      }),
    );
    try {
      await button('Generate Questions').click();
      const failure = page.locator('[data-variant="destructive"]', { hasText: 'Rate Limit Exceeded' });
      await failure.waitFor();
      await expect(failure.innerText()).resolves.toMatch(/You have used your AI questions for today\.\n\s*\nAsk your teacher for more\./);
      await screenshot(page, 'content-5-rate-limit');
    } finally {
      await page.unroute('**/api/lessons/*/generate-questions');
    }
  });

  it('adds a question by hand in Add Quiz, naming every problem first', async () => {
    await page.getByRole('tab', { name: 'Add Quiz' }).click();
    await button('Create Question').click();
    for (const message of [
      'Please select a lesson',
      'Question must be at least 10 characters',
      'Option 1 is required',
      'Option 4 is required',
      'Explanation must be at least 10 characters',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByRole('combobox', { name: 'Lesson', exact: true }).click();
    await page.getByRole('option', { name: lessonTitle }).click();
    await page.getByLabel('Question Text').fill('A ramp rises 2 m over a run of 8 m. What is its slope?');
    for (const [i, option] of ['1/4', '4', '1/2', '2/8 m'].entries()) await page.getByLabel(`Option ${i + 1}`).fill(option);
    await page.getByRole('combobox', { name: 'Correct Answer' }).click();
    await expect(page.getByRole('option').allTextContents()).resolves.toEqual(['Option 1', 'Option 2', 'Option 3', 'Option 4']);
    await page.getByRole('option', { name: 'Option 1' }).click();
    await page.getByLabel('Explanation').fill('Slope is rise over run: 2 / 8 = 1/4.');
    await screenshot(page, 'content-6-add-quiz');
    await button('Create Question').click();
    await toastRegion().getByText('Quiz question created successfully.').waitFor();
    await expect(page.getByLabel('Question Text').inputValue()).resolves.toBe('');
  });

  it('Create New Lesson resets the form and unlocks the topic', async () => {
    await page.getByRole('tab', { name: 'Add Lesson' }).click();
    await button('Create New Lesson').click();
    await button('Publish Lesson').waitFor();
    await expect(page.getByLabel('Lesson Title').inputValue()).resolves.toBe('');
    await expect(page.getByLabel('Estimated Time (minutes)').inputValue()).resolves.toBe('15');
    await expect(page.getByRole('combobox', { name: 'Topic Category' }).getAttribute('aria-disabled')).resolves.toBeNull();
    await expect(button('Generate Questions').isDisabled()).resolves.toBe(true);
  });

  it("shows the new lesson's HTML sanitized: markup kept, script handlers dropped", async () => {
    await page.goto(`/lesson/${createdLessonId}`);
    await page.getByRole('heading', { level: 1, name: lessonTitle }).waitFor();
    const content = page.getByTestId('lesson-content');
    await expect(content.locator('strong').innerText()).resolves.toBe('slope');
    await expect(content.locator('img').getAttribute('onerror')).resolves.toBeNull();
    await expect(page.evaluate(() => (window as { __injected?: boolean }).__injected)).resolves.toBeUndefined();
    await expect(page.getByTestId('linear-sample').count()).resolves.toBe(0);
  });
});
