/* global __ENV */
// A progressive quiz end to end at RATE quizzes per minute (default 30): start on a lesson, answer
// 10 questions (the first option, or a word for fill-in questions; a miss brings the retry
// question, which is answered too), then complete. Each student quizzes on their own lesson.
//   RATE=60 DURATION=2m bash scripts/k6/run quiz.js
import { check } from 'k6';
import { call, saveLesson, signUp, trendStats } from './lib.js';

export const options = {
  scenarios: {
    quiz: {
      executor: 'constant-arrival-rate',
      rate: Number(__ENV.RATE || 30),
      timeUnit: '1m',
      duration: __ENV.DURATION || '1m',
      preAllocatedVUs: 5,
      maxVUs: 40,
    },
  },
  thresholds: {
    // Starting may ask ai-assistant for questions; answers and completion are plain writes.
    'http_req_duration{name:POST /api/quiz-sessions/start}': ['p(95)<5000'],
    'http_req_duration{name:POST /api/quiz-sessions/:sessionId/answer}': ['p(95)<2000'],
    'http_req_duration{name:POST /api/quiz-sessions/:sessionId/complete}': ['p(95)<500'],
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
  },
  summaryTrendStats: trendStats,
  setupTimeout: '5m',
};

export function setup() {
  const students = [];
  for (let i = 0; i < Number(__ENV.SEED_STUDENTS || 5); i += 1) {
    const student = signUp('quiz');
    student.lessonId = saveLesson(student, `Quiz lesson ${i}`);
    students.push(student);
  }
  return { students };
}

export default function ({ students }) {
  const student = students[Math.floor(Math.random() * students.length)];
  const started = call(student, 'POST', '/api/quiz-sessions/start', { lessonId: student.lessonId });
  if (!check(started, { 'quiz started (201)': (r) => r.status === 201 })) return;
  const sessionId = started.json('sessionId');
  let question = started.json('currentQuestion');
  for (let answered = 0; answered < 10 && question; answered += 1) {
    const userAnswer = question.options && question.options.length > 0 ? '0' : 'glucose';
    const result = call(student, 'POST', `/api/quiz-sessions/${sessionId}/answer`, { userAnswer, timeSpent: 5 }, 'POST /api/quiz-sessions/:sessionId/answer');
    if (!check(result, { 'answer scored (200)': (r) => r.status === 200 })) return;
    question = result.json('retryQuestion') || result.json('nextQuestion');
  }
  const completed = call(student, 'POST', `/api/quiz-sessions/${sessionId}/complete`, {}, 'POST /api/quiz-sessions/:sessionId/complete');
  check(completed, { 'quiz completed': (r) => r.status === 200 && r.json('isCompleted') === true });
}
