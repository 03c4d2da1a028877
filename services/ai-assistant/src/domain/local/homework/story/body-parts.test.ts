import { describe, expect, it } from 'vitest';
import { solveBodyParts } from './body-parts.js';
import { solveStory } from '../story-solvers.js';

describe('parts every one of a kind has (asdiv-more)', () => {
  it('multiplies each count by the parts one of its kind has', () => {
    expect(solveBodyParts('There are 3 spiders. How many spider legs are there?')?.answer).toBe('24 legs');
    expect(solveBodyParts('There are 46 birds on the branches of a tree. How many feet are there on the branches?')?.answer).toBe('92 feet');
    expect(solveBodyParts('I see 23 boys. How many eyes do I see?')?.answer).toBe('46 eyes');
    expect(solveBodyParts('A farm has 3 chickens and 2 pigs. How many legs are there?')?.answer).toBe('14 legs');
    expect(solveBodyParts('There are 5 bicycles and 2 tricycles. How many wheels are there?')?.answer).toBe('16 wheels');
  });

  it('is one of the story readers', () => {
    expect(solveStory('I see 105 puppies. How many ears do they have?')?.answer).toBe('210 ears');
  });

  it('declines another kind asked, parts told, toys, lost parts, other counts and kinds it does not know', () => {
    const declined = [
      'There are 3 dogs. How many cat legs are there?',
      'There are 3 dogs. One dog lost a leg. How many legs are there?',
      'There are 3 dogs and 4 bones. How many legs are there?',
      'Each of the 3 dogs has 3 legs. How many legs are there?',
      'There are 3 fish. How many legs are there?',
      'There are 3 dogs. How many legs do 2 dogs have?',
      'David has 7 boxes of toy dogs. How many legs are there in all?',
      'There are 4 three-legged dogs. How many legs are there?',
      'There are 3 dogs and 2 dogs. How many legs are there?',
      'There are 3 snakes. How many legs are there?',
      'A farmer has 3 cows. How many legs are there?',
      'A man walks 2 dogs. How many legs are there?',
      'Johnny is out walking his 2 dogs, and his son joins him. How many legs are there?',
      'Sam has 4 cats. How many legs are there?',
      'There are 5 cars. How many wheels are there if 2 cars have no wheels?',
    ];
    expect(declined.map((story) => solveBodyParts(story)?.answer ?? null)).toEqual(declined.map(() => null));
  });
});
