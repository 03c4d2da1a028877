import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { solveListedWhole } from './listed-whole.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const read = (text: string): string | null => solveListedWhole(text)?.answer ?? null;

describe('a whole asked by its name after a list of its parts', () => {
  it('adds kinds that all belong to the asked whole', () => {
    expect(answer('There are 12 boys and 15 girls in the library. How many children are in the library?')).toBe('27 children');
    expect(answer('A farm has 30 cows and 14 goats. How many animals does the farm have?')).toBe('44 animals');
    expect(answer('Lena has 6 roses, 4 tulips and 3 daisies. How many flowers does Lena have?')).toBe('13 flowers');
  });

  it('adds parts of one kind told apart by their own describing word', () => {
    expect(answer('Eight blue pens and five black pens are in the box. How many pens are in the box?')).toBe('13 pens');
    expect(answer('Ravi counted 7 brown rabbits, 3 white rabbits and 2 gray rabbits. How many rabbits did Ravi count?')).toBe('12 rabbits');
  });

  it('declines a whole that some listed kind does not belong to', () => {
    expect(read('Tom saw 4 snakes and 6 frogs at the zoo. How many reptiles did Tom see?')).toBeNull();
    expect(read('There are 5 boys and 3 dogs in the park. How many children are in the park?')).toBeNull();
  });

  it('declines a question that asks for one part only', () => {
    expect(read('Tom read 5 books on Monday and 3 books on Tuesday. How many books did he read on Tuesday?')).toBeNull();
    expect(read('There are 5 cats in the yard. There are 3 cats in the house. How many cats are in the yard?')).toBeNull();
    expect(read('Ann picked 5 apples and Ben picked 3 apples. How many apples did Ann pick in all?')).toBeNull();
    expect(read('There are 6 red cars and 4 blue cars in the lot. How many red cars are in the lot?')).toBeNull();
    expect(read('There are 6 cars and 4 cars in the lot. How many cars are in the lot?')).toBeNull();
    expect(read('Ivy played chess with 4 boys on Monday and 6 boys on Friday. She played cards with 9 boys. How many boys did she play chess with altogether?')).toBeNull();
    expect(read('Mia had 20 stickers and her old friends had 15 stickers. How many stickers do her friends have in all?')).toBeNull();
  });

  it('declines a list that something changed or compared', () => {
    expect(read('There are 9 ducks and 4 geese in the pond. Then 3 ducks flew away. How many birds are in the pond now?')).toBeNull();
    expect(read('There are 9 ducks and some geese in the pond. How many birds are in the pond?')).toBeNull();
    expect(read('There are 9 ducks and 4 more geese than ducks in the pond. How many birds are in the pond?')).toBeNull();
  });
});
