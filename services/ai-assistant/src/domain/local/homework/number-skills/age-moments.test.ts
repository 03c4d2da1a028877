import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { readMoment, readMomentClause } from './age-moments.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('moments told by an age', () => {
  it('reads a moment as an age reached, a birth, or one person k times as old as another', () => {
    expect(readMoment('Bella turns 18')).toEqual({ kind: 'age', who: 'Bella', years: 18, past: false });
    expect(readMoment('he was born')).toEqual({ kind: 'age', who: 'he', years: 0, past: true });
    expect(readMoment('his dad is 2 times as old as him')).toMatchObject({ kind: 'times', who: 'his dad', of: 'him', factor: 2, ofNow: false });
    expect(readMoment("Fouad's age will be 2 times Ahmed's current age")).toMatchObject({ kind: 'times', who: 'Fouad', of: 'Ahmed', ofNow: true });
    expect(readMoment('Bella likes 18 apples')).toBeNull();
  });

  it('reads a sentence pinned to a moment as the difference of two ages', () => {
    expect(readMomentClause('Marianne was 20 years old when Bella was 8 years old')).toMatchObject({ person: 'Marianne', of: 'Bella', factor: 1, offset: 12 });
    expect(readMomentClause('James turned 23 the same time John turned 35')).toMatchObject({ person: 'James', of: 'John', offset: -12 });
    expect(readMomentClause('Susan was born when Janet turned 3')).toMatchObject({ person: 'Susan', of: 'Janet', offset: -3 });
    expect(readMomentClause('When Jayson is 10 his dad is 4 times his age')).toMatchObject({ person: 'his dad', of: 'Jayson', offset: 30 });
    expect(readMomentClause('When Hannah was 6 years old, her age was 2 times the age of her sister July')).toMatchObject({ person: 'her sister July', of: 'Hannah', offset: -3 });
    // A tense that does not fit the moment, or a clause about nobody of the moment.
    expect(readMomentClause('When Jayson was 10 his dad is 4 times his age')).toBeNull();
    expect(readMomentClause('Marianne was 20 years old when Bella is 8 years old')).toBeNull();
  });

  it('answers an age at a moment, and the years to a moment', () => {
    expect(answer('Mike is 16 years old. His sister Barbara is half as old as he is. How old is Barbara going to be when Mike is 24 years old?')).toBe('16 years old');
    expect(answer('Marianne was 20 years old when Bella was 8 years old. How old will Marianne be when Bella turns 18?')).toBe('30 years old');
    expect(answer('Joel is 5 years old and his dad is 32 years old.  How old will Joel be when his dad is twice as old as him?')).toBe('27 years old');
    expect(answer("When Jayson is 10 his dad is four times his age and his mom is 2 years younger than his dad.  How old was Jayson's mom when he was born?")).toBe('28 years old');
    expect(answer('Trevor is 10 years old and his older brother is 20 years old. How old will Trevor be when his older brother is three times as old as Trevor is now?')).toBe('20 years old');
    expect(answer("Arman is 6 times as old as his sister. His sister is 4 years old. In how many years will Arman's age be 40?")).toBe('16 years');
    expect(answer('Susan was born when Janet turned 3. Janet is 10 years old. How old will Susan be in 5 years?')).toBe('12 years old');
  });

  it('declines a moment that is already past, in the wrong tense, or never comes', () => {
    expect(answer('Mike is 16 years old. His sister Barbara is half as old as he is. How old is Barbara going to be when Mike is 12 years old?')).toBeNull();
    expect(answer('Marianne was 20 years old when Bella was 8 years old. How old was Marianne when Bella turns 18?')).toBeNull();
    expect(answer("Ahmed is 11 years old and Fouad is 26 years old. In how many years will Fouad's age be double Ahmed's current age?")).toBeNull();
    expect(answer('Joel is 5 years old and his dad is 32 years old.  How old will Joel be when his dad is 2 times as old as Ann?')).toBeNull();
    expect(answer('Joel is 5 years old and his dad is 32 years old.  How old will Joel be when his dad is 100 years old?')).toBe('73 years old');
  });
});
