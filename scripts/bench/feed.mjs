// Entry for the feed benchmark: lets Node run the services' TypeScript source directly, then runs feed.ts.
// Usage: source scripts/node-env.sh && set -a && . .data/stack.env && set +a &&
//        node --experimental-transform-types scripts/bench/feed.mjs
import '../lib/source-hooks.mjs';

await import('./feed.ts');
