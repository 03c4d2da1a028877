import { describe, expect, it } from 'vitest';
import { plainSharers } from './plain-sharers.js';
import { solveStory } from '../story-solvers.js';

describe('sharers named by a pronoun', () => {
  it('counts the group the story names once', () => {
    expect(plainSharers('Lia and Omar dug up 30 clams. If they split them evenly, how many clams does each get?'))
      .toBe('Lia and Omar dug up 30 clams. If they split them equally among 2 people, how many clams does each get?');
    expect(plainSharers('Ivy, Rex, and Zoe won 27 tokens. They decided to equally divide their tokens. How many tokens does each get?'))
      .toBe('Ivy, Rex, and Zoe won 27 tokens. They decided to divide their tokens equally among 3 people. How many tokens does each get?');
    expect(plainSharers('Lia and Omar dug up 30 clams. If they share them equally between themselves, how many clams does each get?'))
      .toBe('Lia and Omar dug up 30 clams. If they share them equally among 2 people, how many clams does each get?');
  });

  it('solves the story the rewrite makes plain', () => {
    expect(solveStory('Lia and Omar found 30 clams. If they split them evenly, how many clams does each get?')?.answer).toBe('15 clams');
    expect(solveStory('Ivy, Rex, and Zoe found 27 tokens. If they decide to equally divide their tokens, how many tokens will each receive?')?.answer).toBe('9 tokens');
  });

  it('leaves "they" alone when it may count other people', () => {
    const withMom = 'Lia and Omar found 30 clams with their mom. If they split them evenly, how many clams does each get?';
    const onADay = 'Lia and Omar found 30 clams on Sunday. If they split them evenly, how many clams does each get?';
    const twoGroups = 'Lia and Omar found 30 clams. Ben and Kim found 12 clams. If they split them evenly, how many clams does each get?';
    expect([plainSharers(withMom), plainSharers(onADay), plainSharers(twoGroups)]).toEqual([withMom, onADay, twoGroups]);
  });

  it('needs a question about each one and a share said as equal', () => {
    const total = 'Lia and Omar found 30 clams. If they split them evenly, how many clams are there?';
    const unequal = 'Lia and Omar found 30 clams. If they split them, how many clams does each get?';
    const among = 'Lia and Omar found 30 clams. If they split them evenly among 5 bags, how many clams does each bag get?';
    expect([plainSharers(total), plainSharers(unequal), plainSharers(among)]).toEqual([total, unequal, among]);
  });
});
