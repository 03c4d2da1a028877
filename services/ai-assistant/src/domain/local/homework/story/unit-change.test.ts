import { describe, expect, it } from 'vitest';
import { solveUnitChange } from './unit-change.js';
import { solveStory } from '../story-solvers.js';

describe('one measure asked in another unit of its kind (asdiv)', () => {
  it('changes a length, a time, a weight and coins', () => {
    expect(solveUnitChange('Mrs. Hilt measured her bookcase. It was 48 inches long. How many feet long was the bookcase?')?.answer).toBe('4 feet');
    expect(solveUnitChange('She will buy new shoes in 11 days. How many minutes must she wait?')?.answer).toBe('15840 minutes');
    expect(solveUnitChange('A bag weighs 5 pounds. How many ounces does the bag weigh?')?.answer).toBe('80 ounces');
    expect(solveUnitChange('Sara has saved 11 quarters from washing cars. How many cents does Sara have?')?.answer).toBe('275 cents');
    expect(solveUnitChange('Mrs. Hilt bought a notebook for $1.30. She paid with nickels. How many nickels did she use?')?.answer).toBe('26 nickels');
    expect(solveUnitChange('The movie lasts 150 minutes. How many hours long is the movie?')?.answer).toBe('2.5 hours');
  });

  it('is one of the story readers', () => {
    expect(solveStory('The rope is 3 yards long. How many feet long is the rope?')?.answer).toBe('9 feet');
  });

  it('declines the same unit, another kind, a change, a second number and uneven coins', () => {
    const declined = [
      'The rope is 3 yards long. How many yards long is the rope?',
      'A bag weighs 5 kilograms. How many pounds does the bag weigh?',
      'The rope is 3 yards long. How many feet of rope are left after he cuts it?',
      'The rope is 3 yards long. Tom cut 1 foot off. How many feet long is the rope now?',
      'A bag weighs 5 pounds. How many ounces do 2 bags weigh?',
      'Jo read for 3 hours each day. How many minutes did she read?',
      'Jo has 7 dimes and 3 nickels. How many cents does Jo have?',
      'Jo has 7 dimes. How many nickels does Jo have?',
      'She bought a notebook for $1.32. She paid with nickels. How many nickels did she use?',
      'The movie lasts 100 minutes. How many hours long is the movie?',
    ];
    expect(declined.map((story) => solveUnitChange(story))).toEqual(declined.map(() => null));
  });
});
