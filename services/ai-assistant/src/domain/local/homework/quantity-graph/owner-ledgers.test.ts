import { describe, expect, it } from 'vitest';
import { solveOwnerLedgers } from './owner-ledgers.js';
import { clausesOf } from './owner-moves.js';
import { pastOf } from './past-forms.js';
import { exchangeBetweenOwners } from '../guards/exchange-between-owners.js';
import { solveProblem } from '../solve-problem.js';

const answer = (problem: string): string | null => solveOwnerLedgers(problem)?.answer ?? null;

describe('several owners, each change told with whose it is', () => {
  it('follows the asked owner past another owner\'s amount', () => {
    expect(answer('Arthur has 6 cards. Aaron has 5 cards. Aaron finds another 62. How many cards does Aaron end with?')).toBe('67 cards');
    expect(answer('Arthur has 6 cards. Aaron has with 5 cards. Aaron finds another 62. How many cards does Aaron end with?')).toBe('67 cards');
    expect(answer('Bruce has 75 eggs. Kimberly has 17 eggs. Bruce loses 70 eggs. How many eggs will Bruce have?')).toBe('5 eggs');
  });

  it('takes what someone else takes from the one owner', () => {
    expect(answer('Baker made 155 cakes. If his friend bought 140 cakes from him. How many cakes would baker still have?')).toBe('15 cakes');
    expect(answer('Nia had 40 grapes. Leo had 5 grapes. Leo took 12 grapes from Nia. How many grapes does Leo have?')).toBe('17 grapes');
    expect(answer('Nia had 40 grapes. Leo had 5 grapes. Leo took 12 grapes from Nia. How many grapes does Nia have?')).toBe('28 grapes');
  });

  it('moves a giving from the giver to the receiver', () => {
    expect(answer('Mary had 33 cards. Sam had 40 cards. Sam gave Mary 23 cards. How many cards does Sam have now?')).toBe('17 cards');
    expect(answer('Mary had 33 cards. Sam had 40 cards. Sam gave 23 cards to Mary. How many more cards does Mary have than Sam?')).toBe('39 cards');
    expect(answer('Mary had 33 cards. Sam had 40 cards. Sam gave Mary 23 cards. How many cards do they have together?')).toBe('73 cards');
  });

  it('compares owners\' totals of all kinds of the asked thing, and adds an asked act', () => {
    expect(answer('Katie had 57 new games and 39 old games. Her friends had 34 new games. How many more games does Katie have than her friends?')).toBe('62 games');
    expect(answer('Sandy grew 51 pumpkins and Mike grew 23 pumpkins. How many pumpkins did they grow together?')).toBe('74 pumpkins');
  });

  it('declines when whose a change is, or what is asked, is unclear', () => {
    const declined = [
      'Arthur has 6 cards. Aaron has 5 cards. He finds another 62. How many cards does Aaron end with?',
      'Arthur has 6 cards. Aaron has 5 stickers. Aaron finds another 62. How many cards does Aaron end with?',
      'Baker made 155 cakes. Ann made 20 cakes. His friend bought 140 cakes from him. How many cakes would baker still have?',
      'Baker made 155 cakes. Her friend bought 140 cakes from him. How many cakes would baker still have?',
      'Baker made 155 cakes. His friend bought 140 cakes. How many cakes does Baker have?',
      'Sam gave Mary 23 cards. Mary had 33 cards. How many cards does Mary have now?',
      'Mary had 33 cards. Sam gave Mary 23 cards. How many cards do they have together?',
      'Mary had 33 cards. Sam had 40 cards. Sam gave Mary 50 cards. How many cards does Sam have now?',
      'Mary had 33 cards. Sam had 40 cards. Sam gave Mary 23 cards. How many more cards does Sam have than Mary?',
      'Katie had 57 games. Her friends had 34 games. Katie will get 10 more games. How many more games does Katie have than her friends?',
      'Sean has 223 whistles, while Charles has 95 fewer whistles. How many whistles does Charles have?',
      'Joan and Melanie have 81 balloons. Joan has 40 balloons. How many balloons does Melanie have?',
      'Terry used 37 pieces. Grace used 45 pieces. How many pieces does Grace have?',
      'Nia had 40 grapes. Leo had 5 grapes. Leo ate 12 grapes from Nia. How many grapes does Leo have?',
      // One owner asked who changed in no way told, or whose first amount says nothing of what was held.
      'Bruce has 75 eggs. Kimberly has 17 eggs. Bruce loses 70 eggs. How many eggs will Kimberly have?',
      'Omar originally had 30 marbles and Jake originally had 12 marbles. Omar lost 7 marbles. How many marbles does Omar have now?',
      'Dan bought 8 apples. How many apples does Dan have?',
      'Lily has 40 shells. Tom gave 15 shells to Anna. Lily found 3 shells. How many shells does Lily have now?',
      'Tim found 37 seashells and Sally found 13 seashells. How many seashells do they have together?',
      // What one has now may already hold what was found before.
      'Arthur has 6 cards. Aaron has 67 cards. Aaron found 62 cards yesterday. How many cards does Aaron have?',
    ];
    expect(declined.map(answer)).toEqual(declined.map(() => null));
  });

  it('keeps a joint subject as one clause, and forms the asked act\'s past', () => {
    expect(clausesOf('Carol and her mom were picking carrots. Carol picked 29 and her mother picked 16.'))
      .toEqual(['Carol and her mom were picking carrots', 'Carol picked 29', 'her mother picked 16']);
    expect(['find', 'use', 'pick', 'carry', 'grow'].map(pastOf)).toEqual(['found', 'used', 'picked', 'carried', 'grew']);
  });
});

describe('a giving between two owners asked about both', () => {
  const story = 'Mary had 33 cards. Sam had 40 cards. Sam gave 23 cards to Mary. How many more cards does Mary have than Sam?';
  const reading = (answerText: string) => ({ kind: 'word-problem' as const, steps: [], answer: answerText });

  it('lets only the reading that keeps both amounts answer', () => {
    expect(exchangeBetweenOwners(story, reading('16 cards'))).not.toBeNull();
    expect(exchangeBetweenOwners(story, reading('39 cards'))).toBeNull();
    expect(solveProblem(story)?.answer).toBe('39 cards');
    expect(solveProblem('Mary had 33 cards. Sam had 40 cards. Sam gave Mary 23 cards. How many cards do they have together?')?.answer).toBe('73 cards');
    // Sam's own amount is never told: their total is not either.
    expect(solveProblem('Mary had 33 cards. Sam gave Mary 23 cards. How many cards do they have together?')).toBeNull();
  });

  it('leaves stories alone where the giver owns nothing told or only one is asked', () => {
    expect(exchangeBetweenOwners('Mary had 33 cards. Sam gave Mary 23 cards. How many cards does Mary have now?', reading('56 cards'))).toBeNull();
    expect(exchangeBetweenOwners('Mary had 33 cards. Sam had 40 cards. Sam gave Mary 23 cards. How many cards does Mary have now?', reading('56 cards'))).toBeNull();
  });
});
