import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const packageDir = resolve(import.meta.dirname, '..');

function startSlowService(): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const child = spawn(process.execPath, [resolve(packageDir, 'test-fixtures/slow-service.mjs')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return new Promise((resolvePort, reject) => {
    child.stdout!.on('data', () => {
      const match = /"port":(\d+).*"msg":"listening"/.exec(output);
      if (match) resolvePort({ child, port: Number(match[1]), output: () => output });
    });
    child.once('exit', (code) => reject(new Error(`service exited early (${code}): ${output}`)));
  });
}

describe('graceful shutdown', () => {
  beforeAll(() => {
    execFileSync('npx', ['tsc', '-b', packageDir], { stdio: 'inherit' });
  });

  it('completes the in-flight request after SIGTERM, runs closers and exits 0', async () => {
    const { child, port, output } = await startSlowService();
    const inFlight = fetch(`http://127.0.0.1:${port}/work?ms=1500`);
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    expect(output()).toContain('closer ran');
    await expect(fetch(`http://127.0.0.1:${port}/work?ms=1`)).rejects.toThrow();
  });
});
