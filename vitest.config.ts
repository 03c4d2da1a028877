import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript source in tests (no build needed).
const sourceCondition = { conditions: ['@studyhall/source'] };

export default defineConfig({
  resolve: sourceCondition,
  ssr: { resolve: { conditions: ['@studyhall/source'], externalConditions: ['@studyhall/source'] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{proto,gateway,services/*}/src/**/*.test.ts', 'web/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['scripts/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
