/* global __ENV, open */
// PDF to lesson preview at RATE uploads per minute (default 6): multipart upload of a two-page PDF
// to /api/custom-quiz/generate-lesson-preview (ai-assistant extracts and summarises it), then saves
// the previewed lesson. PDF=path/to/file.pdf uploads another file.
//   RATE=12 DURATION=2m bash scripts/k6/run uploads.js
import http from 'k6/http';
import { check } from 'k6';
import { baseUrl, call, signUp, trendStats } from './lib.js';

const pdf = open(__ENV.PDF || '../../web/e2e/fixtures/statistics-key-terms.pdf', 'b');

export const options = {
  scenarios: {
    uploads: {
      executor: 'constant-arrival-rate',
      rate: Number(__ENV.RATE || 6),
      timeUnit: '1m',
      duration: __ENV.DURATION || '1m',
      preAllocatedVUs: 3,
      maxVUs: 20,
    },
  },
  thresholds: {
    // The gateway gives AI generation up to 120 s; a student waits on this screen.
    'http_req_duration{name:POST /api/custom-quiz/generate-lesson-preview}': ['p(95)<30000'],
    'http_req_duration{name:POST /api/custom-quiz/save-lesson}': ['p(95)<500'],
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
  },
  summaryTrendStats: trendStats,
};

export function setup() {
  return { students: [signUp('upload'), signUp('upload'), signUp('upload')] };
}

export default function ({ students }) {
  const student = students[Math.floor(Math.random() * students.length)];
  const preview = http.post(
    `${baseUrl}/api/custom-quiz/generate-lesson-preview`,
    { file: http.file(pdf, 'statistics-key-terms.pdf', 'application/pdf') },
    { headers: { cookie: student.cookie }, timeout: '130s', tags: { name: 'POST /api/custom-quiz/generate-lesson-preview' } },
  );
  if (!check(preview, { 'lesson preview (200)': (r) => r.status === 200 && String(r.json('lesson')).length > 50 })) return;
  const { lesson, fileName, title, uploadKey } = preview.json();
  const saved = call(student, 'POST', '/api/custom-quiz/save-lesson', { lesson, fileName, title, uploadKey });
  check(saved, { 'previewed lesson saved (201)': (r) => r.status === 201 });
}
