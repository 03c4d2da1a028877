import { describe, expect, it } from 'vitest';
import { solveRestIntoGroups } from './rest-into-groups.js';
import { plainForms } from './plain-forms.js';

const answer = (text: string): string | null => solveRestIntoGroups(plainForms(text))?.answer ?? null;
const books = 'There are 34 books to put away but a librarian takes 7 of them and leaves Jerry with the rest.';

describe('a part taken out, the rest put into groups of a told size (mawps-guards)', () => {
  it('divides the rest by the group size, the groups asked by name', () => {
    expect(answer(`${books} If he can fit 3 books on a shelf, how many shelves will he need?`)).toBe('9 shelves');
    expect(answer('A store had 86 coloring books in stock. They got rid of 37 of them. They put the ones they still had onto shelves with 7 on each shelf. How many shelves did they use?')).toBe('7 shelves');
    expect(answer('After removing 31 of the 80 files on her computer, Nancy organized the remaining files into folders holding 7 files apiece. What was the total number of folders created?')).toBe('7 folders');
  });

  it('declines the taker asked, groups that do not come out whole, no "rest", another thing, or another question', () => {
    expect(answer(`${books} If he can fit 3 books on a shelf, how many shelves will the librarian need?`)).toBeNull();
    expect(answer(`${books} If he can fit 4 books on a shelf, how many shelves will he need?`)).toBeNull();
    expect(answer('There are 34 books to put away but a librarian takes 7 of them. If Jerry can fit 3 books on a shelf, how many shelves will he need?')).toBeNull();
    expect(answer('There are 34 books to put away but a librarian takes 7 magazines and leaves Jerry with the rest. If he can fit 3 books on a shelf, how many shelves will he need?')).toBeNull();
    expect(answer(`${books} If he can fit 3 books on a shelf, how many books are on each shelf?`)).toBeNull();
    expect(answer('Ben had 50 cards. His sister sold 14 and he put the rest into piles with 4 cards in each pile. How many piles did he make?')).toBeNull();
    expect(answer('There are 34 books to put away but a librarian brings 7 more and leaves Jerry with the rest. If he can fit 3 books on a shelf, how many shelves will he need?')).toBeNull();
  });
});
