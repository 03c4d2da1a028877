// Entry for the lessons benchmark: lets Node run the services' TypeScript source directly (the PDF
// builder lives in ai-assistant's test support, which is not built), then runs lessons.ts.
// Usage: source scripts/node-env.sh && npm run build && node --experimental-transform-types scripts/bench/lessons.mjs [options]
import '../lib/source-hooks.mjs';

await import('./lessons.ts');
