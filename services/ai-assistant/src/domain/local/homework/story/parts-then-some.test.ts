import { describe, expect, it } from 'vitest';
import { solvePartsThenSome } from './parts-then-some.js';

const answer = (text: string): string | null => solvePartsThenSome(text)?.answer ?? null;

describe('parts then some of them all', () => {
  it('adds the parts and takes away the named some when the question asks for the others', () => {
    expect(answer('Nora baked 20 plain muffins and 15 lemon muffins. If she only sold 28 of them, how many were left?')).toBe('7 muffins');
    expect(answer('Leo grew 12 carrots and 18 beets. If only 25 of the vegetables were good, how many bad vegetables did he grow?')).toBe('5 vegetables');
    expect(answer('There were 14 girls and 16 boys at the audition. If only 9 of the children got a part, how many did not get a part?')).toBe('21');
  });

  it('declines when the question asks for the named some, or a part was already changed', () => {
    expect(answer('Nora baked 20 muffins and 15 scones. If she sold 28 of them, how many did she sell?')).toBeNull();
    expect(answer('Leo had 12 carrots and 6 were broken. He ate 3 of them. How many carrots are left?')).toBeNull();
    expect(answer('Ada has 12 red beads and 9 blue beads. If she used 4 of them, how many more beads does she need?')).toBeNull();
    // another person asked than the one who picked them
    expect(answer('Mia picked 6 tulips and 9 roses to make bouquets. If she only used 10 of the flowers, how many extra flowers did Ann pick?')).toBeNull();
    expect(answer('Mia picked 6 tulips and 9 roses to make bouquets. If she only used 10 of the flowers, how many extra flowers did Mia pick?')).toBe('5 flowers');
  });
});
