// Entry for the AI benchmark: lets Node run the services' TypeScript source directly (relative `.js`
// imports resolve to the `.ts` file beside them; workspace packages use their source export), then
// runs ai.ts. Usage: source scripts/node-env.sh && node --experimental-transform-types scripts/bench/ai.mjs
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

registerHooks({
  resolve(specifier, context, next) {
    const conditions = [...new Set([...(context.conditions ?? []), '@studyhall/source'])];
    if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
      const source = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
      if (existsSync(fileURLToPath(source))) return next(source.href, { ...context, conditions });
    }
    return next(specifier, { ...context, conditions });
  },
});

await import('./ai.ts');
