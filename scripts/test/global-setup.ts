// Resolves the infrastructure every component test runs against, in this order:
// 1. URLs from the environment (MONGO_URL, KAFKA_BROKERS, REDIS_URL, S3_ENDPOINT all set);
// 2. testcontainers, when a Docker engine answers;
// 3. the local stack (scripts/stack up), started if it is not running.
// The result is exported to process.env, which the test workers inherit.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnvFile } from '../services/definitions.ts';
import { startContainers, type StopContainers } from './containers.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
const requiredVariables = ['MONGO_URL', 'KAFKA_BROKERS', 'REDIS_URL', 'S3_ENDPOINT'] as const;

let stopContainers: StopContainers | undefined;

export default async function setup(): Promise<() => Promise<void>> {
  if (requiredVariables.every((name) => process.env[name])) {
    report('environment');
  } else if ((stopContainers = await startContainers())) {
    report('testcontainers');
  } else {
    Object.assign(process.env, { ...localStackEnv(), ...definedOnly(process.env) });
    report('local stack');
  }
  return async () => {
    await stopContainers?.();
  };
}

function localStackEnv(): Record<string, string> {
  execFileSync('bash', [resolve(repoRoot, 'scripts/stack'), 'up'], { stdio: ['ignore', 'ignore', 'inherit'] });
  return parseEnvFile(readFileSync(resolve(repoRoot, '.data/stack.env'), 'utf8'));
}

function definedOnly(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));
}

function report(source: string): void {
  console.log(`[test infra] ${source}: mongo=${process.env.MONGO_URL} kafka=${process.env.KAFKA_BROKERS} ` +
    `redis=${process.env.REDIS_URL} s3=${process.env.S3_ENDPOINT}`);
}
