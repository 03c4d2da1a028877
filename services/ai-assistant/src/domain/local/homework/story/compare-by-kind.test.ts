import { describe, expect, it } from 'vitest';
import { solveCompareByKind } from './compare-by-kind.js';

const answer = (text: string): string | null => solveCompareByKind(text)?.answer ?? null;

describe('more or fewer of one kind than another: one side told, the other or both asked', () => {
  it('reads the compared side, the referent and both together', () => {
    expect(answer('40 people visited the museum in the morning. 25 more people visited in the afternoon than in the morning. How many people visited the museum in the afternoon?')).toBe('65 people');
    expect(answer('Ana read 30 pages of history. She read 12 fewer pages of history than science. How many pages of science did she read?')).toBe('42 pages');
    expect(answer('Ana read 30 pages of history. She read 12 more pages of history than science. How many pages of science did she read?')).toBe('18 pages');
    expect(answer('At a school there are 50 more girls than boys. There are 300 girls. How many pupils are there at the school?')).toBe('550 pupils');
  });

  it('reads both sides named in the question as both together, never as the side a shared word hides', () => {
    expect(answer('There are 50 more pens than notebooks on the shelf. There are 30 notebooks on the shelf. How many notebooks and pens are there altogether?')).toBe('110');
    expect(answer('There are 50 more pens than notebooks on the shelf. There are 30 notebooks on the shelf. How many notebooks and pens are on the shelf?')).toBeNull();
  });

  it('declines near misses: the told side asked, neither side asked, a difference asked, an extra fact', () => {
    expect(answer('Ana read 30 pages of history. She read 12 more pages of history than science. How many pages of history did she read?')).toBeNull();
    expect(answer('Ana read 30 pages of history. She read 12 more pages of history than science. How many pages did Tom read?')).toBeNull();
    expect(answer('Ana read 30 pages of history. She read 12 more pages of history than science. How many more pages of history than science did she read?')).toBeNull();
    expect(answer('Ana read 30 pages of history. She read 12 more pages of history than science. She read 5 pages of art. How many pages of science did she read?')).toBeNull();
    expect(answer('At a school there are 50 more girls than boys. There are 300 girls. How many teachers are there at the school?')).toBeNull();
  });
});
