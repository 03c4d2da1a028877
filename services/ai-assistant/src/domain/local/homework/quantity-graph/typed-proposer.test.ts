import { describe, expect, it } from 'vitest';
import { solveTypedProposal } from './typed-proposer.js';
import { expressionsOver, typedCandidates } from './typed-expressions.js';
import { exact } from '../math-engine.js';
import { signPatterns } from './sign-patterns.js';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveTypedProposal(text)?.answer ?? null;
const shown = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('typed expressions: every way of combining all the numbers, kept when the units come out as asked', () => {
  it('uses each number once, + and × once per pair, − and ÷ both ways round', () => {
    expect(expressionsOver([0, 1])).toHaveLength(6);
    // 3 numbers: 3 ways to pick the lone one × (6 ops with the pair) × 6 ops over them.
    expect(expressionsOver([0, 1, 2])).toHaveLength(3 * 6 * 6);
  });

  it('types dollars per ticket × tickets as dollars, and cookies ÷ cookies per bag as bags', () => {
    const price = { value: exact.fraction(4), dimension: new Map([['dollar', 1], ['ticket', -1]]) };
    const tickets = { value: exact.fraction(6), dimension: new Map([['ticket', 1]]) };
    expect(typedCandidates([price, tickets], new Map([['dollar', 1]])).map((e) => e.kind === 'op' && e.op)).toEqual(['*']);
    const cookies = { value: exact.fraction(42), dimension: new Map([['cooky', 1]]) };
    const perBag = { value: exact.fraction(6), dimension: new Map([['cooky', 1], ['bag', -1]]) };
    expect(typedCandidates([cookies, perBag], new Map([['bag', 1]])).map((e) => e.kind === 'op' && e.op)).toEqual(['/']);
  });
});

describe('sign patterns shared by the rate chains and parts then a rate', () => {
  it('lists every × / ÷ choice once, in the order both readers always tried them', () => {
    expect(signPatterns(2)).toEqual([[1, 1], [-1, 1], [1, -1], [-1, -1]]);
    expect(signPatterns(3)).toHaveLength(8);
  });
});

describe('the typed proposer: the one typed way of combining every number, the adding and taking away told by the words', () => {
  it('multiplies and divides along the units', () => {
    expect(answer('Each CD rack holds 8 CDs. A shelf can hold 4 racks. How many total CDs can fit on the shelf?')).toBe('32 cds');
    expect(answer('A party store ordered 5 boxes of balloons. Each box contains 8 bags of balloons, and there are 12 balloons in each bag. How many balloons are there?')).toBe('480 balloons');
    expect(answer('Jack sews 3 shirts for each of his 3 kids. He sews 7 buttons in each shirt. How many buttons must Jack use for all the shirts?')).toBe('63 buttons');
    expect(answer('A pie shop charges $3 per slice of custard pie. They cut each whole pie into 10 slices. If they make 6 whole custard pies, how much money will the pie shop earn?')).toBe('$180');
    expect(answer('Debby had 873 quarters. If it costs 3 quarters for each coke from a coke machine, how many could she buy?')).toBe('291 cokes');
  });

  it('adds parts told by one act before the rate', () => {
    expect(answer('On Halloween, Emily obtained 5 candies from her neighbors and 13 from her sister. If she eats 9 candies per day, how many days will it take for Emily to consume all the candy?')).toBe('2 days');
  });

  it('declines a distractor number, another owner asked, the inverse question and units that differ', () => {
    expect(answer('Each CD rack holds 8 CDs. A shelf can hold 4 racks. The shelf is 6 feet long. How many CDs can fit on the shelf?')).toBeNull();
    expect(answer('Jack sews 3 shirts for each of his 3 kids. He sews 7 buttons in each shirt. How many buttons does his wife use?')).toBeNull();
    expect(answer('A party store ordered 5 boxes of balloons. Each box contains 8 bags of balloons, and there are 12 balloons in each bag. How many bags are there?')).toBeNull();
    expect(answer('On Halloween, Emily obtained 5 candies from her neighbors and 13 apples from her sister. If she eats 9 candies per day, how many days will the candy last?')).toBeNull();
    expect(answer('Robin has 21 packages of gum and 45 packages of candy. There are 9 pieces in each package. How many pieces of candy does Robin have?')).toBeNull();
  });

  it('declines when the words do not say whether to add or take away, or the division leaves a remainder', () => {
    expect(answer('Mrs. Hilt had 15 cents. She bought a pencil for 11 cents. How much money did she have left?')).toBeNull();
    expect(answer('A dust storm covers 64535 acres of the prairie in dust, but leaves 522 acres untouched. How many acres does the prairie cover?')).toBeNull();
    expect(answer('Simon needs to make 519 gift bags at a rate of 42 bags per day. How many days does he need to finish making all the gift bags?')).toBeNull();
    expect(answer('For each shoe, it takes Melissa 5 minutes to replace the buckle and 10 minutes to fix the heel. How many minutes does Melissa spend in total?')).toBeNull();
    expect(answer('If there are 3 nests and each nest can hold 2 birds, how many birds are left without a nest?')).toBeNull();
  });

  it('is tried only when every other reader declines', () => {
    expect(shown('Each CD rack holds 8 CDs. A shelf can hold 4 racks. How many total CDs can fit on the shelf?')).toBe('32 cds');
    expect(shown('Sara has 42 cookies. She puts 6 cookies in each bag. How many bags does she fill?')).toBe('7 bags');
  });
});

describe('money in cents the question does not ask in cents', () => {
  it('shows dollars first', () => {
    expect(shown('Emmalyn decided to paint fences in her neighborhood for twenty cents per meter. If there were 50 fences in the neighborhood that she had to paint and each fence was 500 meters long, calculate the total amount she earned from painting the fences.')).toBe('$5000 (500000 cents)');
  });
});

describe('shapes left to the readers that know them', () => {
  it('never adds two told sides of a rectangle', () => {
    expect(shown('His backyard fence is a rectangle that measures 20 feet on the long side and 15 feet on the short side. How many feet of crepe paper does James need to buy?')).toBeNull();
  });
});
