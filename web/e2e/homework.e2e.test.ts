import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAppIsServed, narrowViewport, openBrowser, screenshot, uniqueEmail, wideViewport, type Browser } from './browser';

// A student solves a printed worksheet (a real PDF with a text layer, printed by Chromium) at 4th grade
// and a phone photo of a printed worksheet at 12th grade, finds both in the history, shares one and
// deletes the other.
// The PDF sets its problems in two columns, so its text layer puts two problems on one line ("2. ...
// 3. ...") as real worksheets do; the service must still split them.
// REVIEW: the photo is made here, not taken with a camera: the sheet rendered by Chromium, then shot
// "on a desk" with perspective, a 7° turn, a lamp's shadow, blur and JPEG noise. No camera photo of a
// printed maths worksheet with a licence that allows it could be found for this repository, and a
// fetched image may not be committed here (see issue 12's report). scripts/eval/ocr-photos.ts measures
// reading on real photos; the HEIC path is covered by the service's component tests.
const worksheetHtml = `<!doctype html><html><body style="font-family: serif; font-size: 18px; margin: 48px">
<h1 style="font-size: 24px">Math Practice - Week 5</h1>
<p>Name: ____________________ Date: __________</p>
<div style="display: grid; grid-template-columns: 1fr 1fr; row-gap: 28px; column-gap: 24px">
<div>1. Solve for x: 3x - 7 = 11</div><div></div>
<div>2. What is 25% of 64?</div><div>3. 3(x - 2) = 2x + 5</div>
<div>4. 2/3 + 1/6 =</div><div>5. Solve the system: x + y = 12, x - y = 4</div>
<div>6. Explain why the angles of a triangle add up to 180 degrees.</div>
</div></body></html>`;

// Word problems as a teacher writes them: a part given away, money left after shopping, a comparison
// through "times as many", a clock-time problem, and one that leaves out its start (a study guide).
const storiesHtml = `<!doctype html><html><body style="font-family: serif; font-size: 18px; margin: 48px">
<h1 style="font-size: 24px">Word Problems</h1>
<p>1. Maya had 48 stickers. She gave a third of them to her brother. How many stickers does she have left?</p>
<p>2. Leo has $50. He buys 3 notebooks for $4 each and a pen for $2. How much money does Leo have left?</p>
<p>3. Tom has 12 marbles. Sam has 3 times as many marbles as Tom. How many more marbles does Sam have than Tom?</p>
<p>4. A train leaves at 3:15 pm and arrives 2 hours 50 minutes later. What time does it arrive?</p>
<p>5. A shelf holds some books. Ava puts 14 more books on it. How many books are on the shelf now?</p>
</body></html>`;

// Number skills a maths class practises beyond equations: factors, a quadratic, rounding, a circle, a mean,
// a slope, a prime test, a unit conversion, an inequality, mixed numbers, scientific notation, like terms,
// absolute-value bars, an expression said in words, a number over the unknown, the whole of a percent,
// whether a value is a solution, a function's value, consecutive integers, a rational expression simplified
// and an equation with the letter in a denominator, a formula solved for a letter, complex numbers, three equations
// in three letters, work done together, a sum of square roots, an age problem, two cars meeting, a mixture, a sine,
// a quadratic in two letters factored and a function's domain.
const skillsHtml = `<!doctype html><html><body style="font-family: serif; font-size: 18px; margin: 48px">
<h1 style="font-size: 24px">Number Skills Review</h1>
<p>1. Find the greatest common factor of 24 and 36.</p>
<p>2. Solve x^2 - 5x + 6 = 0.</p>
<p>3. Round 3.456 to the nearest tenth.</p>
<p>4. Find the area of a circle with radius 3 cm.</p>
<p>5. Find the mean of 4, 8, 15, 16, 23, 42.</p>
<p>6. Find the slope of the line through (1, 2) and (3, 8).</p>
<p>7. Is 91 a prime number?</p>
<p>8. How many minutes are in 3.5 hours?</p>
<p>9. Solve 2x + 3 > 7.</p>
<p>10. What is 2 1/2 + 1 1/3?</p>
<p>11. Write 45000 in scientific notation.</p>
<p>12. Simplify 3x + 2y - x + 4y.</p>
<p>13. Multiply 2 1/2 by 1 1/3.</p>
<p>14. Evaluate 2 + |3 - 8|.</p>
<p>15. What is 3 more than twice 5?</p>
<p>16. Solve 12/x = 3.</p>
<p>17. 12 is 40% of what number?</p>
<p>18. Is x = 4 a solution of 2x + 1 = 7?</p>
<p>19. Find f(3) if f(x) = 2x + 1.</p>
<p>20. Find three consecutive integers whose sum is 36.</p>
<p>21. Simplify (x^2 - 9)/(x - 3).</p>
<p>22. Solve 10 - 4/x = 6.</p>
<p>23. Solve A = lw for w.</p>
<p>24. Simplify (2 + 3i)(1 - i).</p>
<p>25. Solve the system: x + y + z = 6, x - y = 1, y + z = 5.</p>
<p>26. Tom can paint a fence in 6 hours. Jerry can paint the same fence in 3 hours. How long will it take them to paint the fence together?</p>
<p>27. Simplify sqrt(12) + sqrt(27).</p>
<p>28. Ann is 4 years older than Ben. Together they are 30 years old. How old is Ben?</p>
<p>29. Two cars start 350 miles apart and drive toward each other at 50 mph and 20 mph. How many hours until they meet?</p>
<p>30. How many liters of a 20% acid solution must be mixed with 10 liters of a 50% acid solution to make a 30% acid solution?</p>
<p>31. What is sin 30 degrees?</p>
<p>32. Factor 4x^2 - 9y^2.</p>
<p>33. Find the domain of f(x) = sqrt(x - 2).</p>
</body></html>`;

// The printed sheet, then the same sheet lying on a desk as a phone sees it.
const sheetHtml = `<div style="width:880px;padding:70px;box-sizing:border-box;background:#fbfaf6;font-family:'DejaVu Serif',serif;font-size:34px;color:#222">
<div style="font-size:40px;font-weight:bold;margin-bottom:36px">Algebra Homework</div>
<div style="margin-bottom:30px">1. Solve for x: 5x + 2 = 27</div>
<div style="margin-bottom:30px">2. What percent of 250 is 40?</div>
<div style="margin-bottom:30px">3. Solve for y: 7 - 2y = 15</div>
<div style="margin-bottom:30px">4. Why do we check an answer by putting it back into the equation?</div>
</div>`;
const photoHtml = `<!doctype html><html><body style="margin:0;width:1100px;height:1300px;overflow:hidden;background:radial-gradient(circle at 30% 20%,#8a7356,#3b2e21)">
<div style="position:absolute;left:110px;top:170px;perspective:1400px">
<div style="transform:rotateX(14deg) rotateZ(-7deg);filter:blur(0.7px);box-shadow:14px 18px 30px rgba(0,0,0,.5)">${sheetHtml}</div></div>
<div style="position:absolute;inset:0;background:linear-gradient(100deg,rgba(0,0,0,.45),rgba(0,0,0,0) 55%,rgba(255,240,200,.12))"></div>
<svg style="position:absolute;inset:0" width="1100" height="1300"><filter id="n"><feTurbulence baseFrequency="0.9" numOctaves="1"/>
<feColorMatrix values="0 0 0 0 0.5 0 0 0 0 0.5 0 0 0 0 0.5 0 0 0 0.12 0"/></filter><rect width="100%" height="100%" filter="url(#n)"/></svg>
</body></html>`;

describe('HomeGen in the browser', () => {
  let browser: Browser;
  let page: Page;
  let dir: string;
  let worksheet: string;
  let photo: string;
  let stories: string;
  let skills: string;

  const solveButton = () => page.getByRole('button', { name: /^(Solve Homework|Solving Homework\.\.\.)$/ });
  const history = () => page.getByRole('list', { name: 'Saved homework' });
  const items = () => page.getByTestId('homework-item');
  const toast = (text: string) => page.getByText(text, { exact: true });

  beforeAll(async () => {
    await assertAppIsServed();
    browser = await openBrowser();
    page = browser.page;
    dir = mkdtempSync(join(tmpdir(), 'homegen-e2e-'));
    worksheet = join(dir, 'Math Practice Week 5.pdf');
    const printer = await browser.context.newPage();
    await printer.setContent(worksheetHtml);
    writeFileSync(worksheet, await printer.pdf({ format: 'Letter' }));
    stories = join(dir, 'Word Problems.pdf');
    await printer.setContent(storiesHtml);
    writeFileSync(stories, await printer.pdf({ format: 'Letter' }));
    skills = join(dir, 'Number Skills Review.pdf');
    await printer.setContent(skillsHtml);
    writeFileSync(skills, await printer.pdf({ format: 'Letter' }));
    photo = join(dir, 'IMG_2041.jpg');
    await printer.setViewportSize({ width: 1100, height: 1300 });
    await printer.setContent(photoHtml);
    writeFileSync(photo, await printer.screenshot({ type: 'jpeg', quality: 72 }));
    await screenshot(printer, 'homework-0-photo-as-uploaded');
    await printer.close();
    await page.goto('/sign-in?mode=sign-up');
    await page.getByLabel('First name').fill('Emmy');
    await page.getByLabel('Last name').fill('Noether');
    await page.getByLabel('Email').fill(uniqueEmail('emmy'));
    await page.getByLabel('Password').fill('rings-and-ideals');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Emmy!' }).waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('opens with an empty history and Solve Homework disabled until a file is chosen', async () => {
    await page.getByRole('link', { name: 'HomeGen' }).first().click();
    await page.getByRole('heading', { name: 'HomeGen - AI Homework Solver' }).waitFor();
    await page.getByText('No homework saved yet. Upload and solve your first assignment above!').waitFor();
    await expect(page.getByTestId('being-built').count()).resolves.toBe(0);
    await expect(solveButton().isDisabled()).resolves.toBe(true);
    await expect(page.getByLabel('Grade Level').textContent()).resolves.toContain('7th');
    await screenshot(page, 'homework-1-empty');
  });

  it('solves the printed worksheet at 4th grade: right answers, and a study guide where it cannot be sure', async () => {
    await page.getByLabel('Homework file').setInputFiles(worksheet);
    await expect(page.getByLabel('Homework Title (optional)').inputValue()).resolves.toBe('Math Practice Week 5');
    await chooseGrade(page, '4th');
    await solveButton().click();
    // The pending state renders a moment after the click; wait for it instead of reading it at once (a
    // read at once raced the render in CI, and the solve it started then swallowed the next test's photo).
    const solving = page.getByRole('button', { name: 'Solving Homework...' });
    await solving.waitFor();
    await expect(solving.isDisabled()).resolves.toBe(true);
    await toast('Homework Solved!').waitFor({ timeout: 60_000 });
    await toast('Your homework has been completed in grade-level appropriate style.').waitFor();
    const card = page.getByTestId('solution-card');
    await card.getByText('Written in 4th grade level style').waitFor();
    await expect(card.getByRole('heading', { name: 'Math Practice Week 5' }).count()).resolves.toBe(1);
    await expectAnswers(card, ['x = 6', '16', 'x = 11', '5/6', 'x = 8, y = 4']);
    await expect(card.locator('[data-problem-solved="false"]').count()).resolves.toBe(1);
    await card.locator('[data-problem-solved="false"]').getByText('Not solved: study guide').waitFor();
    await card.getByText('Solved 5 of 6 problems; the others come with a study guide instead of a guess.').waitFor();
    await card.getByText('Solved: 1, 2, 3, 4, 5 · Study guide: 6').waitFor();
    await card.getByRole('button', { name: 'Read aloud' }).waitFor();
    await expect(page.getByLabel('Homework Title (optional)').inputValue()).resolves.toBe('');
    await screenshot(page, 'homework-2-solved-4th');
  });

  it('solves a phone photo at 12th grade in a more formal style', async () => {
    await page.getByLabel('Homework Title (optional)').fill('Photo of tonight');
    await page.getByLabel('Homework file').setInputFiles(photo);
    await expect(page.getByLabel('Homework Title (optional)').inputValue()).resolves.toBe('Photo of tonight');
    await screenshot(page, 'homework-3a-photo-chosen');
    await chooseGrade(page, '12th');
    await solveButton().click();
    await toast('Homework Solved!').waitFor({ timeout: 90_000 });
    const card = page.getByTestId('solution-card');
    await card.getByText('Written in 12th grade level style').waitFor();
    await expectAnswers(card, ['x = 5', '16%', 'y = -4']);
    await card.getByText('Solved 3 of 4 problems; the others come with a study guide instead of a guess.').waitFor();
    await card.getByText('Solved: 1, 2, 3 · Study guide: 4').waitFor();
    await expect(card.locator('[data-problem-solved="true"]').count()).resolves.toBe(3);
    await expect(card.innerText()).resolves.toMatch(/Conclusion/);
    await screenshot(page, 'homework-3-solved-12th');
  });

  it('lists both, newest first, with grade, file name and a 300-character preview', async () => {
    await expect.poll(() => items().count(), { timeout: 15_000 }).toBe(2);
    const [photoItem, pdfItem] = [items().nth(0), items().nth(1)];
    await expect(photoItem.innerText()).resolves.toMatch(/Photo of tonight[\s\S]*12th Grade[\s\S]*IMG_2041\.jpg/);
    await expect(pdfItem.innerText()).resolves.toMatch(/Math Practice Week 5[\s\S]*4th Grade[\s\S]*Math Practice Week 5\.pdf/);
    const preview = await pdfItem.locator('p').last().innerText();
    expect(preview.length).toBe(303);
    expect(preview.endsWith('...')).toBe(true);
    await expect(history().getByText('Private').count()).resolves.toBe(2);
  });

  it('shares the worksheet: the switch says Public, and still does after a reload', async () => {
    await closeToast(page);
    const pdfItem = items().nth(1);
    await pdfItem.getByRole('switch').click();
    await toast('Privacy setting updated').waitFor();
    await pdfItem.getByText('Public', { exact: true }).waitFor();
    await page.reload();
    await expect.poll(() => items().count(), { timeout: 15_000 }).toBe(2);
    await items().nth(1).getByText('Public', { exact: true }).waitFor();
    await expect(items().nth(0).getByText('Private', { exact: true }).count()).resolves.toBe(1);
  });

  it('deletes the photo homework', async () => {
    await closeToast(page);
    await page.getByRole('button', { name: 'Delete Photo of tonight' }).click();
    await toast('Deleted').waitFor();
    await toast('Homework deleted successfully.').waitFor();
    await expect.poll(() => items().count(), { timeout: 15_000 }).toBe(1);
    await expect(items().first().innerText()).resolves.toContain('Math Practice Week 5');
    await screenshot(page, 'homework-4-history-after-delete');
  });

  it("shows the server's message when solving fails", async () => {
    await page.route('**/api/homework/solve', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: 'You have reached your limit of AI requests for now.', retryAfterSeconds: 60 }) }),
    );
    try {
      await page.getByLabel('Homework file').setInputFiles(worksheet);
      await solveButton().click();
      const failure = page.locator('[data-variant="destructive"]', { hasText: 'You have reached your limit of AI requests for now.' });
      await failure.waitFor();
      await expect(failure.getByText('Error', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(items().count()).resolves.toBe(1);
    } finally {
      await page.unroute('**/api/homework/solve');
    }
  });

  it('fits a phone screen', async () => {
    await page.setViewportSize(narrowViewport);
    await page.reload();
    await expect.poll(() => items().count(), { timeout: 15_000 }).toBe(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'homework-5-phone');
  });

  it('solves word problems step by step, and gives a study guide for the one it cannot be sure of', async () => {
    await page.setViewportSize(wideViewport);
    await page.reload();
    await closeToast(page);
    await page.getByLabel('Homework file').setInputFiles(stories);
    await solveButton().click();
    await toast('Homework Solved!').waitFor({ timeout: 60_000 });
    const card = page.getByTestId('solution-card');
    await card.getByText('Written in 7th grade level style').waitFor();
    await expectAnswers(card, ['32 stickers', '$36', '24 marbles', '6:05 pm', '3:15 pm plus 2 hours equals 5:15 pm']);
    await card.getByText('Solved: 1, 2, 3, 4 · Study guide: 5').waitFor();
    await expect(card.locator('[data-problem-solved="true"]').count()).resolves.toBe(4);
    await screenshot(page, 'homework-6-word-problems');
  });

  it('solves number skills at 9th grade, each with its check', async () => {
    await closeToast(page);
    await page.getByLabel('Homework file').setInputFiles(skills);
    await chooseGrade(page, '9th');
    await solveButton().click();
    await toast('Homework Solved!').waitFor({ timeout: 60_000 });
    const card = page.getByTestId('solution-card');
    await card.getByText('Written in 9th grade level style').waitFor();
    await expectAnswers(card, ['Therefore, 12.', 'x = 2 or x = 3', 'Therefore, 3.5.', '28.27 cm² (exactly 9π cm²)', 'Therefore, 18.', 'Therefore, 3.', 'No: 91 = 7 × 13', '210 minutes',
      'Therefore, x > 2.', 'Therefore, 23/6 = 3 5/6.', 'Therefore, 4.5 × 10⁴.', 'Therefore, 2x + 6y.', 'Therefore, 10/3 = 3 1/3.', 'Therefore, 7.',
      'Therefore, 13.', 'Therefore, x = 4.', 'Therefore, 30.', 'Therefore, No: 9 = 7 is false.', 'Therefore, 7.', 'Therefore, 11, 12, 13.',
      'Therefore, x + 3, for x ≠ 3.', 'Therefore, x = 1.', 'Therefore, w = A/l.', 'Therefore, 5 + i.', 'Therefore, x = 1, y = 0, z = 5.',
      'Therefore, 2 hours.', 'Therefore, 5√3.', 'Therefore, 13 years old.', 'Therefore, 5 hours.', 'Therefore, 20 liters.', 'Therefore, 1/2.',
      'Therefore, (2x + 3y)(2x − 3y).', 'Therefore, x ≥ 2, that is [2, ∞).']);
    await card.getByText('Solved: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33').waitFor();
    await screenshot(page, 'homework-7-number-skills');
  });
});

/** Closes the toast on screen, as a student would before reaching what it covers. */
async function closeToast(page: Page) {
  const close = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('button', { name: 'Close' });
  if (await close.count()) await close.first().click();
}

async function chooseGrade(page: Page, grade: string) {
  await page.getByLabel('Grade Level').click();
  await page.getByRole('option', { name: `${grade} Grade` }).click();
}

async function expectAnswers(card: Locator, answers: string[]) {
  const text = await card.innerText();
  for (const answer of answers) expect(text).toContain(answer);
}
