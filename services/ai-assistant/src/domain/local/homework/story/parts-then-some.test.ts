import { describe, expect, it } from 'vitest';
import { solvePartsThenSome } from './parts-then-some.js';
import { solveStory } from '../story-solvers.js';

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

  it('reads "10 of them" after one list of two kinds, and "didn\'t" as asking for the others (mawps-asdiv)', () => {
    const story = (text: string): string | null => solveStory(text)?.answer ?? null;
    expect(story("There were 17 girls and 32 boys trying out for the schools basketball team. If only 10 of them got called back, how many students didn't make the cut?")).toBe('39');
    expect(story('Vanessa and her mom were picking carrots from their garden. Vanessa picked 17 and her mother picked 14. If only 24 of the carrots were good, how many bad carrots did they have?')).toBe('7 carrots');
    expect(story('There were 17 girls and 32 boys trying out for the team. If only 10 of them got called back, how many students made the cut?')).toBeNull();
    expect(story('Faye collected 23 carrots while her mom gathered 5, but only 12 were of good quality. How many bad carrots did they have in total?')).toBeNull();
    expect(story('There were 17 girls trying out for the team. There were 32 boys at the game. If only 10 of them got called back, how many didn\'t make the cut?')).toBeNull();
  });

  it('reads "how many did she have to do" after some were finished as the work not done, never a total (mawps-asdiv)', () => {
    expect(answer('Paige had 43 math problems and 12 science problems for homework. If she finished 44 of the problems at school, how many problems did she have to do for homework?')).toBe('11 problems');
    expect(answer('Paige had 43 math problems and 12 science problems for homework. If she finished 44 of the problems at school, how many problems did she have to do in all?')).toBeNull();
    expect(answer('Paige had 43 math problems and 12 science problems for homework. If she finished 44 of the problems at school, how many problems did she finish?')).toBeNull();
  });
});
