import { describe, expect, it } from 'vitest';
import { solveRelations } from './solve-relations.js';
import { plainComparisons } from './relation-phrases.js';

const answer = (text: string): string | null => solveRelations(text)?.answer ?? null;

describe('one owner\'s kinds of a thing, each told from another', () => {
  it('adds every kind for "in all" and answers one kind by its describing word', () => {
    expect(answer('Lena has 10 red beads. She has 4 fewer blue beads than red beads. She has 2 times as many green beads as blue beads. How many beads does Lena have in all?')).toBe('28 beads');
    expect(answer('Omar picked 5 green peppers. He picked 3 more red peppers than green peppers, and 6 fewer yellow peppers than red peppers. How many peppers did Omar pick in all?')).toBe('15 peppers');
    expect(answer('Lena has 10 red beads. She has 4 fewer blue beads than red beads. How many blue beads does Lena have?')).toBe('6 blue beads');
  });

  it('declines kinds of different things, a kind never told, and a kind compared with a person', () => {
    expect(answer('Lena has 10 red beads. She has 4 fewer cats than red beads. How many things does Lena have in all?')).toBeNull();
    expect(answer('Lena has 10 red beads. She has 4 fewer blue beads than red beads. How many white beads does Lena have?')).toBeNull();
    expect(answer('Lena has 10 red beads. Tom has 4 fewer blue beads than Lena. How many beads does Tom have in all?')).toBeNull();
  });
});

describe('other ways of saying "than"', () => {
  it('reads "compared to", "than Tom does" and a place after the base', () => {
    expect(answer('Ivy has 6 more stamps compared to Noah. Noah has 9 stamps. How many stamps does Ivy have?')).toBe('15 stamps');
    expect(answer('Noah has 9 stamps. Ivy has 6 fewer stamps than Noah does. How many stamps does Ivy have?')).toBe('3 stamps');
    expect(answer('There are 120 more cars than vans in a garage. If there are 300 cars, how many vans are there?')).toBe('180 vans');
  });

  it('reads "and the rest are dogs" as naming the other group only', () => {
    expect(answer('In a town there are 300 cats and the rest are dogs. If there are 40 more dogs than cats. How many dogs are there in that town?')).toBe('340 dogs');
    expect(answer('In a town there are 300 animals. 120 are cats and the rest are dogs. How many dogs are there in that town?')).toBeNull();
  });

  it('turns "compared to" into "than" only after a comparison', () => {
    expect(plainComparisons('He ran 3 miles farther compared to Ann.')).toBe('He ran 3 miles farther than Ann.');
    expect(plainComparisons('Compared to last year, he ran 3 miles.')).toBe('Compared to last year, he ran 3 miles.');
  });
});
