import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { aiConfigSchema, providerName } from '../config.js';
import type { AiProvider } from '../domain/ai-provider.js';
import { selectEngine } from './select-provider.js';

const baseEnv = {
  REDIS_URL: 'redis://127.0.0.1:6379',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_ACCESS_KEY_ID: 'minio',
  S3_SECRET_ACCESS_KEY: 'minio-secret',
  INTERNAL_TOKEN_SECRET: 'x'.repeat(32),
};
const config = (env: Record<string, string>) => aiConfigSchema.parse({ ...baseEnv, ...env });
const fakeLocal = { name: 'local' } as AiProvider;
const deps = { createLocalProvider: () => fakeLocal, logger: () => pino({ level: 'silent' }) };

describe('provider selection', () => {
  it('uses openai when a key is set and local otherwise, unless AI_PROVIDER says so', () => {
    expect(providerName(config({}))).toBe('local');
    expect(providerName(config({ OPENAI_API_KEY: 'sk-1' }))).toBe('openai');
    expect(providerName(config({ OPENAI_API_KEY: 'sk-1', AI_PROVIDER: 'local' }))).toBe('local');
    expect(providerName(config({ OPENAI_API_KEY: '' }))).toBe('local');
  });

  it('refuses AI_PROVIDER=openai with neither a key nor a base URL', () => {
    expect(aiConfigSchema.safeParse({ ...baseEnv, AI_PROVIDER: 'openai' }).success).toBe(false);
    expect(providerName(config({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }))).toBe('openai');
  });

  it('wires each choice to its own OCR and speech engines', async () => {
    const local = selectEngine(config({}), deps);
    expect([local.provider.name, local.speech.name]).toEqual(['local', 'espeak-ng']);
    await local.close();
    const openai = selectEngine(config({ OPENAI_API_KEY: 'sk-1' }), deps);
    expect([openai.provider.name, openai.speech.name]).toEqual(['openai', 'openai']);
  });
});
