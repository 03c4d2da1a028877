// Entry for the sign-in benchmark: lets Node run the services' TypeScript source, then runs sign-in.ts.
import '../lib/source-hooks.mjs';

await import('./sign-in.ts');
