import { describe, expect, it } from 'vitest';
import { askedStranger } from './asked-stranger.js';

describe('a question about someone the story never names', () => {
  it('declines a person the story never names while it tells about someone else', () => {
    expect(askedStranger('Tom walks 3 miles each hour. How far will Ann walk in 4 hours?')).not.toBeNull();
    expect(askedStranger('Tim walks 3 miles each hour. How far will Tom walk in 4 hours?')).not.toBeNull();
  });

  it('reads the people the story names, their misspelt longer names, times and the facts told before the question', () => {
    expect(askedStranger('Tom walks 3 miles each hour. How far will Tom walk in 4 hours?')).toBeNull();
    expect(askedStranger('Haley has 63 magazines. She puts 9 in each box. How many boxes will Hayley use?')).toBeNull();
    expect(askedStranger('Tom works 8 hours a day. How many hours does he work from Monday to Friday?')).toBeNull();
    expect(askedStranger('Sarah baked 38 cupcakes. If her brother, Todd, ate 14 of them how many packages could she make if she put 8 in each?')).toBeNull();
    expect(askedStranger('A store sold 5 toys. How many toys did Ann buy?')).toBeNull();
  });
});
