import { describe, expect, it } from 'vitest';
import { solveRateOverParts } from './rate-over-parts.js';

const answer = (text: string): string | null => solveRateOverParts(text)?.answer ?? null;

describe('rate over parts: parts of the rate\'s thing, added, then times or into the rate', () => {
  it('adds the parts and multiplies by what each one is worth', () => {
    expect(answer('Ivy sold 5 clay pots and 2 glass pots at the market. If each pot cost 4 dollars, how much money did she earn?')).toBe('$28');
    expect(answer('In a game Sam gets 7 points for each star he catches. He caught 3 stars in the first round and 6 in the second. How many points did he get?')).toBe('63 points');
  });

  it('adds the parts and packs them into groups of the rate', () => {
    expect(answer('Ben put his stamps in an album with 4 on each page. He had 6 old stamps and 10 new stamps. How many pages did he fill?')).toBe('4 pages');
    expect(answer('Ken earned 30 dollars raking leaves and 12 dollars washing cars. If he only spent 6 dollars a week, how long would the money last him?')).toBe('7 weeks');
  });

  it('declines parts told apart by the question, parts of another kind, or a quotient that is not whole', () => {
    expect(answer('A press prints 8 posters a minute. It ran 3 minutes in the morning and 5 minutes at noon. How many posters did it print at noon?')).toBeNull();
    expect(answer('Ana has 3 bags of nuts and 5 bags of seeds. There are 7 pieces in each bag. How many pieces does Ana have?')).toBeNull();
    expect(answer('Ben put his stamps in an album with 4 on each page. He had 5 old stamps and 10 new stamps. How many pages did he fill?')).toBeNull();
    expect(answer('Lia has 4 boxes of pens. Each box holds 6 pens and there are 9 boxes in a crate. How many pens does Lia have?')).toBeNull();
    // The 8 are a stock the 3 were sold from, not a second part sold.
    expect(answer('Jo sold cakes for 6 dollars each. She sold 3 cakes from her initial stock of 8 cakes. How much money did she make?')).toBeNull();
  });
});
