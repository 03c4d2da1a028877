import { describe, expect, it } from 'vitest';
import { plainWeekDays } from './plain-week-days.js';

describe('days of the week said as days a week (gsm-rates)', () => {
  it('counts weekdays, weekends and ranges of named days told per day', () => {
    expect(plainWeekDays('Janna sleeps 7 hours a day during weekdays and 8 hours a day during weekends. How many hours does she sleep in a week?'))
      .toBe('Janna sleeps 7 hours a day for 5 days a week and 8 hours a day for 2 days a week. How many hours does she sleep in a week?');
    expect(plainWeekDays('Jasmine swims 12 laps every afternoon, Monday through Friday. How many laps does she swim in five weeks?'))
      .toBe('Jasmine swims 12 laps every day for 5 days a week. How many laps does she swim in five weeks?');
    expect(plainWeekDays('From Sunday to Thursday, Prudence sleeps 6 hours a night. How much sleep does she get in 4 weeks?'))
      .toBe('Prudence sleeps 6 hours a day for 5 days a week. How much sleep does she get in 4 weeks?');
    expect(plainWeekDays('Damien jogs 5 miles per day on weekdays only. How many miles does he run over three weeks?'))
      .toBe('Damien jogs 5 miles per day for 5 days a week. How many miles does he run over three weeks?');
  });

  it('leaves the story as told when a day is named apart, a stretch is not per day, or other days are told', () => {
    const told = [
      'Ayen jogs for 30 minutes every day during weekdays. On Tuesday she jogged 5 minutes more. How many minutes did she jog this week?',
      'Percy swims 3 hours on the weekend. How many hours does he swim in 4 weeks?',
      'Sally reads 10 pages on weekdays. How many pages does she read in 2 weeks?',
      'He eats 2 candies every day from Monday through Friday and 1 each during the remaining days of the week. How many candies does he eat in 3 weeks?',
      'Sherman drives 1 hour every day. On the weekends, he drives 2 hours a day. How many hours does Sherman drive a week?',
      'On Mondays and Wednesdays, she eats 2 candies a day and on the other days she eats 1. How many weeks does it take?',
    ];
    for (const story of told) expect(plainWeekDays(story)).toBe(story);
  });
});
