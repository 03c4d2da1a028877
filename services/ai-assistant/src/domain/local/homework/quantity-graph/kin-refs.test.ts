import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { kinClause, kinInQuestion } from './kin-refs.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('relatives named through the person the story is about', () => {
  it('reads "her sister", "than her" and "his age" as amounts of their own', () => {
    expect(kinClause('Her sister is 3 years older than her', 'ann')).toBe('@annsister is 3 years older than @ann');
    expect(kinClause('His brother is twice his age', 'bo')).toBe("@bobrother is twice @bo's age");
    expect(kinClause('Her book is 3 inches thick', 'ann')).toBe('Her book is 3 inches thick');
    expect(kinInQuestion('How old is her sister?', ['ann', 'annsister'])).toBe('How old is @annsister?');
  });

  it('reads a relative compared with as the clause person\'s relative, and "the son" asked as the one son named', () => {
    expect(kinClause('@john is 3 times as old as his son', 'john')).toBe('@john is 3 times as old as @johnson');
    expect(kinClause('he will be twice as old as his son', 'john')).toBe('he will be twice as old as @johnson');
    expect(answer('John is 3 times as old as his son. In 12 years, he will be twice as old as his son. How old is the son now?')).toBe('12');
    expect(answer('Maria is 4 times as old as her daughter. In 10 years, she will be twice as old as her daughter. How old is her daughter?')).toBe('5');
    // "his sister" of Ben is not Ann; a son named through nobody asked is declined.
    expect(answer('Ann is 12. Ben is 3 years older than his sister. How old is Ben?')).toBeNull();
    expect(answer('Ann is 30. Ben is twice as old as her son. How old is her son?')).toBeNull();
  });

  it('solves a chain through a relative', () => {
    expect(answer('Ned is 11 years old. His sister is twice his age. How old is his sister?')).toBe('22 years');
    expect(answer('Ned is 11. His brother is 4 years older than him. What is the sum of their ages?')).toBe('26 years');
    expect(answer('Ned is 11. His brother is 4 years older than him. His cousin is 2 years younger than him. How old is his sister?')).toBeNull();
  });

  it('reads things counted as names with a multiple ("3 times as many girls as boys")', () => {
    expect(answer('There are 4 times as many ducks as geese in the park. If there are 7 geese, how many ducks are there?')).toBe('28 ducks');
    expect(answer('There are 4 times as many ducks as geese in the park and 3 swans. If there are 7 geese, how many ducks are there?')).toBeNull();
  });
});
