import { defineConfig } from 'vitest/config';

// `npm test -w web`: the web unit tests alone, in Node, without the local stack. The repository's
// vitest.config.ts runs the same files in its "unit" project and the browser tests in "e2e".
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
