import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { solveDifferenceAsked } from './difference-asked.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const read = (text: string): string | null => solveDifferenceAsked(text)?.answer ?? null;

describe('the sides of a difference name told numbers', () => {
  it('knows what a number counts when its sentence leaves the unit out', () => {
    expect(answer("Lena has 37 stickers. Marco has 52. What's the difference of the number of Lena's stickers and Marco's stickers?")).toBe('15 stickers');
    expect(answer("Mrs. Lopez has 19 dogs. Mrs. Chen has 41 dogs. What's the difference of the number of Mrs. Lopez's dogs and Mrs. Chen's dogs?")).toBe('22 dogs');
  });

  it('names the first amount by "before" and the amount left by "after"', () => {
    expect(answer("A bakery had 52 muffins. After selling some, they had 19 left. What's the difference between the number of muffins before selling and after selling?")).toBe('33 muffins');
    expect(answer("A zoo had 40 parrots. If they sold 15 of them, what's the difference between the number of parrots they had before selling and they sold?")).toBe('25 parrots');
    expect(answer("At a bus stop 6 people got off the bus. Now there were 48 people on the bus. What's the difference between the number of people getting off the bus and still on the bus?")).toBe('42 people');
  });

  it('picks two numbers of a list told in one sentence', () => {
    expect(answer("Ben had 4 marbles in his pocket, 9 in his bag and 21 in a jar. What's the difference between the number of marbles in Ben's bag and in the jar?")).toBe('12 marbles');
  });

  it('declines an "after" side when the later number is no amount left', () => {
    expect(read("A bakery had 52 muffins. They sold 19 muffins. What's the difference between the number of muffins before selling and after selling?")).toBeNull();
    expect(read("A bakery had 52 muffins. After lunch they had 19 more muffins. What's the difference between the number of muffins before lunch and after lunch?")).toBeNull();
    expect(read("A zoo had 40 parrots. If they sold 15 of them, what's the difference between the number of parrots they sold and the parrots left?")).toBeNull();
  });

  it('declines a side that names what was done before the amount left, not the amount', () => {
    expect(read("A bakery had 52 muffins. After selling some, they had 19 left. What's the difference between the number of muffins sold and the muffins at first?")).toBeNull();
  });

  it('declines a side no number fits, or a list changed later', () => {
    expect(read("Ben had 4 marbles in his pocket, 9 in his bag and 21 in a jar. What's the difference between the number of marbles in Ben's bag and in all?")).toBeNull();
    expect(read("Ben had 4 marbles in his pocket and 9 in his bag. He put 21 more in his bag. What's the difference between the number of marbles in his pocket and in his bag?")).toBeNull();
    expect(read("Mrs. Lopez has 19 dogs. Mrs. Chen has 41 dogs. What's the difference of the number of Mrs. Lopez's dogs and Mrs. Park's dogs?")).toBeNull();
  });
});
