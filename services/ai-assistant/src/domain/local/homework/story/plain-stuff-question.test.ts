import { describe, expect, it } from 'vitest';
import { plainStuffQuestion } from './plain-stuff-question.js';
import { solveProblem } from '../solve-problem.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('"How much sugar …?" asked in the one unit the story measures the stuff in', () => {
  it('asks for a number of the unit', () => {
    expect(plainStuffQuestion('A recipe needs 0.6 cup of sugar and 0.2 cup of sugar. How much sugar is that altogether?'))
      .toBe('A recipe needs 0.6 cup of sugar and 0.2 cup of sugar. How many cups of sugar is that altogether?');
    expect(plainStuffQuestion('They drank 0.5 carton of regular milk and 0.1 carton of soy milk. How much milk did they drink in all?'))
      .toBe('They drank 0.5 carton of regular milk and 0.1 carton of soy milk. How many cartons of milk did they drink in all?');
  });

  it('keeps the question when the stuff has two units, another unit is named, or one kind is asked', () => {
    for (const story of [
      'Sam has 3 liters of milk. He buys 2 more gallons of milk. How much milk is that altogether?',
      'A baker used 4 bags of flour and 2 pounds of sugar. How much flour did the baker use?',
      'Sam drank 3 cups of milk and 2 cups of juice. How much milk did Sam drink?',
      'Ann is 150 cm tall and Bo is 140 cm tall. How much taller is Ann?',
      'Sam has 3 liters of milk. How much money does he have?',
    ]) expect(plainStuffQuestion(story)).toBe(story);
  });

  it('lets the readers total the measures, and decline the near misses', () => {
    expect(answer('Sam has 3 liters of milk. He buys 2 more liters of milk. How much milk is that altogether?')).toBe('5 liters');
    expect(answer('A cake recipe requires 0.6 cup of sugar for the frosting and 0.2 cup of sugar for the cake. How much sugar is that altogether?')).toBe('0.8 cups');
    expect(answer('Sam has 3 liters of milk. He buys 2 more liters of juice. How much milk is that altogether?')).toBeNull();
    expect(answer('Sam drank 3 cups of milk on Monday and 2 cups of milk on Tuesday. How much milk did Sam drink on Monday?')).not.toBe('5 cups');
  });
});
