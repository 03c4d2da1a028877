import { describe, expect, it } from 'vitest';
import { createKeyedLock } from './keyed-lock.js';

describe('keyed lock', () => {
  it('runs tasks of one key one after another, other keys alongside, and survives a failure', async () => {
    const lock = createKeyedLock();
    const log: string[] = [];
    const task = (name: string, ms: number, fail = false) => async () => {
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      log.push(`end ${name}`);
      if (fail) throw new Error(name);
      return name;
    };
    const results = await Promise.allSettled([lock.run('a', task('a1', 30, true)), lock.run('a', task('a2', 1)), lock.run('b', task('b1', 1))]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log.indexOf('start a2')).toBeGreaterThan(log.indexOf('end a1'));
    expect(log.indexOf('end b1')).toBeLessThan(log.indexOf('end a1'));
  });
});
