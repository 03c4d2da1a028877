import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { plainForms } from './plain-forms.js';
import { plainHavingAsked } from './plain-having-asked.js';

const answer = (text: string): string | null => solveStory(plainForms(text))?.answer ?? null;

describe('having asked with another word', () => {
  it('is asked as the plain question of having', () => {
    expect(plainHavingAsked('How many seashells does he still own?')).toBe('How many seashells does he still have?');
    expect(plainHavingAsked('How many pears did Sara retain?')).toBe('How many pears did Sara have left?');
    expect(plainHavingAsked("How many marbles are still in Sam's possession?")).toBe('How many marbles does Sam have now?');
    expect(plainHavingAsked('How many Valentines remain under her ownership?')).toBe('How many Valentines does she have now?');
    expect(plainHavingAsked('How many caps will Marilyn still have in her possession?')).toBe('How many caps will Marilyn still have?');
    expect(plainHavingAsked('What is her current number of Legos?')).toBe('How many Legos does she have now?');
    expect(plainHavingAsked('What is his current amount of money?')).toBe('How much money does he have now?');
  });

  it('answers what the story tells, and declines an owner it does not', () => {
    expect(answer('Sam found 35 seashells on the sandy coast and gave 18 seashells to Joan. How many seashells does he still own?')).toBe('17 seashells');
    expect(answer('Mrs. Wong had 30 Valentines. She gave 8 of them to her children. How many Valentines remain under her ownership?')).toBe('22 valentines');
    expect(answer('Mike had 8 oranges. He gave 4 of them to Sam. How many oranges are in Sam\'s possession?')).toBeNull();
    expect(plainHavingAsked('What was her final number of points?')).toBe('What was her final number of points?');
  });
});
