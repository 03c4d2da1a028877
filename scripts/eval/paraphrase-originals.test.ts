import { describe, expect, it } from 'vitest';
import { originalOf, originalsLine } from './paraphrase-originals.ts';

describe('paraphrase sets counted by original', () => {
  it('finds the original behind each rewrite number, one or two digits long', () => {
    expect(originalOf('paramawps-40002113')).toBe('0002113');
    expect(originalOf('paramawps-120002113')).toBe('0002113');
  });

  it('counts originals with a rewrite right, and only for paraphrase sets', () => {
    const ids = ['paramawps-10000001', 'paramawps-20000001', 'paramawps-10000002', 'paramawps-10000003'];
    expect(originalsLine({ name: 'paramawps-val', ids, rightIds: ['paramawps-10000001', 'paramawps-20000001'] })).toBe('  paramawps-val: 1 of 3 originals have at least one rewrite right');
    expect(originalsLine({ name: 'mawps-dev', ids, rightIds: [] })).toBeNull();
  });
});
