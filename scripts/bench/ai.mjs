// Entry for the AI benchmark: lets Node run the services' TypeScript source directly, then runs ai.ts.
// Usage: source scripts/node-env.sh && node --experimental-transform-types scripts/bench/ai.mjs
import '../lib/source-hooks.mjs';

await import('./ai.ts');
