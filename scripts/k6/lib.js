/* global __ENV */
// Shared by the k6 scenarios: the gateway's address, sign-up through the public API, JSON calls
// with the session cookie, and a lesson saved from text (no AI call needed).
import http from 'k6/http';
import { check, fail } from 'k6';

export const baseUrl = __ENV.BASE_URL || 'http://127.0.0.1:8080';
export const password = 'k6-Load-password-2026!';
// Requests carry their student's cookie explicitly; an empty jar keeps k6 from adding others.
const noJar = new http.CookieJar();

export function signUp(tag) {
  const email = `k6-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.com`;
  const response = http.post(
    `${baseUrl}/api/auth/register`,
    JSON.stringify({ email, password, firstName: 'Kay' }),
    // A jar of its own: signing up with the previous student's cookie in k6's shared jar would
    // end that student's session (a sign-in destroys the session it arrives with).
    { headers: { 'content-type': 'application/json' }, jar: new http.CookieJar(), tags: { name: 'POST /api/auth/register' } },
  );
  const sid = response.cookies['studyhall.sid'];
  if (response.status !== 201 || !sid || !sid[0]) fail(`sign-up failed: ${response.status} ${response.body}`);
  return { email, id: response.json('id') || response.json('user.id'), cookie: `studyhall.sid=${sid[0].value}` };
}

/** A JSON request as `student`; `name` groups the URL in k6's metrics (the route pattern). */
export function call(student, method, path, body, name, extra = {}) {
  const params = {
    ...extra,
    headers: { cookie: student.cookie, 'content-type': 'application/json' },
    jar: noJar,
    tags: { name: name || `${method} ${path}` },
  };
  return http.request(method, `${baseUrl}${path}`, body === undefined ? null : JSON.stringify(body), params);
}

const lessonText = [
  'Photosynthesis turns light energy into chemical energy stored in glucose.',
  'Chlorophyll in the chloroplasts absorbs mostly red and blue light.',
  'The light reactions split water and release oxygen; the Calvin cycle fixes carbon dioxide.',
  'Plants use the glucose for growth and store extra energy as starch.',
].join('\n');

export function saveLesson(student, title) {
  const response = call(student, 'POST', '/api/custom-quiz/save-lesson', { lesson: `${title}\n${lessonText}`, fileName: `${title}.txt`, title });
  check(response, { 'lesson saved (201)': (r) => r.status === 201 });
  return response.status === 201 ? response.json('lessonId') : undefined;
}

export const trendStats = ['avg', 'p(50)', 'p(95)', 'p(99)', 'max'];
