import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { askedThing, withoutTotal } from './unknown-price.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('one price unknown in a bill whose total is told (gsm-prices)', () => {
  it('reads the asked thing and the told total', () => {
    expect(askedThing("How many dollars is one child's ticket?")).toBe('child ticket');
    expect(askedThing('How much did each bag of chips cost?')).toBe('bag of chip');
    expect(askedThing('How much did the chairs cost?')).toBeNull();
    expect(withoutTotal('He buys 5 chocolate bars and 2 bags of chips. He hands the cashier 20 dollars and gets 4 dollars back as change.')?.total.valueOf()).toBe(16);
    expect(withoutTotal('Cory bought a table for 55 dollars. He also bought 4 chairs for 80 dollars.')).toBeNull();
  });

  it('takes the other lots from the total and shares the rest by the asked count', () => {
    expect(answer('Cory bought a patio table and 4 chairs for $135. The patio table cost $55. If each chair cost the same amount, how much did each chair cost?')).toBe('$20');
    expect(answer('Frank goes to the store to buy some food. He buys 5 chocolate bars and 2 bags of chips. He hands the cashier $20 and gets $4 back as change. If the chocolate bars each cost $2, how much did each bag of chips cost?')).toBe('$3');
    expect(answer("Ten adults went to a ball game with eleven children. Adult tickets are $8 each and the total bill was $124. How many dollars is one child's ticket?")).toBe('$4');
    expect(answer('Ann bought 3 pens and 2 notebooks. In total, she spent $19. Each pen cost $3. How much did each notebook cost?')).toBe('$5');
    expect(answer('Ann bought 3 pens and 2 notebooks. She paid $19 in all. Each pen cost $3. How much does a single notebook cost?')).toBe('$5');
  });

  it('declines a thing not bought, an unpriced thing, an extra number, another payer, or a price that is not whole cents', () => {
    expect(answer('Cory bought a patio table and 4 chairs for $135. The patio table cost $55. How much did each lamp cost?')).toBeNull();
    expect(answer('Cory bought a patio table, a lamp and 4 chairs for $135. The patio table cost $55. How much did each chair cost?')).toBeNull();
    expect(answer('Cory bought a patio table and 4 chairs for $135. The patio table cost $55. 2 chairs broke. How much did each chair cost?')).toBeNull();
    expect(answer('Ann bought 3 pens and 2 notebooks. In total, Bo spent $19. Each pen cost $3. How much did each notebook cost?')).toBeNull();
    expect(answer('Ann bought 3 pens and 2 notebooks. In total, she spent $19 on pens. Each pen cost $3. How much did each notebook cost?')).toBeNull();
    expect(answer("Ten adults went to a ball game with eleven children. Adult tickets are $8 each and the total bill was $125. How many dollars is one child's ticket?")).toBeNull();
    expect(answer('Frank buys 5 chocolate bars and 2 bags of chips. He hands the cashier $20. The chocolate bars each cost $2. How much did each bag of chips cost?')).toBeNull();
  });

  it('reads several bills handed over less the change, and "the lamp" of one lamp bought (gsm-money)', () => {
    expect(withoutTotal('He paid with 2 50 dollars bills and got 4 dollars in change.')?.total.valueOf()).toBe(96);
    expect(answer('Tom bought 4 cups and 2 chairs. Each chair cost $12. He paid with two $50 bills. He got $4 in change. How much did each cup cost?')).toBe('$18');
    expect(answer('Tom bought a lamp and 2 chairs. Each chair cost $12. He paid with two $50 bills and got $4 in change. How much did the lamp cost?')).toBe('$72');
    expect(answer('Tom bought 4 cups and 2 chairs. Each chair cost $12. He paid with two $50 bills and got $4 in change. How much did the cup cost?')).toBeNull();
    expect(answer('Tom bought a lamp and 2 chairs. Each chair cost $12. He paid with two $50 bills and got $4 in change. How much did the chairs cost?')).toBeNull();
    expect(answer('Tom bought a lamp and 2 chairs. Each chair cost $12. Ann paid with two $50 bills and got $4 in change. How much did the lamp cost?')).toBeNull();
    expect(answer('Ann bought a kite for $5.50 and a ball for $3.25. How much did the ball cost?')).toBeNull();
  });
});
