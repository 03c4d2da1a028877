import { describe, expect, it } from 'vitest';
import { comparedKindMismatch } from './compared-kinds.js';
import { solveStory } from '../story-solvers.js';

describe('a comparison of one kind against an amount of another kind', () => {
  it('declines when the base amount is of another kind than the comparison', () => {
    expect(comparedKindMismatch('Ivo has 4 more red beads than Lea. If Lea has 7 blue beads, how many beads does Ivo have?')).not.toBeNull();
    expect(solveStory('Mo has 5 more green apples than Pat. Pat has 9 yellow apples. How many apples does Mo have?')).toBeNull();
  });

  it('lets a comparison of the same kind through', () => {
    expect(comparedKindMismatch('Ivo has 4 more red beads than Lea. Lea has 7 red beads. How many red beads does Ivo have?')).toBeNull();
    expect(solveStory('Mo has 5 more green apples than Pat. Pat has 9 green apples. How many green apples does Mo have?')?.answer).toMatch(/^14\b/);
  });
});
