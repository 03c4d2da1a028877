import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('a start told as a list, then changes (asdiv-more2)', () => {
  it('adds every part of a start listed with no verb of its own, then takes away', () => {
    expect(answer('At a Halloween store, there are 3 green capes, 2 blue capes, and 3 red capes. If 6 capes are bought, how many capes are left?')).toBe('2 capes');
    expect(answer('There are 3 green capes, 2 blue capes and 3 red capes at a store. 6 capes were sold. How many capes are left?')).toBe('2 capes');
    expect(answer('There are 5 children and 4 children in a classroom. 3 children left the classroom. How many children were there in the classroom in the end?')).toBe('6 children');
  });

  it('reads "quit", "shipped away" and "sent away" as losses, "… then?" as the end', () => {
    expect(answer('There were 33 children on the track team. 7 more children joined the team. 4 children quit the team. How many children were on the track team then?')).toBe('36 children');
    expect(answer('At a store, there are 92 computers. 31 are sold. 20 are shipped away to a company. How many computers are left?')).toBe('41 computers');
    expect(answer('At a store, there are 92 computers. 31 were sent away. 20 were sold. How many computers are left?')).toBe('41 computers');
  });

  it('adds a list of kinds the question names in full', () => {
    expect(answer('A grocery store had 49 bottles of regular soda, 40 bottles of diet soda and 6 bottles of lite soda. How many bottles of regular soda and diet soda did they have altogether?')).toBe('89 bottles');
  });

  it('declines what the list or the change does not settle', () => {
    expect(answer('There are 5 children in the hall and 4 children in a classroom. 3 children left the classroom. How many children were there in the hall in the end?')).not.toBe('6 children');
    expect(answer('At a store, there are 92 computers. 31 are sold. 20 are shipped to the store. How many computers are left?')).toBeNull();
    expect(answer('Tom had 12 apples. 5 apples were bought by his mom. How many apples are left?')).not.toBe('7 apples');
    expect(answer('Randy has 58 blocks. He uses 27 blocks to build a tower and 53 blocks to build a house. How many blocks did he use to build the house altogether?')).not.toBe('80 blocks');
    expect(answer('A grocery store had 49 bottles of regular soda, 40 bottles of diet soda and 6 bottles of lite soda. How many bottles of diet soda did they have altogether?')).not.toBe('89 bottles');
  });
  it('reads points scored as gains, things "made into" a dish as used, and a month opening a clause as when (asdiv-more2)', () => {
    expect(answer('Carol was playing a trivia game. In the first round she scored 17 points and in the second round she scored 6 points. In the last round she lost 16 points. How many points did she have at the end of the game?')).toBe('7 points');
    expect(answer('A restaurant has 67 tomatoes. 32 are made into salads. Another 21 are made into pasta sauce. How many tomatoes are left?')).toMatch(/^14 /);
    expect(answer('Oliver had 33 dollars in January. By March he had spent 4 dollars. If he got another 32 dollars from his mom, how much money would he have?')).toBe('$61');
    expect(answer('Last Thursday Drew had $30. Over the weekend he received some money for cutting the grass. He now has $61. How much money did he get paid for cutting the grass?')).toBe('$31');
  });
});
