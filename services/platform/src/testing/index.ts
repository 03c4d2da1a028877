// Component-test helpers (never in dist): `startTestApp(definition)` and the event-test kit.
export * from './test-app.js';
export { collectRecords, uniqueName, waitFor } from '../events/test-support/kafka-test-kit.js';
export * from './redis-test-server.js';
export * from './otlp-receiver.js';
export * from './metric-value.js';
