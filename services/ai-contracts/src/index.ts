export * from './common.js';
export * from './question.js';
export * from './lesson.js';
export * from './quiz.js';
export * from './homework.js';
export * from './chat.js';
export * from './answer-matching.js';
