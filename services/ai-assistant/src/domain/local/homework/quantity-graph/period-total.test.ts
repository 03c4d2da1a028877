import { describe, expect, it } from 'vitest';
import { solvePeriodTotal } from './period-total.js';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solvePeriodTotal(text)?.answer ?? null;

describe('one actor\'s amounts told period by period', () => {
  it('adds the periods, each found from the one it builds on', () => {
    expect(answer('Omar picked 12 pears on Monday, and half as many on Tuesday. How many pears did Omar pick in the 2 days?')).toBe('18 pears');
    expect(answer('Lina baked 20 pies in March. In April she baked 3 times as many pies. How many pies did Lina bake altogether in March and April?')).toBe('80 pies');
    expect(answer('Rosa read 9 books in June, twice as many in July and 4 fewer in August than she did in July. How many books did Rosa read in total?')).toBe('41 books');
    expect(answer('A baker sold 40 rolls yesterday. Today he sold 25% more. How many rolls did the baker sell in all?')).toBe('90 rolls');
  });

  it('follows "the next day" and "than on Monday" to the period they name', () => {
    expect(answer('Kim ran 4 miles on Monday. The next day she ran twice as far. On Wednesday she ran 1 mile more than on Monday. How many miles did Kim run in the three days?')).toBe('17 miles');
    expect(answer('Ben saved $30 in May. The next month he saved 2 times that amount. How much money did Ben save in May and June?')).toBe('$90');
  });

  it('answers one period or how many more in one than another', () => {
    expect(answer('Zoe sold 15 cups on Friday. On Saturday she sold 3 times as many cups. How many cups did Zoe sell on Saturday?')).toBe('45 cups');
    expect(answer('Zoe sold 15 cups on Friday. She sold twice as many on Saturday. How many more cups did Zoe sell on Saturday than on Friday?')).toBe('15 cups');
  });

  it('declines what it cannot tell for sure', () => {
    // "3 times more" may mean 3 times as many or 4 times as many.
    expect(answer('Zoe sold 15 cups on Friday. On Saturday she sold 3 times more. How many cups did Zoe sell in all?')).toBeNull();
    // Another actor, another act, another thing, or only some of the periods.
    expect(answer('Zoe sold 15 cups on Friday. On Saturday Max sold twice as many. How many cups did Zoe sell in all?')).toBeNull();
    expect(answer('Zoe sold 15 cups on Friday. On Saturday she sold twice as many. How many cups did Zoe buy in all?')).toBeNull();
    expect(answer('Zoe sold 15 cups on Friday. On Saturday she sold twice as many plates. How many cups did Zoe sell in all?')).toBeNull();
    expect(answer('Zoe sold 15 cups on Friday, 10 on Saturday and twice as many on Sunday. How many cups did Zoe sell in the 2 days?')).toBeNull();
    // "has" is a state, not an act per period; "10 more" without "than" may be 10 added.
    expect(answer('Zoe has 15 cups on Friday. On Saturday she has twice as many. How many cups does Zoe have in all?')).toBeNull();
    expect(answer('Zoe sold 15 cups on Friday. On Saturday she sold 10 more. How many cups did Zoe sell in all?')).toBeNull();
    // Someone else's amount: "as Tom did", "as he did" after "she", a helper brought in by a scene.
    expect(answer('Zoe sold 15 cups on Friday. On Saturday she sold twice as many as Tom did on Friday. How many cups did Zoe sell in all?')).toBeNull();
    expect(answer('Zoe sold 15 cups on Friday. On Saturday she sold twice as many as he did on Friday. How many cups did Zoe sell in all?')).toBeNull();
    expect(answer('Zoe sold 15 cups on Friday. Her brother came to help. On Saturday he sold twice as many. How many cups did Zoe sell in all?')).toBeNull();
    expect(answer('Zoe sold 15 cups on Friday. On Saturday she sold twice as many as she did on Friday. How many cups did Zoe sell in all?')).toBe('45 cups');
    // A scene sentence that could change the count.
    expect(answer('Zoe sold 15 cups on Friday. She did not sell the broken ones. On Saturday she sold twice as many. How many cups did Zoe sell in all?')).toBeNull();
  });

  it('shows grade-styled steps that pass the story checks', () => {
    const solved = solveStory('Omar picked 12 pears on Monday, and half as many on Tuesday. How many pears did Omar pick in the 2 days?');
    expect(solved?.answer).toBe('18 pears');
    expect(solved?.steps.find((s) => s.kind === 'facts')).toMatchObject({ facts: ['Monday: 12 pears', 'Tuesday = 0.5 × Monday = 6 pears'] });
    expect(solved?.steps.find((s) => s.kind === 'number-sentence')).toMatchObject({ sentence: '12 + 0.5 × 12 = ?' });
  });
});
