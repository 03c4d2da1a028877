import { describe, expect, it } from 'vitest';
import { solveOtherPart } from './other-part.js';

const answer = (text: string): string | null => solveOtherPart(text)?.answer ?? null;

describe('the other part of a told total', () => {
  it('takes the told part from a total that names both parts, or tells the other with "some"', () => {
    expect(answer('Tom and Ann picked 12 apples. If Tom picked 5 apples. How many apples did Ann pick?')).toBe('7 apples');
    expect(answer('20 people went skating in the morning. Some more people went skating in the evening. If a total of 45 people went skating that day. How many people went skating in the evening?')).toBe('25 people');
    expect(answer('There are a total of 30 marbles in a jar. If there are 12 red marbles and some blue marbles in the jar. How many blue marbles are in the jar?')).toBe('18 marbles');
  });

  it('declines the told part asked again, a part the story does not tell, three parts, or another thing', () => {
    expect(answer('There are a total of 30 marbles in a jar. If there are 12 red marbles and some blue marbles in the jar. How many red marbles are in the jar?')).toBeNull();
    expect(answer('Tom and Ann picked 12 apples. If Tom picked 5 apples. How many apples did Tom pick?')).toBeNull();
    expect(answer('Tom and Ann picked 12 apples. If Tom picked 5 apples. How many apples did Bob pick?')).toBeNull();
    expect(answer('Tom and Ann picked 12 apples. If Tom picked 5 pears. How many apples did Ann pick?')).toBeNull();
    expect(answer('20 people went skating in the morning. Some more people went skating in the evening. If a total of 45 people went skating that day. How many people went skating at noon?')).toBeNull();
    expect(answer('Ann and Ben have 60 apples together. Ann ate 20 apples. How many apples does Ben have?')).toBeNull();
    expect(answer('Tom and Ann picked 12 apples. If Tom sold 5 apples. How many apples did Ann pick?')).toBeNull();
    expect(answer('Every day Mia spends a total of 5 hours on reading, painting and singing. If she spends 2 hours on reading. How many hours does she spend on painting?')).toBeNull();
  });

  it('names the parts as the told part says them, and reads a part told in the passive by its verb (para-combine)', () => {
    expect(answer('An orchard sold 9792 pounds of fresh and frozen fruit. They sold 3513 pounds of frozen fruit. How many pounds of fresh fruit did they sell?')).toBe('6279 pounds');
    expect(answer('A company used 6689 gallons of white and blue paint. 660 gallons of white paint were used. How many gallons of blue paint did the company use?')).toBe('6029 gallons');
    expect(answer('A company used 6689 gallons of white and blue paint. 660 gallons of white paint were bought. How many gallons of blue paint did the company use?')).toBeNull();
    expect(answer('An orchard sold 9792 pounds of fresh and frozen fruit. They sold 3513 pounds of frozen fruit. How many pounds of dried fruit did they sell?')).toBeNull();
    expect(answer('A company used 6689 gallons of white and blue paint. 660 gallons of white paint were used. How many gallons of red paint did the company use?')).toBeNull();
  });
});
