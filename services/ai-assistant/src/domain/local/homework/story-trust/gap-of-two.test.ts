import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { solveGapOfTwo } from './gap-of-two.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const read = (text: string): string | null => solveGapOfTwo(text)?.answer ?? null;

describe('the gap between two measures of one kind', () => {
  it('a difference is the larger less the smaller, in the unit both are told in', () => {
    expect(answer('A red rope is 12.5 meters long and a blue rope is 9.75 meters long. What is the difference in their lengths?')).toBe('2.75 meters');
    expect(answer('Jake weighs 62 kg and his brother weighs 47 kg. What is the difference between their weights?')).toBe('15 kg');
    expect(answer('A pencil costs $0.25 and a pen costs $1.10. What is the difference in price?')).toBe('$0.85');
    expect(answer('What was the difference between the amount of flour, 0.625 cups, and sugar, 0.25 cups, that Dina used?')).toBe('0.375 cups');
  });

  it('an increase or a decrease needs the earlier of the two and must go the asked way', () => {
    expect(answer("The height of a child was recorded as 41.5 inches, whereas during his previous visit, the height was 38.5 inches. Find out the increase in the child's height.")).toBe('3 inches');
    expect(answer('A tank held 40 liters of water at first and now holds 25 liters. What is the decrease in the amount of water?')).toBe('15 liters');
    expect(read('A tank held 40 liters of water at first and now holds 25 liters. What is the increase in the amount of water?')).toBeNull();
    // Neither number is told as the earlier one.
    expect(read('The first box weighs 8 kg and the second box weighs 11 kg. What is the increase in weight?')).toBeNull();
  });

  it('declines a change told by a verb, a relation, other units, a third number or a later question', () => {
    expect(read('A plant was 12 cm tall. It grew 5 cm. What is the difference in height?')).toBeNull();
    expect(read("Mia's rope is 20 feet long. Leo's rope is 4 feet shorter. What is the difference in their lengths?")).toBeNull();
    expect(read('Sam ran 5 miles on Monday and 3 km on Tuesday. What is the difference in distance?')).toBeNull();
    expect(read('Jake weighs 62 kg and his brother weighs 47 kg. Their dog weighs 20 kg. What is the difference between their weights?')).toBeNull();
    expect(read('Tom is 12 years old and his dad is 40 years old. What will be the difference in their ages in 5 years?')).toBeNull();
    expect(read('A pencil costs $0.25 and a pen costs 3 times as much. What is the difference in price?')).toBeNull();
    expect(read("Eastern rattlesnakes have 6 segments in their tails, while Western rattlesnakes have 8 segments. What is the percentage difference in their tail size?")).toBeNull();
  });

  it('shows the subtraction and checks it by adding back', () => {
    const steps = solveGapOfTwo('Tom is 12 years old and his dad is 40 years old. What is the difference in their ages?')?.steps ?? [];
    expect(steps).toContainEqual({ kind: 'number-sentence', sentence: '40 - 12 = ?', schema: 'compare' });
    expect(steps).toContainEqual({ kind: 'check', statement: '12 + 28 = 40', holds: true });
  });
});
