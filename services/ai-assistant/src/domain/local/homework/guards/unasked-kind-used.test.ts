import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('an amount of the kind the question does not ask', () => {
  it('declines a reading that adds the other kind, or a kind the story never tells', () => {
    expect(answer('There are 5 crates of pears. Each crate has 12 yellow pears and 7 brown pears. How many brown pears are in the crates altogether?')).toBe('35 pears');
    expect(answer('14 scouts went fishing and 22 scouts went climbing in the morning. 9 scouts went fishing in the afternoon. How many scouts went climbing in all?')).not.toBe('45 scouts');
    expect(answer('14 scouts went fishing and 22 scouts went climbing in the morning. 9 scouts went fishing in the afternoon. How many scouts went swimming in all?')).toBeNull();
    expect(answer('Ana spends 3 hours on drawing and 2 hours on singing every day. If she practices for 5 days. How many more hours does she spend on drawing than singing in all?')).toBeNull();
  });

  it('keeps readings of both kinds, of a whole of them, or of each period', () => {
    expect(answer('There are 5 crates of pears. Each crate has 12 yellow pears and 7 brown pears. How many pears are in the crates altogether?')).toBe('95 pears');
    expect(answer('A chef bought 0.14 kilograms of almonds and 0.38 kilograms of pecans. How many kilograms of nuts did the chef buy in all?')).toBe('0.52 kilograms');
    expect(answer('Carly collected 7 starfish with 5 arms each and one seastar with 14 arms. How many arms do the animals she collected have in total?')).toBe('49 arms');
    expect(answer('Mia reads 20 pages every day. If she reads for 6 days. How many pages does she read in all?')).toBe('120 pages');
  });
});
