// scripts/services.ts (npm start) as a newcomer meets it: a port already taken, Ctrl-C, and
// `scripts/stack down` stopping what it started. Runs just the gateway, on ports of its own.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../..');
const offset = 750;
const gatewayPort = 8080 + offset;
const pidFile = (name: string) => resolve(repoRoot, '.data/pids', `${name}.pid`);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
let runner: ChildProcess | undefined;

afterEach(() => {
  if (runner?.exitCode === null) runner.kill('SIGKILL');
});

function startRunner(): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['scripts/services.ts', '--only', 'gateway'], {
    cwd: repoRoot,
    env: { ...process.env, STUDYHALL_PORT_OFFSET: String(offset), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  runner = child;
  return { child, output: () => output };
}

async function untilUp(output: () => string): Promise<number> {
  for (let i = 0; i < 300 && !output().includes('StudyHall is up'); i += 1) await new Promise((r) => setTimeout(r, 100));
  expect(output()).toContain('StudyHall is up');
  return Number(readFileSync(pidFile('services-gateway'), 'utf8'));
}

const exited = (child: ChildProcess) => new Promise<number | null>((done) => (child.exitCode !== null ? done(child.exitCode) : child.once('exit', done)));

describe('npm start (scripts/services.ts)', () => {
  it('refuses a port that is already taken, naming the process that holds it, and starts nothing', async () => {
    const squatter: Server = createServer();
    await new Promise<void>((done) => squatter.listen(gatewayPort, '127.0.0.1', done));
    try {
      const { child, output } = startRunner();
      expect(await exited(child)).toBe(1);
      expect(output()).toContain(`port ${gatewayPort} (gateway) is in use by`);
      expect(output()).toContain(`(pid ${process.pid})`);
      expect(existsSync(pidFile('services-gateway'))).toBe(false);
    } finally {
      squatter.close();
    }
  });

  it('records the PIDs, and Ctrl-C stops every service it started', async () => {
    const { child, output } = startRunner();
    const gatewayPid = await untilUp(output);
    expect(alive(gatewayPid)).toBe(true);
    expect(Number(readFileSync(pidFile('services'), 'utf8'))).toBe(child.pid);
    child.kill('SIGINT');
    expect(await exited(child)).toBe(0);
    expect(alive(gatewayPid)).toBe(false);
    expect(existsSync(pidFile('services-gateway'))).toBe(false);
  }, 60_000);

  it('is stopped by `scripts/stack down services`, services included', async () => {
    const { child, output } = startRunner();
    const gatewayPid = await untilUp(output);
    await promisify(execFile)('bash', ['scripts/stack', 'down', 'services'], { cwd: repoRoot });
    expect(alive(gatewayPid)).toBe(false);
    expect(await exited(child)).toBe(0);
    expect(existsSync(pidFile('services'))).toBe(false);
  }, 60_000);
});
