import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, loadConfig, serviceConfig } from './config.js';

const schema = z.object({
  PORT: serviceConfig.port(8081),
  MONGO_URL: serviceConfig.MONGO_URL,
  KAFKA_BROKERS: serviceConfig.KAFKA_BROKERS,
  INTERNAL_TOKEN_SECRET: serviceConfig.INTERNAL_TOKEN_SECRET,
});

const validEnv = {
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  KAFKA_BROKERS: '127.0.0.1:9092, 127.0.0.1:9094',
  INTERNAL_TOKEN_SECRET: 'x'.repeat(32),
};

describe('loadConfig', () => {
  it('parses and coerces a valid environment, applying defaults', () => {
    const config = loadConfig(schema, validEnv);
    expect(config.PORT).toBe(8081);
    expect(config.KAFKA_BROKERS).toEqual(['127.0.0.1:9092', '127.0.0.1:9094']);
  });

  it('names every missing or invalid variable in one error', () => {
    const env = { MONGO_URL: 'http://not-mongo', PORT: 'eighty', INTERNAL_TOKEN_SECRET: 'short' };
    let caught: unknown;
    try {
      loadConfig(schema, env);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as ConfigError).message;
    expect(message).toContain('PORT (invalid)');
    expect(message).toContain('MONGO_URL (invalid)');
    expect(message).toContain('KAFKA_BROKERS (missing)');
    expect(message).toContain('INTERNAL_TOKEN_SECRET (invalid): must be at least 32 characters');
  });
});
