import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { plainForms } from './plain-forms.js';
import { plainTotalWords } from './plain-total-words.js';

const answer = (text: string): string | null => solveStory(plainForms(text))?.answer ?? null;

describe('a total asked with a rarer word', () => {
  it('is asked "in total" in the question only', () => {
    expect(plainTotalWords('Sally grew 6 carrots and Fred grew 4. How many carrots did they grow collectively?'))
      .toBe('Sally grew 6 carrots and Fred grew 4. How many carrots did they grow in total?');
    expect(plainTotalWords('They jointly own 5 boats. How many boats do they own?')).toBe('They jointly own 5 boats. How many boats do they own?');
    expect(answer('Sally grew six carrots and Fred grew four. How many carrots did Sally and Fred grow collectively?')).toBe('10 carrots');
  });

  it('declines a total of another kind all the same', () => {
    expect(answer('Sally grew 6 carrots and Fred grew 4 onions. How many carrots did Sally and Fred grow collectively?')).toBeNull();
  });
});
