import { describe, expect, it } from 'vitest';
import { severalEachReason } from './each-of-several.js';
import { solveStory } from '../story-solvers.js';

describe('an amount told for each of several people', () => {
  it('is not read as one amount', () => {
    expect(severalEachReason('Lena and her cousin Mark each read 6 pages a day. How many pages do they read in 10 days?')).not.toBeNull();
    expect(solveStory('Lena and her cousin Mark each read 6 pages a day. How many pages do they read in 10 days?')).toBeNull();
    expect(severalEachReason('They each paid $5 for the ride. How much did they pay?')).not.toBeNull();
  });

  it('leaves "each" of things and "each other" alone', () => {
    expect(severalEachReason('Lena reads 6 pages each day. How many pages does she read in 10 days?')).toBeNull();
    expect(severalEachReason('Tom and Ann help each other with 4 puzzles. How many puzzles?')).toBeNull();
  });
});
