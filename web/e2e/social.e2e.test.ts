import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { LessonSnapshotSchema, LessonVisibilityChangedSchema } from '@studyhall/contracts';
import { createEvent, createEventPublisher, createKafkaBus, type EventBus } from '@studyhall/platform/events';
import pino from 'pino';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertAppIsServed, narrowViewport, openBrowser, screenshot, uniqueEmail, wideViewport, type Browser } from './browser';

// Two students connect: Ada finds Bob, asks to follow, Bob accepts; a lesson Bob shares appears in
// Ada's feed (published here as lessons-quiz would: LessonVisibilityChanged on Kafka); Ada unfollows
// and it is gone.
describe('connecting with students and the feed', () => {
  const tag = Date.now().toString(36);
  const ada = { first: 'Ada', username: `ada_${tag}`, email: uniqueEmail('ada') };
  const bob = { first: 'Bob', username: `bob_${tag}`, email: uniqueEmail('bob') };
  let adaBrowser: Browser;
  let bobBrowser: Browser;
  let bus: EventBus;
  let bobId = '';
  const lessonId = `e2e${tag}${Math.random().toString(16).slice(2, 10)}`;
  const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();

  beforeAll(async () => {
    await assertAppIsServed();
    bus = createKafkaBus({ brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','), clientId: 'social-e2e', logger: pino({ level: 'silent' }) });
    [adaBrowser, bobBrowser] = await Promise.all([openBrowser(), openBrowser()]);
    await signUp(bobBrowser.page, bob);
    await signUp(adaBrowser.page, ada);
    bobId = await bobBrowser.page.evaluate(async () => ((await (await fetch('/api/auth/user')).json()) as { id: string }).id);
  });
  afterAll(async () => {
    await Promise.all([adaBrowser?.close(), bobBrowser?.close(), bus?.close()]);
  });

  it('shows the four tabs with their empty states', async () => {
    const page = adaBrowser.page;
    await page.goto('/social');
    await page.getByRole('heading', { name: 'Connect with Students' }).waitFor();
    await page.getByPlaceholder('Search by email or username...').fill(`nobody-${tag}`);
    await page.getByText('No users found').waitFor();
    for (const [tab, empty] of [['Requests', 'No pending requests'], ['Followers (0)', 'No followers yet'], ['Following (0)', 'Not following anyone yet']]) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByText(empty!).waitFor();
    }
    await page.goto('/feed');
    await page.getByText('No content yet').waitFor();
    await page.getByText('Follow other students to see their shared lessons and homework in your feed!').waitFor();
    await screenshot(page, 'social-1-feed-empty');
  });

  it('Ada finds Bob by username and asks to follow him', async () => {
    const page = adaBrowser.page;
    await page.goto('/social');
    await page.getByPlaceholder('Search by email or username...').fill(bob.username.slice(0, 7 + tag.length));
    const row = page.getByRole('listitem').filter({ hasText: bob.username });
    await row.waitFor();
    await screenshot(page, 'social-2-search');
    await followWhenKnown(page, row.getByRole('button', { name: 'Follow' }));
    await row.getByRole('button', { name: 'Follow' }).click();
    await page.getByRole('alert').filter({ hasText: 'Error sending request' }).filter({ hasText: 'Follow request already sent' }).waitFor();
  });

  it('Bob sees the request with a red count, accepts it, and Ada is his follower', async () => {
    const page = bobBrowser.page;
    await page.goto('/social');
    const requestsTab = page.getByRole('tab', { name: /Requests/ });
    await requestsTab.getByText('1', { exact: true }).waitFor(); // the red count badge
    await requestsTab.click();
    const row = page.getByRole('listitem').filter({ hasText: ada.username });
    await row.getByText(ada.email).waitFor();
    await screenshot(page, 'social-3-requests');
    await row.getByRole('button', { name: 'Accept' }).click();
    await toast(page, 'Follow request accepted!');
    await page.getByText('No pending requests').waitFor();
    await page.getByRole('tab', { name: 'Followers (1)' }).click();
    await page.getByRole('listitem').filter({ hasText: ada.username }).getByText('Follower').waitFor();
    await screenshot(page, 'social-4-followers');
    await page.setViewportSize(narrowViewport);
    await page.getByRole('tab', { name: 'Following (0)' }).click();
    await screenshot(page, 'social-4-narrow');
    await page.setViewportSize(wideViewport);
  });

  it('a lesson Bob makes public appears in Ada\'s feed and opens the lesson', async () => {
    await publishLesson(bus, bobId, lessonId, true);
    const page = adaBrowser.page;
    const card = page.getByRole('article', { name: 'Fractions on the half-pipe' });
    await untilVisible(page, '/feed', card);
    await card.getByText(bob.username).waitFor();
    await card.getByText('Lesson', { exact: true }).waitFor();
    await card.getByText('X-Games').waitFor();
    await card.getByText('Source: half-pipe.pdf').waitFor();
    await card.getByText(`${'A skater rides '.repeat(14).slice(0, 200)}...`).waitFor();
    await card.getByText(new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })).waitFor();
    await screenshot(page, 'social-5-feed');
    await card.click();
    await page.waitForURL(`**/lesson/${lessonId}`);
  });

  it('after Ada unfollows Bob, his lesson is gone from her feed', async () => {
    const page = adaBrowser.page;
    await page.goto('/social');
    await page.getByRole('tab', { name: 'Following (1)' }).click();
    await page.getByRole('listitem').filter({ hasText: bob.username }).getByRole('button', { name: 'Unfollow' }).click();
    await toast(page, 'Unfollowed successfully');
    await page.getByText('Not following anyone yet').waitFor();
    await untilVisible(page, '/feed', page.getByText('No content yet'));
    await screenshot(page, 'social-6-feed-after-unfollow');
  });
});

/**
 * social-feed learns of a new student from auth's UserRegistered event; until its projection has
 * caught up (usually well under a second, longer while the shared Kafka carries other tests' events)
 * the request answers 404 "User not found", and the student tries again.
 */
async function followWhenKnown(page: Page, follow: ReturnType<Page['getByRole']>) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await follow.click();
    const sent = page.getByRole('status').filter({ hasText: 'Follow request sent!' });
    const unknown = page.getByRole('alert').filter({ hasText: 'User not found' });
    await sent.or(unknown).first().waitFor();
    if (await sent.isVisible()) return;
    if (Date.now() > deadline) throw new Error('social-feed never learnt of the new student');
    await page.getByRole('button', { name: 'Close' }).first().click();
    await unknown.waitFor({ state: 'hidden' });
    await page.waitForTimeout(1000);
  }
}

async function signUp(page: Page, who: { first: string; username: string; email: string }) {
  await page.goto('/sign-in?mode=sign-up');
  await page.getByLabel('First name').fill(who.first);
  await page.getByLabel('Last name').fill('Student');
  await page.getByLabel('Username (optional)').fill(who.username);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill('correct-horse-battery');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: `Welcome back, ${who.first}!` }).waitFor();
}

/** The feed is read once per visit (spec §9: no polling), so the test reloads until it shows. */
async function untilVisible(page: Page, path: string, target: ReturnType<Page['getByText']>) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    await page.goto(path);
    try {
      await target.waitFor({ timeout: 1_500 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

async function publishLesson(bus: EventBus, authorId: string, lessonId: string, isPublic: boolean) {
  const lesson = create(LessonSnapshotSchema, {
    lessonId,
    authorId,
    title: 'Fractions on the half-pipe',
    contentPreview: 'A skater rides '.repeat(14).slice(0, 200),
    wordProblemTheme: 'X-Games',
    sourceFileName: 'half-pipe.pdf',
    isPublic,
    uploadedAt: timestampFromDate(new Date()),
  });
  const event = create(LessonVisibilityChangedSchema, { lesson, occurredAt: timestampFromDate(new Date()) });
  await createEventPublisher({ bus }).publish([createEvent(event, { source: '/services/lessons-quiz', subject: lessonId })]);
}
