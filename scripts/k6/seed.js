// Seeds students, follows and lessons through the public API and prints what it made:
//   bash scripts/k6/run seed.js                      20 students × 3 lessons, each follows 3
//   SEED_STUDENTS=200 SEED_LESSONS=5 bash scripts/k6/run seed.js
// Fails when any sign-up, save, share, follow or accept fails.
import { seedStudents } from './seed-data.js';

export const options = {
  scenarios: { seed: { executor: 'shared-iterations', vus: 1, iterations: 1, maxDuration: '30m' } },
  thresholds: { checks: ['rate==1'], http_req_failed: ['rate==0'] },
};

export default function () {
  const students = seedStudents({ tag: 'seed' });
  const lessons = students.reduce((sum, s) => sum + s.lessons.length, 0);
  console.log(`seeded ${students.length} students, ${lessons} lessons; password of every student: see scripts/k6/lib.js`);
  console.log(`first students: ${students.slice(0, 3).map((s) => s.email).join(', ')}`);
}
