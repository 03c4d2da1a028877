// The services `npm start` runs locally, their ports (ARCHITECTURE "Running it") and the
// environment they get: the local stack's endpoints plus development defaults.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface ServiceDefinition {
  name: string;
  dir: string;
  port: number;
}

// STUDYHALL_PORT_OFFSET moves every port (these and the stack's) so a second clone can run beside
// the first on one machine, e.g. STUDYHALL_PORT_OFFSET=100 → gateway 8180, Redis 6479.
const portOffset = Number(process.env.STUDYHALL_PORT_OFFSET ?? 0) || 0;

export const services: ServiceDefinition[] = [
  { name: 'auth', dir: 'services/auth', port: 8081 },
  { name: 'lessons-quiz', dir: 'services/lessons-quiz', port: 8082 },
  { name: 'homework', dir: 'services/homework', port: 8083 },
  { name: 'social-feed', dir: 'services/social-feed', port: 8084 },
  { name: 'ai-assistant', dir: 'services/ai-assistant', port: 8085 },
  { name: 'gateway', dir: 'gateway', port: 8080 },
].map((service) => ({ ...service, port: service.port + portOffset }));

export const gatewayUrl = `http://127.0.0.1:${services.find((s) => s.name === 'gateway')!.port}`;

export function upstreamUrls(): Record<string, string> {
  const url = (name: string) => `http://127.0.0.1:${services.find((s) => s.name === name)!.port}`;
  return {
    AUTH_URL: url('auth'),
    LESSONS_QUIZ_URL: url('lessons-quiz'),
    HOMEWORK_URL: url('homework'),
    SOCIAL_FEED_URL: url('social-feed'),
    AI_ASSISTANT_URL: url('ai-assistant'),
  };
}

export function parseEnvFile(text: string): Record<string, string> {
  const pairs = text
    .split('\n')
    .map((line) => line.replace(/^export\s+/, '').trim())
    .filter((line) => line && !line.startsWith('#') && line.includes('='))
    .map((line) => {
      const at = line.indexOf('=');
      return [line.slice(0, at), line.slice(at + 1).replace(/^(['"])(.*)\1$/, '$2')];
    });
  return Object.fromEntries(pairs);
}

/** A development secret made once per checkout and kept in .data, so sessions and tokens survive restarts. */
function developmentSecrets(repoRoot: string): Record<string, string> {
  const file = resolve(repoRoot, '.data/dev-secrets.env');
  if (!existsSync(file)) {
    mkdirSync(resolve(repoRoot, '.data'), { recursive: true });
    writeFileSync(file, `INTERNAL_TOKEN_SECRET=${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  }
  return parseEnvFile(readFileSync(file, 'utf8'));
}

export function localEnvironment(repoRoot: string): NodeJS.ProcessEnv {
  const stackEnv = parseEnvFile(readFileSync(resolve(repoRoot, '.data/stack.env'), 'utf8'));
  return {
    NODE_ENV: 'development',
    WEB_DIST_DIR: resolve(repoRoot, 'web/dist'),
    ...developmentSecrets(repoRoot),
    ...stackEnv,
    ...upstreamUrls(),
    // Where browser tests and k6 find the running system.
    E2E_BASE_URL: gatewayUrl,
    BASE_URL: gatewayUrl,
    ...process.env,
  };
}
