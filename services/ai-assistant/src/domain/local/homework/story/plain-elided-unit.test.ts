import { describe, expect, it } from 'vitest';
import { plainElidedUnit, plainStuffOnce } from './plain-elided-unit.js';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('the thing counted said once for two owners', () => {
  it('says it again for the second owner doing the same act', () => {
    expect(plainElidedUnit('Sandy grew 51 pumpkins and Mike grew 23.')).toBe('Sandy grew 51 pumpkins and Mike grew 23 pumpkins.');
    expect(plainElidedUnit('Joan has 3 yellow marbles and Mary owns 9.')).toBe('Joan has 3 yellow marbles and Mary owns 9 yellow marbles.');
    expect(plainElidedUnit('Wanda had 4 blocks and Theresa had 7 more.')).toBe('Wanda had 4 blocks and Theresa had 7 more blocks.');
    expect(plainElidedUnit('Sandy and Mike grew pumpkins. Sandy grew 51 while Mike grew 23. How many pumpkins did they grow?'))
      .toBe('Sandy and Mike grew pumpkins. Sandy grew 51 pumpkins while Mike grew 23 pumpkins. How many pumpkins did they grow?');
  });

  it('leaves another act, a decimal and a thing not named before as they were', () => {
    expect(plainElidedUnit('Joan bought 3 apples and Mary paid 9.')).toBe('Joan bought 3 apples and Mary paid 9.');
    expect(plainElidedUnit('Joan has 3 marbles and Mary is 9.')).toBe('Joan has 3 marbles and Mary is 9.');
    expect(plainElidedUnit('Kendall drove 0.2 mile, and she drove 0.5 mile with her father.')).toBe('Kendall drove 0.2 mile, and she drove 0.5 mile with her father.');
    expect(plainElidedUnit('Sandy grew 51 while Mike grew 23. How many pumpkins did they grow?')).toBe('Sandy grew 51 while Mike grew 23. How many pumpkins did they grow?');
  });

  it('answers the total of both and declines a question about something else', () => {
    expect(answer('Joan has 3 yellow marbles and Mary owns 9. What is their combined number of yellow marbles?')).toBe('12 marbles');
    expect(answer('Sandy and Mike both grew pumpkins. Sandy grew 51 while Mike grew 23. How many pumpkins did they grow in total?')).toBe('74 pumpkins');
    expect(answer('Joan has 3 yellow marbles and Mary owns 9. How many red marbles do they have?')).toBeNull();
    expect(answer('Joan bought 3 apples and Mary paid 9. How many apples did they buy in total?')).toBeNull();
  });

  it('says the asked thing for a second owner named by kin, the thing named before as the asked phrase\'s last word (mawps-asdiv)', () => {
    expect(plainElidedUnit('Vanessa and her mom were picking carrots. Vanessa picked 17 and her mother picked 14. How many bad carrots did they have?')).toBe('Vanessa and her mom were picking carrots. Vanessa picked 17 carrots and her mother picked 14 carrots. How many bad carrots did they have?');
    expect(plainElidedUnit('Vanessa and her mom were picking carrots. Vanessa picked 17 and her mother ate 14. How many bad carrots did they have?')).toContain('picked 17 and');
    expect(plainElidedUnit('Vanessa and her mom were in the garden. Vanessa picked 17 and her mother picked 14. How many bad carrots did they have?')).toContain('picked 17 and');
  });

  it('says the thing again for a second setting of one act, and the stuff again for a second amount (para-combine)', () => {
    expect(plainElidedUnit('Joan attended 4 football games this year, and 9 last year.')).toBe('Joan attended 4 football games this year, and 9 football games last year.');
    expect(plainElidedUnit('They served 7 slices of pie during lunch and 5 during dinner today.')).toBe('They served 7 slices of pie during lunch and 5 slices of pie during dinner today.');
    expect(plainElidedUnit('Tom read 5 books on Monday and 3 on Monday.')).toBe('Tom read 5 books on Monday and 3 on Monday.');
    expect(plainStuffOnce('0.2 inches of rain fell on Saturday and 0.4 inches fell on Sunday.')).toBe('0.2 inches of rain fell on Saturday and 0.4 inches of rain fell on Sunday.');
    expect(plainStuffOnce('0.2 inches of rain fell on Saturday and 0.4 inches melted on Sunday.')).toBe('0.2 inches of rain fell on Saturday and 0.4 inches melted on Sunday.');
    expect(answer('Joan attended 4 football games this year, and 9 last year. How many football games did she attend in total?')).toBe('13 games');
    expect(answer('Tom read 5 books on Monday and 3 on Tuesday. How many pages did Tom read in total?')).toBeNull();
  });

  it('names bare counts of two doers by the thing the question asks them both about (para-combine)', () => {
    expect(answer('Sally grew six while Fred grew four. How many carrots did Sally and Fred grow in total?')).toBe('10 carrots');
    expect(answer('Sally grew six while Fred sold four. How many carrots did Sally and Fred grow in total?')).toBeNull();
    expect(answer('Sally grew six while Fred grew four. How many carrots did Sally and Ann grow in total?')).toBeNull();
  });
});
