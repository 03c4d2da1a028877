import { describe, expect, it } from 'vitest';
import { solveRecipeNeeds } from './recipe-needs.js';

const answer = (text: string): string | null => solveRecipeNeeds(text)?.answer ?? null;

describe('what a recipe still needs, per ingredient', () => {
  it('compares what is still needed of two ingredients, one of them partly in', () => {
    expect(answer('Omar is making bread. The recipe calls for 8 cups of milk and 3 cups of oats. He already put in 2 cups of milk. How many more cups of milk than cups of oats does he need to add now?')).toBe('3 cups');
    expect(answer('The recipe calls for 4 cups of rice 9 cups of water and 1 cup of salt. She already put in 3 cups of water. How many more cups of water than rice does she need to add?')).toBe('2 cups');
  });

  it('finds what is already in from what is still needed, and what is left to add', () => {
    expect(answer('The recipe calls for 11 cups of flour and 2 cups of sugar. She already put in some cups of flour. If she still needs 4 more cups of flour. How many cups of flour did she put in?')).toBe('7 cups');
    expect(answer('The recipe calls for 11 cups of flour and 2 cups of sugar. She already put in 5 cups of flour. How many more cups of flour does she need to add?')).toBe('6 cups');
  });

  it('declines a number it cannot place, a need below zero, and a still-needed amount that disagrees', () => {
    expect(answer('The recipe calls for 11 cups of flour. She baked 3 cakes. She already put in 5 cups of flour. How many more cups of flour does she need to add?')).toBeNull();
    expect(answer('The recipe calls for 3 cups of flour and 9 cups of sugar. How many more cups of flour than cups of sugar does she need to add?')).toBeNull();
    expect(answer('The recipe calls for 11 cups of flour. She already put in 5 cups of flour. She still needs 2 more cups of flour. How many more cups of flour does she need to add?')).toBeNull();
    expect(answer('The recipe calls for 11 cups of flour. She already put in some cups of flour. If she still needs 5 more cups of flour than sugar. How many cups of flour did she put in?')).toBeNull();
  });
});
