// Across the services, through the gateway only: a student shares an uploaded lesson and a solved
// homework, and a follower sees both in their feed — lessons-quiz and homework publish through their
// outboxes, Kafka carries the events, social-feed fans them out. Making the lesson private again
// takes it out of the feed.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertAppIsServed, baseUrl, uniqueEmail } from './browser';

type Student = { id: string; username: string; cookie: string };

const pdf = readFileSync(resolve(import.meta.dirname, 'fixtures/statistics-key-terms.pdf'));

async function api(student: Student | null, method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const headers: Record<string, string> = student ? { cookie: student.cookie } : {};
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body: payload });
  const text = await response.text();
  return { status: response.status, json: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
}

async function signUp(name: string): Promise<Student> {
  const username = `${name}${Date.now().toString(36)}`;
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: uniqueEmail(name), password: 'violet kettle marching sideways', username, firstName: name }),
  });
  expect(response.status).toBe(201);
  const sid = /studyhall\.sid=([^;]+)/.exec(response.headers.getSetCookie().join('\n'))?.[1];
  return { id: ((await response.json()) as { id: string }).id, username, cookie: `studyhall.sid=${sid}` };
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

const upload = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'statistics-key-terms.pdf');
  return form;
};

describe('shared work reaches the followers’ feed', () => {
  let author: Student;
  let follower: Student;
  let lessonId: string;

  beforeAll(async () => {
    await assertAppIsServed();
    [author, follower] = [await signUp('ada'), await signUp('bob')];
  });

  it('lets the follower follow the author once the author accepts', async () => {
    // social-feed learns of a new student from auth's event a moment after sign-up.
    await eventually(() => api(follower, 'POST', '/api/follow/request', { followingId: author.id }), (r) => r.status < 300, 'the follow request');
    const pending = await api(author, 'GET', '/api/follow/requests/pending');
    const request = (pending.json as { id: string; followerId: string }[]).find((r) => r.followerId === follower.id)!;
    expect((await api(author, 'POST', `/api/follow/accept/${request.id}`)).status).toBeLessThan(300);
  });

  it('shows a lesson made public and a homework made public in the follower’s feed, newest first', async () => {
    const preview = await api(author, 'POST', '/api/custom-quiz/generate-lesson-preview', upload({ wordProblemTheme: 'Football' }));
    expect(preview.status).toBe(200);
    const saved = await api(author, 'POST', '/api/custom-quiz/save-lesson', { ...preview.json, wordProblemTheme: 'Football' });
    expect(saved.status).toBeLessThan(300);
    lessonId = saved.json.lessonId;
    expect((await api(author, 'PATCH', `/api/lessons/${lessonId}/privacy`, { isPublic: true })).status).toBeLessThan(300);

    const solved = await api(author, 'POST', '/api/homework/solve', upload({ gradeLevel: '9th', title: 'Statistics worksheet' }));
    expect(solved.status).toBeLessThan(300);
    expect((await api(author, 'PATCH', `/api/homework/${solved.json.id}/privacy`, { isPublic: true })).status).toBeLessThan(300);

    const feed = await eventually(() => api(follower, 'GET', '/api/feed'), (r) => r.json.items?.length >= 2, 'both items in the feed');
    const items = feed.json.items as { id: string; type: string; title: string; user: { username: string } }[];
    expect(items.map((item) => item.type)).toEqual(['homework', 'lesson']);
    expect(items[0]).toMatchObject({ title: 'Statistics worksheet', user: { username: author.username } });
    expect(items[1]).toMatchObject({ id: lessonId, user: { username: author.username } });
    // Nobody else's feed: the author does not follow the follower.
    expect((await api(author, 'GET', '/api/feed')).json.items).toEqual([]);
  });

  it('takes the lesson out of the feed when it is made private again', async () => {
    expect((await api(author, 'PATCH', `/api/lessons/${lessonId}/privacy`, { isPublic: false })).status).toBeLessThan(300);
    const feed = await eventually(() => api(follower, 'GET', '/api/feed'), (r) => Array.isArray(r.json.items) && !r.json.items.some((i: { id: string }) => i.id === lessonId), 'the lesson to leave the feed');
    expect(feed.json.items.map((item: { type: string }) => item.type)).toEqual(['homework']);
  });
});
