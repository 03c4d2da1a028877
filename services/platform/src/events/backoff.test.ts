import { describe, expect, it } from 'vitest';
import { backoffDelay, sleep } from './backoff.js';

describe('backoff', () => {
  it('doubles from the initial delay and stops growing at the cap (within jitter)', () => {
    const options = { initialMs: 100, maxMs: 1_000 };
    expect(backoffDelay(1, options)).toBeGreaterThanOrEqual(80);
    expect(backoffDelay(1, options)).toBeLessThanOrEqual(120);
    expect(backoffDelay(3, options)).toBeGreaterThanOrEqual(320);
    expect(backoffDelay(3, options)).toBeLessThanOrEqual(480);
    expect(backoffDelay(30, options)).toBeLessThanOrEqual(1_200);
  });

  it('wakes early, reporting false, when stopping', async () => {
    const stopping = new AbortController();
    const started = Date.now();
    const waiting = sleep(60_000, stopping.signal);
    stopping.abort();
    expect(await waiting).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
