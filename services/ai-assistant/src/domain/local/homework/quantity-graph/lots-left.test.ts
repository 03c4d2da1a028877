import { describe, expect, it } from 'vitest';
import { solveLotsLeft } from './lots-left.js';

const answer = (text: string): string | null => solveLotsLeft(text)?.answer ?? null;

describe('money left after paying for lots', () => {
  it('takes every lot from the money someone had, was given or handed over', () => {
    expect(answer('Rosa had $40. She bought 3 notebooks at $4 each and a lamp for $9. How much money does she have left?')).toBe('$19');
    expect(answer('His aunt gave him $30 for the fair. He bought 2 tickets for $6 each and a drink for $2.50. How much money does he have left?')).toBe('$15.50');
    expect(answer('Omar bought 4 pens at $1.25 each and 2 pads for $3 each. How much change does he get from a $20 bill?')).toBe('$9');
    expect(answer('Lena bought 2 mugs for $5 each. She paid the cashier $50. How much change did she receive?')).toBe('$40');
    expect(answer('Lena bought 2 mugs for $5 each and a pot for $12. If she paid with two $20 bills, how much change did she receive?')).toBe('$18');
    expect(answer('Lena bought 3 mugs at $4 each. She paid with a fifty-dollar bill. How much change did she get?')).toBe('$38');
    expect(answer('Lena orders 3 wraps that cost $4 each. She pays with a $20 bill. How much does she get in change?')).toBe('$8');
  });

  it('declines selling, earning, a second amount of money, or lots that cost more than there was', () => {
    expect(answer('Rosa had $40. She sold 3 notebooks at $4 each and bought a lamp for $9. How much money does she have left?')).toBeNull();
    expect(answer('Rosa had $40 and Tim had $10. She bought 3 notebooks at $4 each and a lamp for $9. How much money does she have left?')).toBeNull();
    expect(answer('Rosa had $10. She bought 3 notebooks at $4 each and a lamp for $9. How much money does she have left?')).toBeNull();
    expect(answer('Rosa had $40. She bought 3 notebooks at $4 each and paid a $2 tax. How much money does she have left?')).toBeNull();
    expect(answer('Rosa had $40. She bought 3 notebooks for $4 and a lamp for $9. How much money does she have left?')).toBeNull();
    expect(answer('Rosa had $40. She bought 3 notebooks at $4 each and a lamp. How much money does she have left?')).toBeNull();
    expect(answer('Rosa had $40. She bought 3 notebooks at $4 each. How much money does she have left after 2 days?')).toBeNull();
    expect(answer('Rosa had $25 and bought as many notebooks as she could. If 1 notebook costs $4, how much is left?')).toBeNull();
  });
});
