import { describe, expect, it } from 'vitest';
import { plainMeasureQuestion } from './plain-measure-questions.js';
import { storyUnit } from './measure-units.js';
import { solveStory } from '../story-solvers.js';

describe('a question asked by its measure, asked in the story\'s unit', () => {
  it('finds the one unit of a kind the story uses', () => {
    expect(storyUnit('Lia ran 3 miles and then 2 miles.', ['length'])).toBe('miles');
    expect(storyUnit('A bag holds 23 pounds of rice.', ['weight'])).toBe('pounds');
    expect(storyUnit('They sell 8 cakes each day.', ['time'])).toBe('days');
    expect(storyUnit('She read for 1 hour and 30 minutes.', ['time'])).toBeNull();
    expect(storyUnit('He walked 4 miles in 2 hours.', ['time', 'length'])).toBeNull();
  });

  it('asks "how far", "how long" and "how much distance" as a number of the unit', () => {
    const story = 'Lia ran 3 miles on Monday and 2 miles on Tuesday.';
    expect(plainMeasureQuestion('How far did she run altogether?', story)).toBe('How many miles did she run altogether?');
    expect(plainMeasureQuestion('How much distance did she cover?', story)).toBe('How many miles did she cover?');
    expect(plainMeasureQuestion('How long will it take?', 'A shop sells 8 cakes each day.')).toBe('How many days will it take?');
    expect(plainMeasureQuestion('How much do the nails and screws weigh altogether?', 'A box holds 5 pounds of nails and 3 pounds of screws.')).toBe('How many pounds do the nails and screws weigh altogether?');
  });

  it('asks for the number of the unit where the question names the measure', () => {
    expect(plainMeasureQuestion('What was the total weight of the 2 pumpkins?', 'One pumpkin weighed 4 pounds and the other weighed 8 pounds.')).toBe('How many pounds did the 2 pumpkins weigh in total?');
    expect(plainMeasureQuestion('What was the total rainfall?', 'It rained 0.5 inches on Monday.')).toBe('What was the total number of inches of rain?');
  });

  it('keeps the question when the unit is not one, or the question compares or asks a rate', () => {
    expect(plainMeasureQuestion('How long did she read?', 'She read for 1 hour and 30 minutes.')).toBe('How long did she read?');
    expect(plainMeasureQuestion('How long did it take?', 'He walked 4 miles in 2 hours.')).toBe('How long did it take?');
    expect(plainMeasureQuestion('How much farther did she run?', 'Lia ran 3 miles and Bo ran 2 miles.')).toBe('How much farther did she run?');
    expect(plainMeasureQuestion('How fast did he go?', 'He walked 4 miles.')).toBe('How fast did he go?');
  });

  it('keeps the question when it picks some of the facts or asks another unit', () => {
    expect(plainMeasureQuestion('What is the total weight of the sand?', 'They bought 2 tons of sand and 3 tons of clay.')).toBe('What is the total weight of the sand?');
    expect(plainMeasureQuestion('How far did Bo run in all?', 'Al ran 5 miles. Bo ran 3 miles. How far did Bo run in all?')).toBe('How far did Bo run in all?');
    expect(plainMeasureQuestion('How far did she run on Monday?', 'Lia ran 3 miles on Monday and 2 miles on Tuesday.')).toBe('How far did she run on Monday?');
    expect(plainMeasureQuestion('How much distance did she cover, in kilometers?', 'Lia ran 300 meters and then 900 meters.')).toBe('How much distance did she cover, in kilometers?');
  });

  it('lets the readers answer the measure', () => {
    expect(solveStory('Lia ran 3 miles on Monday and 2 miles on Tuesday. How far did she run in all?')?.answer).toBe('5 miles');
    expect(solveStory('A firm bought 2.5 tons of sand and 4 tons of gravel. What is the total weight of the materials?')?.answer).toBe('6.5 tons');
    expect(solveStory('A baker has 4 pies and makes 8 more. He sells 3 pies each day. How long will it take to sell all of them?')?.answer).toBe('4 days');
  });
});
