import { describe, expect, it } from 'vitest';
import { lockDocument } from './document-locks.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('lockDocument', () => {
  it('runs the writes of one document one after another, in order, even when one fails', async () => {
    const log: string[] = [];
    const write = (name: string, fail = false) => async () => {
      log.push(`${name} start`);
      await pause(10);
      log.push(`${name} end`);
      if (fail) throw new Error(name);
      return name;
    };
    const results = await Promise.allSettled([
      lockDocument('shelves', 'u1', write('a')),
      lockDocument('shelves', 'u1', write('b', true)),
      lockDocument('shelves', 'u1', write('c')),
    ]);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('lets writes of other documents run at the same time', async () => {
    const log: string[] = [];
    const write = (name: string) => async () => {
      log.push(`${name} start`);
      await pause(10);
      log.push(`${name} end`);
    };
    await Promise.all([lockDocument('shelves', 'u1', write('u1')), lockDocument('shelves', 'u2', write('u2'))]);
    expect(log.slice(0, 2)).toEqual(['u1 start', 'u2 start']);
  });
});
