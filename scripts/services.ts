// Runs every built StudyHall service and the gateway as local processes against the local stack.
//   node scripts/services.ts                 run until Ctrl-C (npm start)
//   node scripts/services.ts --check -- CMD  start, wait until ready, run CMD, stop (npm test)
//   --only gateway,auth                      just those services
//   STUDYHALL_INSTANCE=name                  own databases and Kafka prefix (see isolated())
// A port that is already taken is refused, naming who holds it (often an earlier `npm start`).
// The runner's and each service's PID go to .data/pids/services*.pid; `scripts/stack down` stops
// them (and Ctrl-C, SIGTERM or SIGHUP of the runner does).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { gatewayUrl, localEnvironment, services, type ServiceDefinition } from './services/definitions.ts';
import { pidFiles, portHolder, portIsFree } from './services/processes.ts';

const repoRoot = resolve(import.meta.dirname, '..');
const readyTimeoutMs = 90_000;
const running = new Map<string, ChildProcess>();
const pids = pidFiles(repoRoot);

async function refuseTakenPorts(chosen: ServiceDefinition[]): Promise<void> {
  const taken: string[] = [];
  for (const service of chosen) {
    if (!(await portIsFree(service.port))) taken.push(`port ${service.port} (${service.name}) is in use by ${portHolder(service.port)}`);
  }
  if (taken.length === 0) return;
  console.error(`[services] cannot start: ${taken.join('; ')}.`);
  console.error('[services] Stop it (an earlier `npm start`: Ctrl-C there, or `scripts/stack down`) or run on other ports with STUDYHALL_PORT_OFFSET.');
  process.exit(1);
}

function startService(service: ServiceDefinition, env: NodeJS.ProcessEnv): void {
  const child = spawn(process.execPath, [resolve(repoRoot, service.dir, 'dist/main.js')], {
    cwd: resolve(repoRoot, service.dir),
    env: { ...env, ...isolated(service), PORT: String(service.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A group of its own: a terminal's Ctrl-C reaches the runner only, which stops the services in
    // order (each gets one SIGTERM, not SIGINT and SIGTERM at once).
    detached: true,
  });
  pids.record(`services-${service.name}`, child.pid);
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${service.name}] ${line}\n`));
  }
  child.once('exit', (code, signal) => {
    running.delete(service.name);
    pids.forget(`services-${service.name}`);
    if (!stopping) console.error(`[services] ${service.name} exited (${signal ?? code})`);
  });
  running.set(service.name, child);
}

/**
 * STUDYHALL_INSTANCE=name runs this set of services apart from others on the same stack: databases
 * `studyhall-<service>-<name>` and Kafka topics and groups prefixed `<name>.` (no other outbox relay or
 * consumer group sees its events). Unset: the shared defaults.
 */
function isolated(service: ServiceDefinition): NodeJS.ProcessEnv {
  const instance = process.env.STUDYHALL_INSTANCE;
  return instance ? { MONGO_DB: `studyhall-${service.name}-${instance}`, KAFKA_TOPIC_PREFIX: `${instance}.` } : {};
}

async function waitUntilReady(service: ServiceDefinition): Promise<void> {
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (!running.has(service.name)) throw new Error(`${service.name} stopped before it was ready`);
    const ok = await fetch(`http://127.0.0.1:${service.port}/readyz`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${service.name} was not ready within ${readyTimeoutMs / 1000} s (GET :${service.port}/readyz)`);
}

let stopping = false;
async function stopAll(): Promise<void> {
  if (stopping) return;
  stopping = true;
  const exits = [...running.values()].map((child) => new Promise((r) => child.once('exit', r)));
  for (const child of running.values()) child.kill('SIGTERM');
  await Promise.race([Promise.all(exits), new Promise((r) => setTimeout(r, 12_000))]);
  for (const child of running.values()) child.kill('SIGKILL');
}

function runCommand(command: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(command[0]!, command.slice(1), { stdio: 'inherit', env });
  return new Promise((r) => child.once('exit', (code) => r(code ?? 1)));
}

function chosenServices(): ServiceDefinition[] {
  const at = process.argv.indexOf('--only');
  if (at < 0) return services;
  const names = (process.argv[at + 1] ?? '').split(',');
  return services.filter((s) => names.includes(s.name));
}

function stopOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => void stopAll().then(() => process.exit(0)));
  // Whatever ends the runner, no service outlives it silently.
  process.once('exit', () => {
    for (const child of running.values()) child.kill('SIGTERM');
    pids.forget('services');
  });
}

async function main(): Promise<void> {
  const env = localEnvironment(repoRoot);
  const chosen = chosenServices();
  const built = chosen.filter((s) => existsSync(resolve(repoRoot, s.dir, 'dist/main.js')));
  const missing = chosen.filter((s) => !built.includes(s)).map((s) => s.name);
  if (missing.length) console.error(`[services] not built yet, skipped: ${missing.join(', ')}`);
  await refuseTakenPorts(built);
  pids.record('services', process.pid);
  stopOnSignals();
  built.forEach((service) => startService(service, env));
  try {
    await Promise.all(built.map(waitUntilReady));
  } catch (error) {
    console.error(`[services] ${(error as Error).message}`);
    await stopAll();
    process.exit(1);
  }
  console.log(`\n[services] StudyHall is up: ${gatewayUrl}  (${built.map((s) => s.name).join(', ')})\n`);
  const separator = process.argv.indexOf('--');
  if (process.argv.includes('--check') && separator > 0) {
    const code = await runCommand(process.argv.slice(separator + 1), env);
    await stopAll();
    process.exit(code);
  }
}

await main();
