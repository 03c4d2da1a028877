import { describe, expect, it } from 'vitest';
import { plainEarnings } from './plain-earnings.js';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('earnings asked through a noun', () => {
  it('asks the earnings with "earn", in the question tense, for the period the question names', () => {
    expect(plainEarnings('Meg earns $7.50 per hour at her job. How much will be her total earnings for two months of work?')).toBe('Meg earns $7.50 per hour at her job. How much will she earn in two months?');
    expect(plainEarnings("Meg earns $8 an hour. What was Meg's total pay for 3 weeks?")).toBe('Meg earns $8 an hour. How much did Meg earn in 3 weeks?');
    expect(plainEarnings('Ursula earns $8.50 an hour. She works 8 hours a day. Determine her annual salary.')).toBe('Ursula earns $8.50 an hour. She works 8 hours a day. How much does she earn in a year?');
    expect(plainEarnings('Jo earns $10 an hour. She works 3 hours a week. After delivering flyers for 6 weeks, how much money will she have earned?')).toBe('Jo earns $10 an hour. She works 3 hours a week. How much money will she earn in 6 weeks?');
    expect(plainEarnings('Meg earns $8 an hour at her job. If she works 20 days a month, how much will be her total earnings for two months?')).toBe('Meg earns $8 an hour at her job. If she works 20 days a month, how much will she earn in two months?');
  });

  it('leaves a story without a pay rate as told', () => {
    expect(plainEarnings('Meg has 3 jobs. What is her weekly pay?')).toBe('Meg has 3 jobs. What is her weekly pay?');
  });

  it('answers the wage chain, and declines a period the story does not convert', () => {
    expect(answer('Megan works eight hours a day and earns $7.50 per hour. If she works 20 days a month, how much will be her total earnings for two months of work?')).toBe('$2400');
    expect(answer('Ursula earns $8.50 an hour working in a restaurant. She works 8 hours a day. If she works 20 days a month, determine her annual salary.')).toBe('$16320');
    expect(answer('Carrie earns $8 an hour and works 35 hours a week. How much will be her total earnings for two months of work?')).toBeNull();
    expect(answer('Carrie earns $8 an hour and works 35 hours a week. What is her monthly salary?')).toBeNull();
    expect(answer('Megan works eight hours a day and earns $7.50 per hour. How much will be her total earnings for two months of work?')).toBeNull();
    expect(answer('Megan works eight hours a day and earns $7.50 per hour. If she works 20 days a month, how much will be his total earnings for two months of work?')).toBeNull();
  });
});
