import { describe, expect, it } from 'vitest';
import { solveShapeMeasures } from './shape-measures.js';
import { solveStory } from '../story-solvers.js';

describe('measures of rectangles, squares and regular polygons (asdiv-more)', () => {
  it('works a rectangle forwards and backwards', () => {
    expect(solveShapeMeasures('A poster was 4 inches wide and 7 inches tall. What is the area of the poster?')?.answer).toBe('28 square inches');
    expect(solveShapeMeasures('A frame is 12 inches high and 10 inches long. What is the perimeter of the frame?')?.answer).toBe('44 inches');
    expect(solveShapeMeasures('A flower bed had an area of 35 square yards. If it was 5 yards wide, how long was it?')?.answer).toBe('7 yards');
    expect(solveShapeMeasures('The perimeter of a sign is 20 inches. The sign is 6 inches wide. How tall is it?')?.answer).toBe('4 inches');
    expect(solveShapeMeasures('A rectangle has an area of 360 square centimeters. It is 20 centimeters long. What is its perimeter?')?.answer).toBe('76 centimeters');
    expect(solveShapeMeasures('The distance around a rectangular pen is 36 feet. One side measures 10 feet. What is the area of the pen?')?.answer).toBe('80 square feet');
    expect(solveShapeMeasures('The area of a rectangular yard is 1800 sq. ft. Find the width if its height measures 40 ft.')?.answer).toBe('45 feet');
  });

  it('works a square and a regular polygon', () => {
    expect(solveShapeMeasures('Each side of a square tile is 7 inches long. What is the tile\'s area?')?.answer).toBe('49 square inches');
    expect(solveShapeMeasures('A square rug has an area of 64 square feet. How long is each side?')?.answer).toBe('8 feet');
    expect(solveShapeMeasures('A square room has an area of 100 square feet. What is the room\'s perimeter?')?.answer).toBe('40 feet');
    expect(solveShapeMeasures('A regular octagon whose sides measure 3 ft each. Find the perimeter.')?.answer).toBe('24 feet');
    expect(solveShapeMeasures('A tent is a regular pentagon. Its perimeter is 60 feet. What is the length of each side?')?.answer).toBe('12 feet');
    expect(solveShapeMeasures('A sign is an equilateral triangle. Its perimeter is 51 yards. Find the measure of each side.')?.answer).toBe('17 yards');
  });

  it('is one of the story readers', () => {
    expect(solveStory('A rug is 6 feet long and 4 feet wide. What is its perimeter?')?.answer).toBe('20 feet');
  });

  it('declines a measure told, other units, other figures, changes and missing facts', () => {
    const declined = [
      'A rectangle is 5 feet long and 3 feet wide. How long is it?',
      'A rectangle is 5 feet long and 3 inches wide. What is its area?',
      'A rectangle is 5 feet long and 3 feet wide. Sam cut 1 foot off. What is its area?',
      'A circle has a diameter of 4 inches. What is its circumference?',
      'A triangle has sides that are 3 inches long. What is its perimeter?',
      'A pentagon has a perimeter of 60 feet. How long is each side?',
      'A square has an area of 50 square feet. How long is each side?',
      'A rectangle has a perimeter of 20 inches and an area of 24 square inches. How long is it?',
      'A rectangle has an area of 24 square feet. How long is it?',
      'A garden is 8 feet long and 5 feet wide. How much does a fence cost at $3 per foot?',
      'The perimeter of a rug is 10 feet. It is 6 feet wide. How long is it?',
      'A regular hexagon has sides that are 4 centimeters long. What is its area?',
      'A rug is 6 feet long and 4 feet wide. What is the area of 2 rugs?',
      'A room is 12 feet by 10 feet. A carpet leaves a border 2 feet wide. What is the area of the border?',
      'The base of the parallelogram is 11 inches and its area is 132 square inches. Find the height.',
      'A rug is 6 feet long and 4 feet wide. Tom has 3 dogs. What is its area?',
    ];
    expect(declined.map((story) => solveShapeMeasures(story)?.answer ?? null)).toEqual(declined.map(() => null));
  });
});
