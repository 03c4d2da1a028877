import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { solveRestThenGroups } from './rest-then-groups.js';
import { plainForms } from './plain-forms.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const read = (text: string): string | null => solveRestThenGroups(plainForms(text))?.answer ?? null;
const BOOKS = 'There are 34 books to put away but a librarian takes 7 of them and leaves Jerry with the rest.';

describe('a whole, a part taken out, then the rest grouped or rated', () => {
  it('shares the rest out among the groups, however the clauses are ordered', () => {
    expect(answer('Lena took 72 photos and put 12 in one album. The remaining photos were split evenly among 5 more albums. How many photos are in each album?')).toBe('12 photos per album');
    expect(answer('Out of 64 shirts to be folded, 16 were folded in one pile while the remainder was divided into 6 equal piles. How many shirts were in each of the smaller piles?')).toBe('8 shirts per pile');
    expect(read('In order to wash 120 pieces of clothing, Roger washed 48 in one load and divided the remaining pieces into 9 equal loads. How many pieces of clothing did each of the small loads contain?')).toBe('8 pieces of clothing per load');
  });

  it('counts the groups of a told size the rest fills', () => {
    expect(answer('A bakery had 75 rolls. It sold 35 of them and put the rest into bags with 8 rolls in each bag. How many bags did it use?')).toBe('5 bags');
    expect(read('After removing 14 of the 50 songs on his playlist, Theo sorted the remaining songs into folders holding 6 songs apiece. How many folders did he make?')).toBe('6 folders');
    expect(read('The library gave Roger 14 books to put away, but 2 of them went missing. How many shelves will he need for the remaining 12 books if 3 books fit on each shelf?')).toBe('4 shelves');
  });

  it('rates the rest, the ones who only came, or a sum said as a whole', () => {
    expect(answer('Of the 9 members of a quiz team, 3 did not come to the game. The remaining members scored 6 points each. How many points did the team score in total?')).toBe('36 points');
    expect(answer('Rosa had 20 lamps, but 5 of them were broken. If she sold the remaining lamps for $4 each, how much money could she earn?')).toBe('$60');
    expect(answer('Kai had 10 players on his team, but only 7 showed up to play. If each player who came scored 3 points, how many points did the team score in total?')).toBe('21 points');
    expect(read('Jade won 31 tickets at the first booth and 23 tickets at the second booth. If each toy costs 9 tickets, how many toys can she buy with all of them?')).toBe('6 toys');
  });

  it('declines a question about the part, another step or a count of all the groups', () => {
    expect(read('Lena took 72 photos and put 12 in one album. The remaining photos were split evenly among 5 more albums. How many photos did she put in the first album?')).toBeNull();
    expect(read('Lena took 72 photos and put 12 in one album. She split the photos evenly among 6 albums in all. How many photos are in each album?')).toBeNull();
    expect(read('A bakery had 75 rolls. It sold 35 of them and put the rest into bags with 8 rolls in each bag. How many rolls were left over?')).toBeNull();
    expect(read('After removing 14 of the 50 songs, Theo sorted the remaining songs into folders holding 6 songs apiece and kept 2 folders for himself. How many folders did he give away?')).toBeNull();
  });

  it('declines a part that was gained, rated itself or is the rest already', () => {
    expect(read('A bakery had 75 rolls. It baked 35 more rolls and put the rest into bags with 8 rolls in each bag. How many bags did it use?')).toBeNull();
    expect(read('Of the 9 members of a quiz team, 3 did not come to the game. Those who did not come lost 6 points each. How many points were lost in total?')).toBeNull();
    expect(read('Rosa had 20 lamps, and 5 of them were left unsold. If each lamp sold for $4, how much money are the remaining lamps worth?')).toBeNull();
  });

  it('declines another thing grouped, a sum with a kind asked, or a ratio', () => {
    expect(read('A bakery had 75 rolls. It sold 35 of them and put the rest into bags with 8 buns in each bag. How many bags did it use?')).toBeNull();
    expect(read('Faye had 13 math problems and 2 spelling problems. If she solves 3 problems per hour, how many hours will the math problems take?')).toBeNull();
    expect(read('A recipe needs 7 eggs for every 2 cups of flour. She has 8 cups of flour and used 2 cups. How many eggs will she need for the rest?')).toBeNull();
  });

  // the second reading (rest-sized-groups.ts): the rest put into groups of a told size, read from the story's quantities
  it('divides the rest by the group size, the groups asked by name', () => {
    expect(read(`${BOOKS} If he can fit 3 books on a shelf, how many shelves will he need?`)).toBe('9 shelves');
    expect(read('A store had 86 coloring books in stock. They got rid of 37 of them. They put the ones they still had onto shelves with 7 on each shelf. How many shelves did they use?')).toBe('7 shelves');
    expect(read('After removing 31 of the 80 files on her computer, Nancy organized the remaining files into folders holding 7 files apiece. What was the total number of folders created?')).toBe('7 folders');
  });

  it('declines the taker asked, groups that do not come out whole, no "rest", another thing, or another question', () => {
    expect(read(`${BOOKS} If he can fit 3 books on a shelf, how many shelves will the librarian need?`)).toBeNull();
    expect(read(`${BOOKS} If he can fit 4 books on a shelf, how many shelves will he need?`)).toBeNull();
    expect(read('There are 34 books to put away but a librarian takes 7 of them. If Jerry can fit 3 books on a shelf, how many shelves will he need?')).toBeNull();
    expect(read('There are 34 books to put away but a librarian takes 7 magazines and leaves Jerry with the rest. If he can fit 3 books on a shelf, how many shelves will he need?')).toBeNull();
    expect(read(`${BOOKS} If he can fit 3 books on a shelf, how many books are on each shelf?`)).toBeNull();
    expect(read('Ben had 50 cards. His sister sold 14 and he put the rest into piles with 4 cards in each pile. How many piles did he make?')).toBeNull();
    expect(read('There are 34 books to put away but a librarian brings 7 more and leaves Jerry with the rest. If he can fit 3 books on a shelf, how many shelves will he need?')).toBeNull();
  });
});
