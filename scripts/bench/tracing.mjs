// Entry for the tracing benchmark: lets Node run the platform's TypeScript source directly, then runs tracing.ts.
// Usage: source scripts/node-env.sh && node --experimental-transform-types scripts/bench/tracing.mjs [requests] [rounds]
import '../lib/source-hooks.mjs';

await import('./tracing.ts');
