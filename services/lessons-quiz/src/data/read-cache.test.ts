// The read cache against the shared stack's Redis: two caches on one namespace play two replicas.
import { randomUUID } from 'node:crypto';
import { createRedis, createLogger } from '@studyhall/platform';
import { afterAll, describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.js';

const redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
afterAll(async () => {
  await redis.quit();
});
const logger = createLogger('read-cache-test', 'silent');
const replicas = () => {
  const namespace = `test-${randomUUID()}`;
  return [createReadCache({ redis, logger, namespace, maxBytes: 1e6 }), createReadCache({ redis, logger, namespace, maxBytes: 1e6 })] as const;
};

describe('read cache', () => {
  it('serves a copy from memory until some replica writes the document, then reads it again', async () => {
    const [a, b] = replicas();
    let stored = 'v1';
    let loads = 0;
    const load = async () => {
      loads += 1;
      return stored;
    };
    expect(await a.read('shelf', load)).toBe('v1');
    expect(await a.read('shelf', load)).toBe('v1');
    expect(loads).toBe(1);
    await b.writing(['shelf'], async () => {
      stored = 'v2';
    });
    expect(await a.read('shelf', load)).toBe('v2');
    expect(await b.read('shelf', load)).toBe('v2');
  });

  it('never keeps as current a copy that was loaded while a write ran', async () => {
    const [a, b] = replicas();
    let release: (value: string) => void = () => undefined;
    const slowOldRead = a.read('shelf', () => new Promise<string>((resolve) => (release = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await b.writing(['shelf'], async () => undefined);
    release('before the write');
    expect(await slowOldRead).toBe('before the write');
    expect(await a.read('shelf', async () => 'after the write')).toBe('after the write');
  });

  it('keeps only what fits: the least recently read copy goes first', async () => {
    const namespace = `test-${randomUUID()}`;
    const small = createReadCache({ redis, logger, namespace, maxBytes: 2000 });
    const text = 'x'.repeat(500);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return text;
    };
    for (const key of ['a', 'b', 'c', 'd', 'a']) await small.read(key, load);
    expect(loads).toBe(5);
    await small.read('d', load);
    expect(loads).toBe(5);
    await small.read('b', load);
    expect(loads).toBe(6);
  });
});
