import { describe, expect, it } from 'vitest';
import { plainSceneOpeners } from './plain-scene-openers.js';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('scene openers of paraphrases said as the plain story says them', () => {
  it('says a supposed fact as a fact, and a supposed question as a condition', () => {
    expect(plainSceneOpeners('Suppose Melanie and Benny grew turnips. How many did they grow?')).toBe('Melanie and Benny grew turnips. How many did they grow?');
    expect(plainSceneOpeners('Suppose that there are 63 apples with Ruby. How many are left?')).toBe('There are 63 apples with Ruby. How many are left?');
    expect(plainSceneOpeners('Suppose Elisa wants 53 dollars, how many more dollars does she need if she has 37 dollars?'))
      .toBe('If Elisa wants 53 dollars, how many more dollars does she need if she has 37 dollars?');
  });

  it('says two people introduced by a count by their names, and leaves out an introduction that tells nothing', () => {
    expect(plainSceneOpeners('There were two pumpkin farmers named Sandy and Mike. Sandy grew 51 pumpkins.')).toBe('Sandy and Mike were pumpkin farmers. Sandy grew 51 pumpkins.');
    expect(plainSceneOpeners('There were two people, Sandy and Nancy, who grew potatoes. Sandy grew 7.')).toBe('Sandy and Nancy grew potatoes. Sandy grew 7.');
    expect(plainSceneOpeners('There were two people named Tessa and Jake. Tessa has 32 crayons.')).toBe('Tessa has 32 crayons.');
  });

  it('leaves other openers as they were', () => {
    expect(plainSceneOpeners('There were two pumpkins in the field. Sandy grew 51 more.')).toBe('There were two pumpkins in the field. Sandy grew 51 more.');
    expect(plainSceneOpeners('There were three farmers named Al, Bo and Cy. Al grew 5.')).toBe('There were three farmers named Al, Bo and Cy. Al grew 5.');
    expect(plainSceneOpeners('Suppose, how many?')).toBe('Suppose, how many?');
  });

  it('solves the plain stories and declines the near misses', () => {
    expect(answer('There were two pumpkin farmers named Sandy and Mike. Sandy grew 51 pumpkins and Mike grew 23 pumpkins. How many pumpkins did they grow together?')).toBe('74 pumpkins');
    expect(answer('Suppose Melanie and Benny grew turnips. If Melanie grew 139 turnips and Benny grew 113 turnips, what was the total quantity of turnips they grew?')).toBe('252 turnips');
    expect(answer('There were two people, Sandy and Nancy, who grew potatoes. Sandy grew 7 while Nancy grew 6. How many potatoes in total did they grow?')).toBe('13 potatos');
    expect(answer('There were two pumpkin farmers named Sandy and Mike. Sandy grew 51 pumpkins and Mike grew 23 pumpkins. How many pumpkins did Sandy and Tom grow together?')).toBeNull();
    expect(answer('Suppose Melanie and Benny grew turnips. If Melanie grew 139 turnips and Benny grew 113 carrots, how many turnips did they grow in total?')).toBeNull();
  });
});
