/* global __ENV */
// Seeds through the public API only: students (sign-up), lessons (save-lesson, some made public so
// they reach followers' feeds) and accepted follows (request by one, accept by the other).
import { check } from 'k6';
import { call, saveLesson, signUp } from './lib.js';

/** Whether the checkout runs social-feed (scripts/k6/run sets STUDYHALL_SERVICES). */
export const hasSocialFeed = (__ENV.STUDYHALL_SERVICES || 'social-feed').split(',').includes('social-feed');

export function seedStudents(options = {}) {
  const count = Number(options.students ?? __ENV.SEED_STUDENTS ?? 20);
  const lessonsEach = Number(options.lessonsEach ?? __ENV.SEED_LESSONS ?? 3);
  const followsEach = Math.min(Number(options.followsEach ?? __ENV.SEED_FOLLOWS ?? 3), count - 1);
  const students = [];
  for (let i = 0; i < count; i += 1) {
    const student = signUp(options.tag || 'seed');
    student.lessons = [];
    for (let l = 0; l < lessonsEach; l += 1) {
      const lessonId = saveLesson(student, `Seed lesson ${i}-${l}`);
      if (lessonId) student.lessons.push(lessonId);
    }
    if (student.lessons[0]) {
      const shared = call(student, 'PATCH', `/api/lessons/${student.lessons[0]}/privacy`, { isPublic: true }, 'PATCH /api/lessons/:id/privacy');
      check(shared, { 'lesson made public (200)': (r) => r.status === 200 });
    }
    students.push(student);
  }
  for (let i = 0; hasSocialFeed && i < count; i += 1) {
    for (let f = 1; f <= followsEach; f += 1) follow(students[i], students[(i + f) % count]);
  }
  return students;
}

function follow(follower, followee) {
  // A student who signed up a moment ago is followable at once: social-feed asks auth when its users
  // projection has not caught up yet.
  const request = call(follower, 'POST', '/api/follow/request', { followingId: followee.id });
  if (!check(request, { 'follow requested (201)': (r) => r.status === 201 })) return;
  const accepted = call(followee, 'POST', `/api/follow/accept/${request.json('id')}`, {}, 'POST /api/follow/accept/:requestId');
  check(accepted, { 'follow accepted (200)': (r) => r.status === 200 });
}
