/* global __ENV */
// Feed freshness through the whole system (issue 13): at RATE shares/s an author makes one of their
// lessons public (PATCH /api/lessons/:id/privacy); the iteration then reads a follower's feed
// (GET /api/feed, every POLL_MS) until the lesson is on it. `feed_freshness` is the time from the
// share's response to the first feed page showing it (so it includes up to one POLL_MS and one feed
// read). The watched follower is the last one to have been accepted; at the end every follower's
// feed is checked for every share. Seeds its own students through the public API.
//   RATE=2 DURATION=30s FOLLOWERS=20 npm run k6 -- feed-freshness
import exec from 'k6/execution';
import { check, fail, sleep } from 'k6';
import { Trend } from 'k6/metrics';
import { call, saveLesson, signUp, trendStats } from './lib.js';

const rate = Number(__ENV.RATE || 2);
const duration = __ENV.DURATION || '30s';
const followerCount = Number(__ENV.FOLLOWERS || 20);
const pollMs = Number(__ENV.POLL_MS || 25);
const giveUpMs = Number(__ENV.GIVE_UP_MS || 10_000);
// One private lesson per share the run can start (k6 may start a few more than rate × seconds).
const shares = Math.ceil(rate * Number.parseFloat(duration) * (duration.endsWith('m') ? 60 : 1)) + 5;

const freshness = new Trend('feed_freshness', true);

export const options = {
  scenarios: {
    share: {
      executor: 'constant-arrival-rate',
      rate,
      timeUnit: '1s',
      duration,
      // An iteration waits until its share is visible, so the VUs it needs are rate × freshness.
      preAllocatedVUs: Math.max(5, rate * 3),
      maxVUs: Math.max(20, rate * 20),
    },
  },
  thresholds: {
    // Issue 13's freshness goals (1,000 followers at 10 shares/s: p50 < 100 ms, p99 < 1 s).
    feed_freshness: ['p(50)<100', 'p(99)<1000'],
    'checks{check:share visible in the feed}': ['rate==1'],
    'http_req_failed{scenario:share}': ['rate<0.01'],
    dropped_iterations: ['count==0'],
  },
  summaryTrendStats: trendStats,
  setupTimeout: '10m',
};

export function setup() {
  const author = signUp('fresh-author');
  const lessons = [];
  for (let i = 0; i < shares; i += 1) lessons.push(saveLesson(author, `Freshness ${i}`));
  if (lessons.some((id) => !id)) fail('could not save the lessons to share');
  const followers = [];
  for (let i = 0; i < followerCount; i += 1) {
    const follower = signUp('fresh-follower');
    const request = call(follower, 'POST', '/api/follow/request', { followingId: author.id });
    if (request.status !== 201) fail(`follow request: ${request.status} ${request.body}`);
    const accepted = call(author, 'POST', `/api/follow/accept/${request.json('id')}`, {}, 'POST /api/follow/accept/:requestId');
    if (accepted.status !== 200) fail(`accept: ${accepted.status} ${accepted.body}`);
    followers.push(follower);
  }
  // Each follower's timeline is built by its first read; shares fan out to built timelines.
  for (const follower of followers) call(follower, 'GET', '/api/feed');
  return { author, lessons, followers };
}

function feedIds(student) {
  const response = call(student, 'GET', '/api/feed');
  return response.status === 200 ? response.json('items').map((item) => item.id) : [];
}

export default function ({ author, lessons, followers }) {
  const lessonId = lessons[exec.scenario.iterationInTest % lessons.length];
  const shared = call(author, 'PATCH', `/api/lessons/${lessonId}/privacy`, { isPublic: true }, 'PATCH /api/lessons/:id/privacy');
  if (!check(shared, { 'share accepted (200)': (r) => r.status === 200 })) return;
  const sharedAt = Date.now();
  const watcher = followers[followers.length - 1];
  let seen = false;
  while (!seen && Date.now() - sharedAt < giveUpMs) {
    seen = feedIds(watcher).includes(lessonId);
    if (!seen) sleep(pollMs / 1000);
  }
  if (check(seen, { 'share visible in the feed': (visible) => visible })) freshness.add(Date.now() - sharedAt);
}

export function teardown({ author, followers }) {
  sleep(1);
  // The author's public lessons, newest first: the first feed page (50) of every follower holds them.
  const lessons = call(author, 'GET', '/api/lessons').json();
  const expected = lessons.filter((lesson) => lesson.isPublic)
    .sort((a, b) => Date.parse(b.uploadedAt) - Date.parse(a.uploadedAt)).slice(0, 50).map((lesson) => lesson.id);
  for (const follower of followers) {
    const ids = new Set(feedIds(follower));
    check(expected.filter((id) => !ids.has(id)), { 'every follower sees every share': (missing) => missing.length === 0 });
  }
}
