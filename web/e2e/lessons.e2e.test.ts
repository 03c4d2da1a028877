import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAppIsServed, narrowViewport, openBrowser, screenshot, uniqueEmail, wideViewport, type Browser } from './browser';

// A student turns a real textbook PDF and a photo of a printed page into lessons, takes a generated
// quiz to its final score, makes a lesson public, and manages the lessons in the study history.
const fixtures = resolve(import.meta.dirname, 'fixtures');
const pdfPath = resolve(fixtures, 'statistics-key-terms.pdf');
const photoPath = resolve(fixtures, 'meditations-page.jpg');
const AI_TIMEOUT = 45_000;

describe('lessons in the browser', () => {
  let browser: Browser;
  let page: Page;

  const toast = (text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const fileInput = () => page.getByLabel('Study material file');

  async function uploadAndSave(path: string) {
    await page.goto('/custom-quiz');
    await fileInput().setInputFiles(path);
    await button('Generate Lesson').click();
    await page.getByRole('heading', { name: 'Generated Lesson Preview' }).waitFor({ timeout: AI_TIMEOUT });
    await button('Save to Account').click();
    await page.getByText('Saved to your account').waitFor();
  }

  beforeAll(async () => {
    await assertAppIsServed();
    browser = await openBrowser();
    page = browser.page;
    await page.goto('/sign-in?mode=sign-up');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill(uniqueEmail('ada-lessons'));
    await page.getByLabel('Password').fill('Difference-Engine-1843');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Ada!' }).waitFor();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows three placeholder cards while the lessons load', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/lessons', async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto('/dashboard');
      await expect.poll(() => page.getByTestId('lesson-card-placeholder').count(), { timeout: 10_000 }).toBe(3);
      await screenshot(page, 'lessons-0-dashboard-loading');
      release();
      await page.getByText('No lessons yet').waitFor();
    } finally {
      release();
      await page.unroute('**/api/lessons');
    }
  });

  it('shows No lessons yet on a new account, with a way to create the first', async () => {
    await page.getByText('No lessons yet').waitFor();
    const stats = page.getByLabel('Your progress');
    await expect(stats.getByText('Total Score').isVisible()).resolves.toBe(true);
    await expect(stats.getByText('Day Streak').isVisible()).resolves.toBe(true);
    await screenshot(page, 'lessons-1-dashboard-empty');
    await page.goto('/lesson-history');
    await page.getByText("You haven't uploaded any study materials yet.").waitFor();
    await page.getByRole('link', { name: 'Upload Study Material' }).waitFor();
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Create First Lesson' }).click();
    await page.getByRole('heading', { level: 1, name: 'Generate Lesson & Quiz' }).waitFor();
    await page.getByText('Upload your study material and AI will create a lesson summary and custom quizzes.').waitFor();
  });

  it('keeps Generate Lesson disabled without a file and refuses files that are not PDFs or images', async () => {
    await page.getByRole('heading', { name: 'Step 1: Upload Study Material' }).waitFor();
    await expect(button('Generate Lesson').isDisabled()).resolves.toBe(true);
    await fileInput().setInputFiles({ name: 'essay.txt', mimeType: 'text/plain', buffer: Buffer.from('my essay') });
    await toast('Invalid File Type').waitFor();
    await page.getByText('Please select a PDF or image file (JPG, PNG, WEBP, HEIC)').waitFor();
    await expect(button('Generate Lesson').isDisabled()).resolves.toBe(true);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x25);
    await fileInput().setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: big });
    await toast('File Too Large').waitFor();
    await expect(button('Generate Lesson').isDisabled()).resolves.toBe(true);
  });

  it("shows the server's message when it refuses a file whose content is not what its name says", async () => {
    await fileInput().setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text, not a PDF') });
    await button('Generate Lesson').click();
    const failure = page.locator('[data-variant="destructive"]', { hasText: 'Please select a PDF or image file (JPG, PNG, WEBP, HEIC)' });
    await failure.getByText('Error', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Step 1: Upload Study Material' }).waitFor();
    await expect(button('Generate Lesson').isEnabled()).resolves.toBe(true);
  });

  it('turns a multi-page textbook PDF into a lesson preview, shown while it is generated', async () => {
    const theme = page.getByRole('combobox', { name: 'Word Problem Theme' });
    await expect(theme.textContent()).resolves.toBe('X-Games');
    await theme.click();
    const options = await page.getByRole('option').allTextContents();
    expect(options).toEqual(['X-Games', 'Football', 'Literature', 'Science', 'Astronomy', 'Anatomy']);
    await page.getByRole('option', { name: 'Football' }).click();
    await fileInput().setInputFiles(pdfPath);
    await expect(button('Generate Lesson').isEnabled()).resolves.toBe(true);
    await screenshot(page, 'lessons-2-upload-ready');

    await button('Generate Lesson').click();
    await button('Generating Lesson...').waitFor();
    await expect(button('Generating Lesson...').isDisabled()).resolves.toBe(true);
    await page.getByRole('heading', { name: 'Generated Lesson Preview' }).waitFor({ timeout: AI_TIMEOUT });
    await toast('Lesson Generated!').waitFor();
    await page.getByText('Review your lesson below and save it to your account.').waitFor();
    const text = await page.getByTestId('lesson-content').innerText();
    expect(text.toLowerCase()).toMatch(/statistic|probability|sample/);
    await expect(page.getByRole('button', { name: 'Read aloud' }).first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: 'Step 3: Generate Quizzes' }).count()).resolves.toBe(0);
    await screenshot(page, 'lessons-3-preview');
  });

  it('saves the lesson and offers 1 to 5 quizzes', async () => {
    await button('Save to Account').click();
    await page.getByText('Saved to your account').waitFor();
    await toast('Lesson Saved!').waitFor();
    await page.getByRole('heading', { name: 'Step 3: Generate Quizzes' }).waitFor();
    await button('Generate 2 Quizzes').waitFor();
    await page.getByRole('combobox', { name: 'Number of Quizzes' }).click();
    await expect(page.getByRole('option').allTextContents()).resolves.toEqual(['1', '2', '3', '4', '5']);
    await page.getByRole('option', { name: '1', exact: true }).click();
    await button('Generate 1 Quiz').waitFor();
    await page.getByRole('combobox', { name: 'Number of Quizzes' }).click();
    await page.getByRole('option', { name: '3', exact: true }).click();
    await screenshot(page, 'lessons-4-saved-step-3');
  });

  it('generates 3 quizzes of 10 questions and lists them', async () => {
    await button('Generate 3 Quizzes').click();
    await page.getByRole('heading', { name: 'Select a Quiz to Start' }).waitFor({ timeout: AI_TIMEOUT });
    await toast('Quizzes Generated!').waitFor();
    await page.getByText('Successfully created 3 custom quizzes').waitFor();
    await page.getByText('3 quizzes ready with 10 questions each').waitFor();
    for (const n of [1, 2, 3]) {
      const quiz = page.getByRole('article', { name: `Quiz ${n}` });
      await expect(quiz.getByText('10 questions · Football').isVisible()).resolves.toBe(true);
    }
    await screenshot(page, 'lessons-5-quiz-selection');
  });

  it('takes Quiz 1 to its Final Score, with feedback and solution after every answer', async () => {
    await page.getByRole('article', { name: 'Quiz 1' }).getByRole('button', { name: 'Start Quiz' }).click();
    let correct = 0;
    for (let i = 1; i <= 10; i++) {
      await page.getByRole('heading', { name: `Custom Quiz 1 - Question ${i}/10` }).waitFor();
      await page.getByText(`Score: ${correct}/${i - 1}`).waitFor();
      const submit = button('Submit Answer');
      await expect(submit.isDisabled()).resolves.toBe(true);
      const options = page.getByRole('radio');
      await expect(options.first().innerText()).resolves.toMatch(/^A\s/);
      await options.nth(i % 2).click(); // B on odd questions, A on even ones
      await submit.click();
      const feedback = page.getByTestId('answer-feedback');
      const verdict = (await feedback.getByRole('status').innerText()).trim();
      if (verdict.startsWith('Correct!')) correct++;
      else expect(verdict).toMatch(/^Incorrect\s+The correct answer is [A-D]: /);
      await feedback.getByText('Step-by-Step Solution').waitFor();
      if (i === 1) await screenshot(page, 'lessons-6-quiz-feedback');
      if (i < 10) await button('Next Question').click();
    }
    await button('Finish Quiz').click();
    await toast(`Final Score: ${correct}/10`).waitFor();
    await page.getByRole('heading', { name: 'Select a Quiz to Start' }).waitFor();
    await page.getByRole('article', { name: 'Quiz 1' }).getByText(`Final Score: ${correct}/10`).waitFor();
    await screenshot(page, 'lessons-7-final-score');
  });

  it('Upload Another File starts over with X-Games and no file', async () => {
    await button('Upload Another File').click();
    await page.getByRole('heading', { name: 'Step 1: Upload Study Material' }).waitFor();
    await expect(page.getByRole('combobox', { name: 'Word Problem Theme' }).textContent()).resolves.toBe('X-Games');
    await expect(button('Generate Lesson').isDisabled()).resolves.toBe(true);
  });

  it('reads a photo of a printed page into a second lesson', async () => {
    await uploadAndSave(photoPath);
    const text = await page.getByTestId('lesson-content').innerText();
    expect(text.toLowerCase()).toMatch(/grandfather|father|mother|teachers/);
    await screenshot(page, 'lessons-8-photo-preview');
  });

  it('lists both lessons on the dashboard and switches one to Public', async () => {
    await page.goto('/dashboard');
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(2);
    const card = cards.first();
    await expect(card.getByText('AI Generated').isVisible()).resolves.toBe(true);
    await expect(card.getByText('meditations-page.jpg').isVisible()).resolves.toBe(true);
    await expect(card.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/).isVisible()).resolves.toBe(true);
    const pdfCard = cards.filter({ hasText: 'statistics-key-terms.pdf' });
    await expect(pdfCard.getByText('Football', { exact: true }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'lessons-9-dashboard');

    await pdfCard.getByRole('switch', { name: 'Private' }).click();
    await toast('Privacy setting updated').waitFor();
    await pdfCard.getByRole('switch', { name: 'Public' }).waitFor();
    await page.reload();
    const reloaded = page.getByRole('article').filter({ hasText: 'statistics-key-terms.pdf' });
    await expect(reloaded.getByRole('switch', { name: 'Public' }).isChecked()).resolves.toBe(true);
  });

  it('says Error updating privacy when the change fails', async () => {
    await page.route('**/api/lessons/*/privacy', (route) => route.fulfill({ status: 500, body: 'down' }));
    try {
      const card = page.getByRole('article').filter({ hasText: 'meditations-page.jpg' });
      await card.getByRole('switch', { name: 'Private' }).click();
      await toast('Error updating privacy').waitFor();
      await expect(card.getByRole('switch', { name: 'Private' }).isChecked()).resolves.toBe(false);
    } finally {
      await page.unroute('**/api/lessons/*/privacy');
    }
  });

  it('opens a lesson from Review with its tabs', async () => {
    const card = page.getByRole('article').filter({ hasText: 'statistics-key-terms.pdf' });
    await card.getByRole('link', { name: 'Review' }).click();
    await page.getByRole('tab', { name: 'Learn' }).waitFor();
    await expect(page.getByTestId('lesson-content').innerText()).resolves.toMatch(/\w+/);
    await screenshot(page, 'lessons-10-lesson-page');
    await page.getByRole('tab', { name: 'Practice' }).click();
    await page.getByRole('link', { name: 'Start Practice Quiz' }).waitFor();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Start Quiz' }).isVisible()).resolves.toBe(true);
  });

  it('fits the lesson screens on a phone without sideways scrolling', async () => {
    await page.setViewportSize(narrowViewport);
    try {
      for (const [path, name] of [
        ['/dashboard', 'lessons-phone-dashboard'],
        ['/lesson-history', 'lessons-phone-history'],
        ['/custom-quiz', 'lessons-phone-custom-quiz'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
        await screenshot(page, name);
      }
    } finally {
      await page.setViewportSize(wideViewport);
    }
  });

  describe('study history', () => {
    const historyList = () => page.getByTestId('history-list');
    const row = (text: string) => historyList().getByRole('listitem').filter({ hasText: text });

    it('groups the lessons under Uncategorized and counts the selection', async () => {
      await page.goto('/lesson-history');
      await page.getByRole('heading', { level: 1, name: 'Study History & Multi-Lesson Quizzes' }).waitFor();
      await historyList().getByRole('heading', { name: 'Uncategorized' }).waitFor();
      await expect(historyList().getByRole('listitem').count()).resolves.toBe(2);
      await page.getByText('0 lesson(s) selected').waitFor();
      await expect(page.getByLabel('Number of Quizzes').inputValue()).resolves.toBe('2');
      await screenshot(page, 'lessons-11-history');
    });

    it('refuses to generate without a selection', async () => {
      await button('Generate Quiz from Selected Lessons').click();
      await toast('No Lessons Selected').waitFor();
      await page.getByText('Please select at least one lesson to generate quizzes.').waitFor();
    });

    it('edits a lesson name and subject, which regroups it', async () => {
      await row('statistics-key-terms.pdf').getByRole('button', { name: /^Edit / }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Lesson' });
      const name = dialog.getByLabel('Lesson Name');
      await name.fill('');
      await expect(dialog.getByRole('button', { name: 'Save Changes' }).isDisabled()).resolves.toBe(true);
      await name.fill('Statistics Key Terms');
      await dialog.getByLabel('Subject (optional)').fill('Statistics');
      await screenshot(page, 'lessons-12-edit-dialog');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await toast('Lesson Updated').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await historyList().getByRole('heading', { name: 'Statistics' }).waitFor();
      await row('Statistics Key Terms').waitFor();
    });

    it('filters by subject', async () => {
      await page.getByRole('combobox', { name: 'Subject' }).click();
      await expect(page.getByRole('option').allTextContents()).resolves.toEqual(['All Subjects', 'Statistics']);
      await page.getByRole('option', { name: 'Statistics' }).click();
      await expect(historyList().getByRole('listitem').count()).resolves.toBe(1);
      await page.getByRole('combobox', { name: 'Subject' }).click();
      await page.getByRole('option', { name: 'All Subjects' }).click();
      await expect.poll(() => historyList().getByRole('listitem').count(), { timeout: 10_000 }).toBe(2);
    });

    it('views a lesson in a dialog', async () => {
      await row('Statistics Key Terms').getByRole('button', { name: /^View / }).click();
      const dialog = page.getByRole('dialog', { name: /Statistics Key Terms/ });
      await dialog.getByText('Source: statistics-key-terms.pdf').waitFor();
      await expect(dialog.getByTestId('lesson-content').innerText()).resolves.toMatch(/\w{4,}/);
      await page.waitForTimeout(400); // let the dialog finish fading in for the screenshot
      await screenshot(page, 'lessons-13-view-dialog');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
    });

    it('builds quizzes from both lessons and takes one', async () => {
      for (const item of await historyList().getByRole('listitem').all()) await item.getByRole('checkbox').check();
      await page.getByText('2 lesson(s) selected').waitFor();
      const count = page.getByLabel('Number of Quizzes');
      await count.fill('0');
      await expect(count.inputValue()).resolves.toBe('1');
      await count.fill('9');
      await expect(count.inputValue()).resolves.toBe('5');
      await count.fill('2');
      await page.getByRole('combobox', { name: 'Word Problem Theme' }).click();
      await page.getByRole('option', { name: 'Astronomy' }).click();
      await button('Generate Quiz from Selected Lessons').click();
      await page.getByText('2 quizzes with 10 questions each from 2 lesson(s)').waitFor({ timeout: AI_TIMEOUT });
      await toast('Quizzes Generated!').waitFor();
      await page.getByText('Successfully created 2 quizzes from 2 lesson(s)').waitFor();
      await screenshot(page, 'lessons-14-multi-lesson-quizzes');

      await page.getByRole('article', { name: 'Quiz 1' }).getByRole('button', { name: 'Start Quiz' }).click();
      const heading = page.getByRole('heading', { name: / - Quiz 1 - Question 1\/10$/ });
      await heading.waitFor();
      await page.getByRole('radio').first().click();
      await button('Submit Answer').click();
      await page.getByTestId('answer-feedback').getByText('Step-by-Step Solution').waitFor();
      await screenshot(page, 'lessons-15-multi-lesson-quiz');
      await button('Back to Quizzes').click();
      await button('Generate New Quizzes').click();
      await button('Generate Quiz from Selected Lessons').waitFor();
    });

    it('deletes a lesson after confirmation', async () => {
      await row('meditations-page.jpg').getByRole('button', { name: /^Delete / }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete Lesson?' });
      await dialog.getByText(/This action cannot be undone\. This will permanently delete .* and all associated quizzes\./).waitFor();
      await screenshot(page, 'lessons-16-delete-dialog');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await toast('Lesson Deleted').waitFor();
      await expect.poll(() => historyList().getByRole('listitem').count(), { timeout: 10_000 }).toBe(1);
      await page.getByText('1 lesson(s) selected').waitFor();
    });

    it('says so when a change fails', async () => {
      await page.route('**/api/lessons/*', (route) =>
        route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: 'down' }) : route.fallback(),
      );
      try {
        await row('Statistics Key Terms').getByRole('button', { name: /^Delete / }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
        // An open dialog hides the rest of the page (the toasts too) from screen readers: find it by text.
        const failure = page.locator('[data-variant="destructive"]', { hasText: 'Failed to delete lesson. Please try again.' });
        await failure.getByText('Error', { exact: true }).waitFor();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
        await expect(historyList().getByRole('listitem').count()).resolves.toBe(1);
      } finally {
        await page.unroute('**/api/lessons/*');
      }
    });
  });
});

