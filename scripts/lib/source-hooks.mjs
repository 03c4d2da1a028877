// Lets Node run the services' TypeScript source directly (scripts, benchmarks, evals): relative `.js`
// imports resolve to the `.ts` file beside them, workspace packages to their `@studyhall/source`
// export. Import this module first; modules loaded afterwards (dynamic imports) use the hooks.
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
