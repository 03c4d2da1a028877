import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context, Middleware } from 'koa';

// Vite puts content-hashed files under /assets: their name changes with their content, so browsers
// may keep them forever. Everything else (index.html above all) is revalidated on every load.
const immutableCaching = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

/**
 * Serves the built web app from `root` when it exists: the file asked for, or index.html for a
 * browser navigation to any other non-/api path, so the SPA's router can take over.
 */
export function serveWebApp(root: string): Middleware {
  const rootWithSep = normalize(root + sep);
  return async function serveWebApp(ctx, next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/') || ctx.path === '/api') {
      return next();
    }
    const file = fileFor(rootWithSep, ctx.path);
    if (file && (await sendFile(ctx, file, ctx.path.startsWith('/assets/') ? immutableCaching : revalidate))) return;
    if (ctx.get('accept').includes('text/html') && (await sendFile(ctx, join(rootWithSep, 'index.html'), revalidate))) {
      return;
    }
    return next();
  };
}

function fileFor(rootWithSep: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = normalize(join(rootWithSep, decoded.endsWith('/') ? `${decoded}index.html` : decoded));
  return file.startsWith(rootWithSep) ? file : undefined;
}

async function sendFile(ctx: Context, file: string, cacheControl: string): Promise<boolean> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return false;
  ctx.status = 200;
  ctx.set('Cache-Control', cacheControl);
  ctx.lastModified = info.mtime;
  if (ctx.fresh) {
    ctx.status = 304;
    return true;
  }
  ctx.type = extname(file);
  ctx.length = info.size;
  // Koa answers HEAD with the headers alone.
  if (ctx.method !== 'HEAD') ctx.body = createReadStream(file);
  return true;
}
