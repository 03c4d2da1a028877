import { describe, expect, it } from 'vitest';
import { createKeyedLock } from './write-lock.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createKeyedLock', () => {
  it('runs work on one key one after another, in arrival order, and other keys alongside', async () => {
    const withLock = createKeyedLock();
    const log: string[] = [];
    const step = (key: string, name: string) => withLock(key, async () => {
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
    });
    await Promise.all([step('a', 'a1'), step('a', 'a2'), step('b', 'b1')]);
    expect(log.indexOf('a1 end')).toBeLessThan(log.indexOf('a2 start'));
    expect(log.indexOf('b1 start')).toBeLessThan(log.indexOf('a1 end'));
  });

  it('a failure releases the key for the next writer', async () => {
    const withLock = createKeyedLock();
    await expect(withLock('k', async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    await expect(withLock('k', async () => 'next')).resolves.toBe('next');
  });
});
