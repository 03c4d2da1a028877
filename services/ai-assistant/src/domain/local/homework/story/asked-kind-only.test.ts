import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { askedKindOnly } from './asked-kind-only.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('the asked kind of two told side by side', () => {
  it('keeps the amounts of the kind the question names', () => {
    expect(askedKindOnly('Debby bought 95 soda bottles and 180 water bottles. She drank 15 water bottles and 54 soda bottles a day. How many days would the water bottles last?'))
      .toBe('Debby bought 180 water bottles. She drank 15 water bottles a day. How many days would the water bottles last?');
    expect(askedKindOnly('Mia spends 5 hours on reading and 4 hours on painting every day. If she works for 6 days. How many hours does she spend on painting in all?'))
      .toBe('Mia spends 4 hours on painting every day. If she works for 6 days. How many hours does she spend on painting in all?');
  });

  it('answers from the asked kind alone', () => {
    expect(answer('Robin has 21 packages of gum and 45 packages of candy. There are 9 pieces in each package. How many pieces of candy does Robin have?')).toBe('405 pieces');
    expect(answer('There are 6 boxes of apples. Each box has 16 red apples and 18 green apples. How many red apples are in the boxes altogether?')).toBe('96 red apples');
    expect(answer('Lena bought 120 soda cans and 90 juice cans. She drank 6 juice cans and 4 soda cans a day. How many days would the soda cans last?')).toBe('30 days');
    expect(answer('12 campers went fishing and 30 campers went hiking in the morning. 9 campers went fishing in the afternoon. How many campers went fishing in all?')).toBe('21 campers');
  });

  it('keeps the whole story when the question names both kinds or neither, or the other kind is told again', () => {
    expect(askedKindOnly('Robin has 21 packages of gum and 45 packages of candy. How many more packages of candy than gum does Robin have?')).toBeNull();
    expect(askedKindOnly('Robin has 21 packages of gum and 45 packages of candy. How many packages does Robin have?')).toBeNull();
    expect(askedKindOnly('Joelle has 5 orchids and 4 African daisies. If the orchids have 5 petals and daisies have 10 petals, how many more petals do the daisies have compared to the orchids?')).toBeNull();
    // A comparison of two states of one kind is no comparison of kinds.
    expect(askedKindOnly('A garden had 25 roses and 9 tulips. 7 roses died in the heat. How many more roses survived than died?')).toBe('A garden had 25 roses. 7 roses died in the heat. How many more roses survived than died?');
    expect(askedKindOnly('Ann had 5 red marbles and 8 blue marbles. She traded 3 blue marbles for red ones. How many red marbles does she have?')).toBeNull();
    expect(askedKindOnly('A shop had 9 red cars, 4 blue cars and 6 green cars. How many blue cars did it have?')).toBeNull();
    expect(askedKindOnly('Jake has 9 fewer peaches than Steven and 18 more peaches than Jill. How many peaches does Jill have?')).toBeNull();
    expect(askedKindOnly('Robin has 21 packages of gum and 45 packages of candy. How many pieces of candy does Robin have?')).not.toBeNull();
  });

  it('declines a story of one kind that still needs the other', () => {
    expect(answer('Ann had 5 red marbles and 8 blue marbles. She traded 3 blue marbles for red ones. How many red marbles does she have?')).toBeNull();
    expect(answer('Tom has 6 red apples and 9 green apples. He ate 2 apples. How many red apples does he have left?')).toBeNull();
    expect(answer('Robin has 21 packages of gum and 45 packages of candy. There are 9 pieces in each package. How many pieces of chocolate does Robin have?')).toBeNull();
    expect(answer('A farmer had 175 tomatoes and 77 potatoes. He picked 70 potatoes. How many tomatoes and potatoes does he have left?')).toBeNull();
  });

  it('reads a chain of containers as no pair of kinds (mawps-asdiv)', () => {
    expect(answer('Tom bought 5 packs. There are 6 bags in each pack and 4 candies in each bag. How many candies did Tom buy?')).toBe('120 candies');
    expect(answer('Tom bought 5 packs of candy with 6 bags in each pack and 4 candies in each bag. How many candies did Tom buy?')).toBe('120 candies');
    expect(answer('Tom bought 5 packs. There are 6 bags in each pack and 4 candies in each box. How many candies did Tom buy?')).toBeNull();
  });
});
