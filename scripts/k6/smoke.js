/* global __ENV */
// Smoke scenario run by `npm test` against the running system (gateway on BASE_URL): a signed-in
// student's everyday calls at a small constant rate. It fails on any error or failed check; it
// asserts no latency (timings are for the benchmarks). Longer runs: RATE=50 DURATION=2m.
// It also reads one list of every service present in the checkout (STUDYHALL_SERVICES, set by
// scripts/k6/run from services/*/package.json): lessons, topics, homework, feed.
import http from 'k6/http';
import { check } from 'k6';

const baseUrl = __ENV.BASE_URL || 'http://127.0.0.1:8080';

export const options = {
  scenarios: {
    student: {
      executor: 'constant-arrival-rate',
      rate: Number(__ENV.RATE || 5),
      timeUnit: '1s',
      duration: __ENV.DURATION || '10s',
      preAllocatedVUs: 5,
      maxVUs: 20,
    },
  },
  thresholds: {
    http_req_failed: ['rate==0'],
    checks: ['rate==1'],
  },
  summaryTrendStats: ['avg', 'p(50)', 'p(95)', 'p(99)', 'max'],
};

const present = new Set((__ENV.STUDYHALL_SERVICES || 'lessons-quiz,homework,social-feed').split(','));
// One read endpoint per service and what its answer must look like.
const serviceReads = [
  { service: 'lessons-quiz', path: '/api/lessons', ok: (r) => Array.isArray(r.json()) },
  { service: 'lessons-quiz', path: '/api/topics', ok: (r) => Array.isArray(r.json()) },
  { service: 'homework', path: '/api/homework', ok: (r) => Array.isArray(r.json()) },
  { service: 'social-feed', path: '/api/feed', ok: (r) => Array.isArray(r.json('items')) },
].filter((read) => present.has(read.service));

export function setup() {
  const email = `k6-smoke-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = http.post(
    `${baseUrl}/api/auth/register`,
    JSON.stringify({ email, password: 'k6-smoke-password', firstName: 'Kay' }),
    { headers: { 'content-type': 'application/json' } },
  );
  check(response, { 'registered (201)': (r) => r.status === 201 });
  const sid = response.cookies['studyhall.sid'];
  if (!sid || !sid[0]) throw new Error(`registration gave no session cookie: ${response.status} ${response.body}`);
  return { email, cookie: `studyhall.sid=${sid[0].value}` };
}

export default function (session) {
  const params = { headers: { cookie: session.cookie, 'content-type': 'application/json' } };
  const user = http.get(`${baseUrl}/api/auth/user`, params);
  check(user, { 'user is the signed-in student': (r) => r.status === 200 && r.json('email') === session.email });
  const search = http.get(`${baseUrl}/api/users/search?q=k6-smoke`, params);
  check(search, { 'search answers a list': (r) => r.status === 200 && Array.isArray(r.json()) });
  for (const read of serviceReads) {
    const response = http.get(`${baseUrl}${read.path}`, { ...params, tags: { name: `GET ${read.path}` } });
    check(response, { [`GET ${read.path} answers its list`]: (r) => r.status === 200 && read.ok(r) });
  }
  const page = http.get(`${baseUrl}/dashboard`, { headers: { accept: 'text/html' } });
  check(page, { 'web app is served': (r) => r.status === 200 && String(r.body).includes('<div id="root">') });
}

export function teardown(session) {
  const chat = http.post(
    `${baseUrl}/api/study-chat`,
    JSON.stringify({ messages: [{ role: 'user', content: 'How should I use spaced repetition?' }] }),
    { headers: { cookie: session.cookie, 'content-type': 'application/json' } },
  );
  check(chat, { 'study assistant answers': (r) => r.status === 200 && String(r.json('response')).length > 20 });
}
