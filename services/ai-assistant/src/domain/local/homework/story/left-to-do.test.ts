import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { solveLeftToDo } from './left-to-do.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const read = (text: string): string | null => solveLeftToDo(text)?.answer ?? null;

describe("a task's whole minus what is done of it", () => {
  it('takes what was done with the asked verb from the whole, had or told "to do"', () => {
    expect(answer('Ceasar needs to read a 400 page book for school. He has already read 150 pages. How many pages does he have left to read?')).toBe('250 pages');
    expect(answer('Mrs. Hilt picked up a book that has 30 pages in it. She read 12 of the pages. How many pages did she have left to read?')).toBe('18 pages');
    expect(answer('The fourth graders have 80 tickets to sell. They sold 25 tickets the first week and 30 tickets the second week. How many tickets do they have left to sell?')).toBe('25 tickets');
  });

  it('adds the parts of the things counted ("One had 20 pictures and the other had 35")', () => {
    expect(answer('Zoe bought two coloring books. One had 20 pictures and the other had 35. After one week she had already colored 15 of the pictures. How many pictures does she still have to color?')).toBe('40 pictures');
  });

  it('declines another holder, another verb, another thing, a gain and a count that is not the parts', () => {
    expect(read('Mrs. Hilt picked up a book that has 30 pages in it. Her sister read 12 of the pages. How many pages did Mrs. Hilt have left to read?')).toBeNull();
    expect(read('Mrs. Hilt picked up a book that has 30 pages in it. She read 12 of the pages. How many pages did she have left to color?')).toBeNull();
    expect(read('Mrs. Hilt picked up a book that has 30 pages in it. She read 12 pages of a magazine. How many pages did she have left to read?')).toBeNull();
    expect(read('The fourth graders have 80 tickets to sell. They sold 25 tickets the first week and got 30 more tickets. How many tickets do they have left to sell?')).toBeNull();
    expect(read('Zoe bought three coloring books. One had 20 pictures and the other had 35. After one week she had already colored 15 of the pictures. How many pictures does she still have to color?')).toBeNull();
    expect(read('Mrs. Hilt and her sister drove to a concert 78 miles away. They drove 32 miles and then stopped for gas. Her sister put 28 gallons of gas in the car. How many miles did they have left to drive?')).toBeNull();
  });

  it('multiplies what is left by the asked unit in each thing ("A worksheet had 4 problems on it")', () => {
    expect(answer('A worksheet had 4 problems on it. If a teacher had 9 worksheets to grade and had already graded 5 of them, how many more problems does she have to grade?')).toBe('16 problems');
    expect(answer('Every worksheet contained 4 problems. A teacher has 16 worksheets to grade. She graded 8 worksheets. How many problems does she still need to grade?')).toBe('32 problems');
    expect(answer('A worksheet had 4 problems on it. If a teacher had 9 worksheets to grade and her helper had already graded 5 of them, how many more problems does she have to grade?')).toBeNull();
    expect(answer('A worksheet had 4 problems on it. If a teacher had 9 worksheets to grade and had already graded 5 problems, how many more problems does she have to grade?')).toBeNull();
    expect(answer('A worksheet had 4 problems on it. A teacher had 9 worksheets to grade and 3 quizzes to grade. She had already graded 5 worksheets. How many more problems does she have to grade?')).toBeNull();
  });

  it('reads the rest asked in other words ("are left for him to read", "still need to be sold")', () => {
    expect(answer('Ceasar needs to read a 400 page book for school. He has already read 150 pages. How many pages are left for him to read?')).toBe('250 pages');
    expect(answer('The fourth graders have 80 tickets to sell. They sold 25 tickets the first week and 30 tickets the second week. How many tickets still need to be sold?')).toBe('25 tickets');
    expect(read('The fourth graders have 80 tickets to sell. They sold 25 tickets the first week and 30 tickets the second week. How many tickets still need to be printed?')).toBeNull();
  });
});
