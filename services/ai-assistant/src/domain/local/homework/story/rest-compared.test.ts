import { describe, expect, it } from 'vitest';
import { solveRestCompared } from './rest-compared.js';

const answer = (text: string): string | null => solveRestCompared(text)?.answer ?? null;

describe('the rest of a whole compared with the told part', () => {
  it('names the rest by the opposite of the part\'s verb, either side of "than", more or fewer', () => {
    expect(answer('Haley grew 13 trees in her backyard. After a typhoon 6 died. How many more trees survived the typhoon than those that died?')).toBe('1 tree');
    expect(answer('After a storm, 2 trees in the yard died. If Ann had planted 11 trees. How many more trees survived than died?')).toBe('7 trees');
    expect(answer('Haley grew 13 trees. After a typhoon 9 died. How many more trees died than survived?')).toBe('5 trees');
    expect(answer('In a class of 30 students, 4 students failed the test. How many fewer students failed than passed?')).toBe('22 students');
  });

  it('names the rest by "the rest are …"', () => {
    expect(answer('There are 83 trees in a park. 36 of them are willows and the rest are oaks. How many more oaks than willows are there in the park?')).toBe('11 trees');
    expect(answer('A school has 50 pupils. 20 are boys and the rest are girls. How many fewer boys than girls are there?')).toBe('10 pupils');
  });

  it('declines a negative difference, an untold thing, a third number, a negation or a side naming neither', () => {
    expect(answer('Haley grew 13 trees. After a typhoon 6 died. How many more trees died than survived?')).toBeNull();
    expect(answer('Haley grew 13 trees. After a typhoon 4 died. How many more bushes survived than died?')).toBeNull();
    expect(answer('Haley grew 13 trees. After a typhoon 4 died. She has 3 cats. How many more trees survived than died?')).toBeNull();
    expect(answer('Haley grew 13 trees. After a typhoon 4 did not die. How many more trees survived than died?')).toBeNull();
    expect(answer('Haley grew 13 trees. After a typhoon 4 died. How many more trees survived than she planted?')).toBeNull();
    expect(answer('Haley grew 13 trees. After a typhoon 4 died. How many trees survived?')).toBeNull();
    expect(answer('A school has 50 pupils. 20 are boys and the rest are girls. How many more girls than teachers are there?')).toBeNull();
    expect(answer('A school has 50 pupils. 20 are boys and the rest are girls. 5 more girls came. How many more girls than boys are there?')).toBeNull();
    expect(answer('Haley grew 13 trees. Her friend grew 6 more trees than Haley. How many more trees survived than died?')).toBeNull();
  });
});
