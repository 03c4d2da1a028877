import { configDefaults, defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript source in tests (no build needed).
const DOMAIN_TESTS = ['services/*/src/domain/**/*.test.ts', 'scripts/eval/**/*.test.ts'];

const sourceCondition = { conditions: ['@studyhall/source'] };

export default defineConfig({
  resolve: sourceCondition,
  ssr: { resolve: { conditions: ['@studyhall/source'], externalConditions: ['@studyhall/source'] } },
  test: {
    projects: [
      {
        // Pure logic (the services' domain folders, the evaluation scripts): no infrastructure, so it
        // runs on its own without the stack: `npx vitest run --project domain [path]`.
        extends: true,
        test: {
          name: 'domain',
          include: DOMAIN_TESTS,
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{proto,gateway,services/*}/src/**/*.test.ts', 'web/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...DOMAIN_TESTS],
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
