import { describe, expect, it } from 'vitest';
import { solveRatesOverPeriod } from './rates-over-period.js';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveRatesOverPeriod(text)?.answer ?? null;

describe('rates of one kind summed over an asked time', () => {
  it('adds the rates, then turns the time unit into the asked one', () => {
    expect(answer('A big goat eats 6 pounds of hay a day. A small goat eats 2 pounds of hay a day. How many pounds of hay do the goats eat in 2 weeks?')).toBe('112 pounds');
    expect(answer('Mia reads 20 pages a day. Leo reads 15 pages a day. How many pages do they read together in 3 days?')).toBe('105 pages');
    expect(answer('A tap drips 30 drops each minute and a second tap drips 12 drops each minute. How many drops do both taps drip in an hour?')).toBe('2520 drops');
  });

  it('uses a stated number of days a week, never a guessed one', () => {
    expect(answer('Ana bakes 12 rolls a day and Ben bakes 8 rolls a day. They bake 5 days a week. How many rolls do they bake in total in 4 weeks?')).toBe('400 rolls');
    // A working week's days are not told: 7 would be a guess.
    expect(answer('Ana packs 12 boxes a day at work and Ben packs 8 boxes a day. How many boxes do they pack in total in a week?')).toBeNull();
  });

  it('declines a question about one of them, a comparison, or rates of different things or times', () => {
    expect(answer('Mia reads 20 pages a day. Leo reads 15 pages a day. How many pages does Mia read in 3 days?')).toBeNull();
    expect(answer('Sam sleeps 6 hours a day and should sleep 8 hours a day. How many more hours does Sam need in a week?')).toBeNull();
    expect(answer('Mia reads 20 pages a day. Leo writes 15 lines a day. How many pages do they read together in 3 days?')).toBeNull();
    expect(answer('Mia reads 20 pages a day. Leo reads 15 pages a week. How many pages do they read together in 3 weeks?')).toBeNull();
    expect(answer('Mia reads 20 pages a day. Leo reads 15 pages a day. How many pages do they read together in a month?')).toBeNull();
  });

  it('shows grade-styled steps that pass the story checks', () => {
    const solved = solveStory('A big goat eats 6 pounds of hay a day. A small goat eats 2 pounds of hay a day. How many pounds of hay do the goats eat in 2 weeks?');
    expect(solved?.answer).toBe('112 pounds');
    expect(solved?.steps.find((s) => s.kind === 'number-sentence')).toMatchObject({ sentence: '(6 + 2) × 14 = ?' });
    expect(solved?.steps.some((s) => s.kind === 'check' && /112 pounds ÷ 14 days = 8 pounds/.test(s.statement))).toBe(true);
  });
});
