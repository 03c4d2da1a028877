import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import type { Solved, StorySchema } from '../steps.js';
import { additiveVerbUnread, unreadChangeVerb } from './unread-change-verb.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const reading = (schema: StorySchema): Solved => ({ kind: 'word-problem', answer: '9 cards', steps: [{ kind: 'number-sentence', sentence: '4 + 5 = ?', schema }] });

describe('a verb that is neither a gain, a loss nor having makes adding and taking away decline', () => {
  it('names the verb nobody reads, after or before the number', () => {
    expect(unreadChangeVerb('A club had 9 members. 4 members vanished while 15 members signed up. How many members are in the club now?')).toBe('vanished');
    expect(unreadChangeVerb('Nora had 25 stamps, but 5 of them were torn and she got 10 new stamps. How many stamps does she have now?')).toBe('torn');
    expect(unreadChangeVerb('A shed had 30 bags of sand. After wetting 6 bags, the crew added 12 bags. How many bags are in the shed now?')).toBe('wetting');
  });

  it('lets through known changes, the first amount, one act told twice and the act the question asks about', () => {
    expect(unreadChangeVerb('After painting 12 fences, Lee had 40 fences left to paint and then built 6 fences. How many fences does he have to paint now?')).toBeNull();
    expect(unreadChangeVerb('Sam juggled 12 balls and Tom juggled 9 balls. How many balls were there?')).toBeNull();
    expect(unreadChangeVerb('Sam scored 12 points and Tom got 9 points. How many points did they score in total?')).toBeNull();
    expect(unreadChangeVerb('Joan had 40 shells and gave 8 to Ken. How many shells does Joan have now?')).toBeNull();
  });

  it('judges only readings that add and take away', () => {
    const story = 'A club had 9 members. 4 members vanished while 15 members signed up. How many members are in the club now?';
    expect(additiveVerbUnread(story, reading('combine'))).toMatch(/vanished/);
    expect(additiveVerbUnread(story, reading('rate'))).toBeNull();
  });

  it('reads departing, discarding, enrolling and purchasing as losses and gains', () => {
    expect(answer('At the start of the year a club had 9 members. During the year 4 members departed while 15 members enrolled. How many members did the club have at the end of the year?')).toBe('20 members');
    expect(answer('A shelter had 30 cans of soup. After utilizing 6 cans for dinner, it received 12 new cans. What is the total number of cans now?')).toBe('36 cans');
    expect(answer('Ivan had 20 cards. He decided to sell 8 of them and purchase 5 new cards. How many cards does Ivan have now?')).toBe('17 cards');
    expect(answer('Nora had 25 stamps, but 5 of them were torn and she received 10 new stamps from her aunt. How many stamps does she have in total now?')).toBeNull();
  });
});
