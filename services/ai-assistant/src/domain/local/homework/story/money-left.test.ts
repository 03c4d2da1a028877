import { describe, expect, it } from 'vitest';
import { solveWordProblem } from '../word-problem-solver.js';

const answer = (text: string): string | null => solveWordProblem(text)?.answer ?? null;

describe('money left: what was there minus the cost of everything bought', () => {
  it('subtracts each count times its price and each single price', () => {
    expect(answer('Nina had $40. She bought 3 notebooks for $4 each and a lamp for $15. How much money does Nina have left?')).toBe('$13');
    expect(answer('Omar got $30 for his birthday. He buys two comics that cost $6 each and a poster that costs $8. How much money will he have left?')).toBe('$10');
  });

  it('reads the money handed over and the change that comes back', () => {
    expect(answer('Ben bought 4 bags of rice at $5 each bag and 2 jars of jam at $3 each jar. He paid $50 for all the items. How much change did he get back?')).toBe('$24');
  });

  it('reads prices listed one after another and a price per thing told in another sentence', () => {
    expect(answer('Kai saves $900 for his trip. He spends $300 on the train, $200 on the hotel, and $150 on food. How much money does he have left?')).toBe('$250');
    expect(answer('Her aunt gave Lia $60. Lia bought 4 mugs and 3 plates. Each mug costs $5 and each plate costs $8. How much money does Lia have left?')).toBe('$16');
  });

  it('tells a price as paid for each thing in the facts step', () => {
    const facts = solveWordProblem('Leo has $50. He buys 3 notebooks for $4 each and a pen for $2. How much money does Leo have left?')?.steps.find((step) => step.kind === 'facts');
    expect(facts).toMatchObject({ facts: expect.arrayContaining(['4 dollars for each notebook', 'a pen for 2 dollars']) });
  });

  it('declines a discount, earnings, an unknown count, and a question about the start', () => {
    expect(answer('Nina had $40. She bought 3 notebooks for $4 each with a discount. How much money does Nina have left?')).toBeNull();
    expect(answer('Nina had $40. She wanted to buy as many pens as she could. One pen costs $3. How much money is left?')).toBeNull();
    expect(answer('Nina has $10 left after she bought a book for $6. How much money did she have at first?')).toBeNull();
  });
});
