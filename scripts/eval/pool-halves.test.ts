import { describe, expect, it } from 'vitest';
import { halfOf, parseHalf } from './pool-halves.ts';

describe('pool halves', () => {
  it('keeps every rewrite of one ParaMAWPS original on the same side', () => {
    const rewrites = ['paramawps-10002113', 'paramawps-20002113', 'paramawps-50002113', 'paramawps-120002113'];
    expect(new Set(rewrites.map(halfOf)).size).toBe(1);
  });

  it('splits other pools by id into two halves of about the same size', () => {
    const halves = Array.from({ length: 1000 }, (_, i) => halfOf(`gsm8k-pool-${i}`));
    const dev = halves.filter((half) => half === 'dev').length;
    expect(dev).toBeGreaterThan(450);
    expect(dev).toBeLessThan(550);
  });

  it('accepts dev, check or nothing, and refuses any other half', () => {
    expect(parseHalf('check')).toBe('check');
    expect(parseHalf(undefined)).toBeUndefined();
    expect(() => parseHalf('val')).toThrow('--half must be dev or check');
  });
});
