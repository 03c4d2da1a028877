import { describe, expect, it } from 'vitest';
import { otherFormAgrees } from './answer-forms.ts';

const sameAtPoints = (a: string, b: string): boolean => a.replace(/\s|\*/g, '') === b.replace(/\s|\*/g, '');

describe('answers that are not one number', () => {
  it('reads yes/no, times, option letters and lists as a student would', () => {
    expect(otherFormAgrees('True', 'Yes: 882 = 126 × 7')).toBe(true);
    expect(otherFormAgrees('False', 'Yes: 882 = 126 × 7')).toBe(false);
    expect(otherFormAgrees('5:12 AM', '5:12 AM')).toBe(true);
    expect(otherFormAgrees('5:12 AM', '5:12 PM')).toBe(false);
    expect(otherFormAgrees('a', '(a) 0.2')).toBe(true);
    expect(otherFormAgrees('b', '(a) 0.2')).toBe(false);
    expect(otherFormAgrees('-12, -8, -1', 'i = -12, i = -8 or i = -1')).toBe(true);
    expect(otherFormAgrees('2, 5, 283', '2, 5, 283 (90560 = 2^6 × 5 × 283)')).toBe(true);
    expect(otherFormAgrees('-1, 1/52', 'c = -1 or c = 1/51')).toBe(false);
    expect(otherFormAgrees('66, 0, -4', '-4, 0, 66')).toBe(false);
  });

  it('leaves a single number to the caller and compares expressions with the given check', () => {
    expect(otherFormAgrees('42', '42 cookies')).toBeNull();
    expect(otherFormAgrees('(x + 2)*(x + 3)', '(x + 2)(x + 4)', sameAtPoints)).toBe(false);
    expect(otherFormAgrees('(x + 2)*(x + 3)', '(x+2)(x+3)', sameAtPoints)).toBe(true);
  });

  it('takes the set\'s one value from an answer that labels several values, and only from such an answer', () => {
    expect(otherFormAgrees('25', 'Allen is 15 years old and Scott is 25 years old')).toBe(true);
    expect(otherFormAgrees('26', 'George is 26 years old, Christopher is 18 years old and Ford is 16 years old')).toBe(true);
    expect(otherFormAgrees('20', 'Allen is 15 years old and Scott is 25 years old')).toBe(false);
    expect(otherFormAgrees('15', '15 years old')).toBeNull();
    expect(otherFormAgrees('6', 'still water 6 km/h, current 4 km/h')).toBe(true);
    expect(otherFormAgrees('20', '10 liters of the 20% solution and 20 liters of the 50% solution')).toBe(true);
    expect(otherFormAgrees('50', '10 liters of the 20% solution and 20 liters of the 50% solution')).toBe(false);
    expect(otherFormAgrees('3', '3 + 5')).toBeNull();
  });
});
