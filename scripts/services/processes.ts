// Who holds a port, and the PID files of what `npm start` runs (.data/pids/services*.pid), so that
// `scripts/stack down` can stop services a runner left behind.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/** Resolves true when nothing listens on 127.0.0.1:port (by listening on it for a moment). */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

/** "node (pid 1234)" for the process listening on the port, as far as `ss` can tell. */
export function portHolder(port: number): string {
  try {
    const out = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const found = /users:\(\("([^"]+)",pid=(\d+)/.exec(out);
    if (found) return `${found[1]} (pid ${found[2]})`;
  } catch {
    // ss missing or not allowed to see other users' sockets: say what we know.
  }
  return 'another process';
}

export function pidFiles(repoRoot: string) {
  const dir = resolve(repoRoot, '.data/pids');
  const fileOf = (name: string) => resolve(dir, `${name}.pid`);
  return {
    record(name: string, pid: number | undefined): void {
      if (pid === undefined) return;
      mkdirSync(dir, { recursive: true });
      writeFileSync(fileOf(name), `${pid}\n`);
    },
    forget(name: string): void {
      rmSync(fileOf(name), { force: true });
    },
  };
}
