import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { asksOnePersonsTotal } from './one-person-asked.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('"in total" of one named person is that person\'s amount', () => {
  it('tells one person from two', () => {
    expect(asksOnePersonsTotal('Rosa picked 18 roses. Tim picked 4 times as many roses. How many roses did Tim pick in total?')).toBe(true);
    expect(asksOnePersonsTotal('Rosa picked 18 roses. Tim picked 4 times as many roses. How many roses did they pick in total?')).toBe(false);
    expect(asksOnePersonsTotal('Rosa picked 18 roses. Tim picked 4 more. How many roses did Rosa and Tim pick in total?')).toBe(false);
  });

  it('answers the one person for multiples and differences, both for "they"', () => {
    expect(answer('Rosa picked 18 roses. Tim picked 4 times as many roses. How many roses did Tim pick in total?')).toBe('72 roses');
    expect(answer('Rosa picked 18 roses. Tim picked 4 times as many roses. How many roses did they pick in total?')).toBe('90 roses');
    expect(answer('Omar has 30 stickers. If Lily has 12 more stickers than Omar, how many stickers does Lily have in total?')).toBe('42 stickers');
    expect(answer('Omar has 30 stickers. Lily has 12 more stickers than Omar. How many stickers do they have in total?')).toBe('72 stickers');
  });
});
