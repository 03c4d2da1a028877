// The service template: `defineService` in service.ts, `runService` in main.ts (see services/README.md).
export * from './define-service.js';
export * from './boot-service.js';
export * from './run-service.js';
