import { describe, expect, it } from 'vitest';
import { childTraceparent, currentTraceparent, isValidTraceparent, withTraceparent } from './trace-context.js';

const parent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

describe('trace context', () => {
  it('continues the parent trace with a new span', () => {
    const child = childTraceparent(parent);
    expect(child).toMatch(/^00-4bf92f3577b34da6a3ce929d0e0e4736-[0-9a-f]{16}-01$/);
    expect(child).not.toBe(parent);
  });

  it('starts a new trace when the parent is missing or malformed', () => {
    for (const bad of [undefined, '', 'garbage', '00-00000000000000000000000000000000-00f067aa0ba902b7-01']) {
      const fresh = childTraceparent(bad);
      expect(isValidTraceparent(fresh)).toBe(true);
      expect(fresh.slice(3, 35)).not.toBe('00000000000000000000000000000000');
    }
  });

  it('exposes the current trace inside withTraceparent only', async () => {
    await withTraceparent(parent, async () => {
      await Promise.resolve();
      expect(currentTraceparent()).toBe(parent);
    });
    expect(currentTraceparent()).toBeUndefined();
    expect(withTraceparent('not-a-traceparent', currentTraceparent)).toBeUndefined();
  });
});
