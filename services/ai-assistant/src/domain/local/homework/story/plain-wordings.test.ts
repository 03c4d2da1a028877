import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { plainForms } from './plain-forms.js';

const answer = (text: string): string | null => solveStory(plainForms(text))?.answer ?? null;

// para-while: wordings read by changes to existing rewrites (facts-first.ts, plain-respectively.ts, plain-total-first.ts,
// plain-start-told.ts, verb-table.ts, plain-others-take.ts)
describe('wordings the readers now know', () => {
  it('answers "have … respectively", "Together, how many", "already had", a trailing "when", a synonym and a bare taker', () => {
    expect(answer('Joan and Mary have 9 and 4 apples respectively. How many apples do they have in all?')).toBe('13 apples');
    expect(answer('Together, how many apples do Joan and Mary have if Joan has 9 and Mary has 4?')).toBe('13 apples');
    expect(answer('Joan got 4 apples from Mary. Joan had 9 apples previously. How many apples does Joan have now?')).toBe('13 apples');
    expect(answer('How many apples does Joan have left when she had 9 apples and gave 4 to Mary?')).toBe('5 apples');
    expect(answer('Joan possessed 9 apples. She handed 4 apples to Mary. How many apples remain with Joan?')).toBe('5 apples');
    expect(answer('Sara grew 43 pumpkins. Rabbits ate 23 pumpkins. How many pumpkins are left?')).toBe('20 pumpkins');
  });
  it('declines the taker\'s own count and other things taken', () => {
    expect(answer('Sara had 43 pumpkins. Tom bought 23 pumpkins. How many pumpkins does Tom have?')).toBeNull();
    expect(answer('Sara had 43 pumpkins. Tom bought 23 apples. How many pumpkins does Sara have left?')).toBeNull();
    expect(answer('Sara had 43 pumpkins and Tom had 10 pumpkins. Rabbits ate 23 pumpkins. How many pumpkins does Sara have left?')).toBeNull();
  });
});

describe('"After doing …," leading a statement', () => {
  it('tells the doing first, by the statement\'s subject', () => {
    expect(answer('Nancy had 80 files on her computer. After deleting 31 files, she put the rest into folders of 7 files each. How many folders did she use?')).toBe('7 folders');
  });
  it('declines when another person stands in the statement', () => {
    expect(answer('After collecting 9 bottle caps, Albert combines them with Anne\'s 10 bottle caps. If Anne then finds 5 more, how many bottle caps does she have in total?')).toBeNull();
  });
});

describe('acts told apart by a particle', () => {
  it('reads "got off" and "got on" as changes of one amount, not kinds', () => {
    expect(answer('A bus had 25 people on it. 7 people got off and 4 people got on. How many people are on the bus now?')).toBe('22 people');
    expect(answer('There are 96 oranges in a box. 45 oranges are picked out. How many oranges are left in the box?')).toBe('51 oranges');
  });
});
