import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Domain code tells the feature's story in plain TypeScript: no transport or storage libraries.
const infrastructureModules = ['koa', 'koa/*', '@koa/*', 'mongoose', 'kafkajs', 'ioredis', '@aws-sdk/*', 'openai'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'proto/src/gen/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'web/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['services/*/src/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: infrastructureModules,
              message: 'Domain code imports no koa, mongoose, kafkajs or other infrastructure: pass a port in instead.',
            },
            {
              // The root barrel and the other entry points bring mongoose, ioredis and koa along.
              regex: '^@studyhall/platform(/(events|service|uploads|testing))?$',
              message: 'Domain code imports only @studyhall/platform/errors from the kit.',
            },
          ],
        },
      ],
    },
  },
);
