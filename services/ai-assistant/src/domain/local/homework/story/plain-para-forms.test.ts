import { describe, expect, it } from 'vitest';
import { plainEachLast } from './plain-each-last.js';
import { plainGivenTo } from './plain-given-to.js';
import { plainCollection } from './plain-collection.js';
import { plainWithOwner } from './plain-with-owner.js';
import { solveStory } from '../story-solvers.js';

const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('equal groups with "each" said last', () => {
  it('moves "each" after the amount', () => {
    expect(plainEachLast('7 boys each have 4 marbles.')).toBe('7 boys have 4 marbles each.');
    expect(plainEachLast('Each of the 6 baskets has 12 apples.')).toBe('The 6 baskets have 12 apples each.');
    expect(plainEachLast('There are 8 kids who have 3 stickers apiece.')).toBe('There are 8 kids who have 3 stickers each.');
    expect(plainEachLast('The club has 15 members, each having 4 tickets.')).toBe('The club has 15 members with 4 tickets each.');
    expect(plainEachLast('There are 30 shelves with 9 books on each one.')).toBe('There are 30 shelves with 9 books each.');
    expect(plainEachLast('There are 30 shelves with 9 books on each shelf.')).toBe('There are 30 shelves with 9 books each.');
  });

  it('leaves "each" of another thing, or two amounts, as they were', () => {
    expect(plainEachLast('There are 30 shelves with 9 books on each table.')).toBe('There are 30 shelves with 9 books on each table.');
    expect(plainEachLast('A farm has 12 pens, each containing 7 pigs and 2 goats.')).toBe('A farm has 12 pens, each containing 7 pigs and 2 goats.');
  });

  it('answers the groups told either way, and declines what the story does not say', () => {
    expect(answer('If nine children each have two candies, how many candies do they have in all?')).toBe('18 candies');
    expect(answer('Each of the 6 baskets has 12 apples. If 10 apples are eaten, how many apples are left?')).toBe('62 apples');
    expect(answer('A farm has 12 pens, each containing 7 pigs. How many pigs are on the farm?')).toBe('84 pigs');
    expect(answer('There are 30 shelves with 9 books on each one. How many books are on the shelves?')).toBe('270 books');
    expect(answer('There are 30 shelves with 9 books on each table. How many books are there in total?')).toBeNull();
    expect(answer('A farm has 12 pens, each containing 7 pigs and 2 goats. How many goats are on the farm?')).toBe('24 goats');
    expect(answer('There are 8 kids who have 3 stickers apiece. How many more stickers than kids are there?')).toBeNull();
  });
});

describe('a gift told with "to" when the receiver is asked', () => {
  it('says the receiver first', () => {
    expect(plainGivenTo('Megan had 217 markers. Robert gave 109 markers to Megan. How many markers does Megan have now?'))
      .toBe('Megan had 217 markers. Robert gave Megan 109 markers. How many markers does Megan have now?');
    expect(plainGivenTo('Megan had 217 markers. Robert gave 109 markers to her. How many markers does she have now?'))
      .toBe('Megan had 217 markers. Robert gave her 109 markers. How many markers does she have now?');
  });

  it('keeps "to" when the giver, or nobody of the gift, is asked', () => {
    const giverAsked = 'Megan had 217 markers. Robert gave 109 markers to Megan. How many markers does Robert have now?';
    expect(plainGivenTo(giverAsked)).toBe(giverAsked);
    const pronounGiver = 'Robert had 300 markers. He gave 109 markers to Megan. How many markers does he have now?';
    expect(plainGivenTo(pronounGiver)).toBe(pronounGiver);
    const sharedStart = 'Ann and Ben have 60 apples together. Ann gives 10 apples to Ben. How many apples does Ben have?';
    expect(plainGivenTo(sharedStart)).toBe(sharedStart);
    const nobodyBefore = 'Robert gave 109 markers to her. How many markers does she have now?';
    expect(plainGivenTo(nobodyBefore)).toBe(nobodyBefore);
  });

  it('answers the receiver and declines what the story does not tell', () => {
    expect(answer('Lily has 40 shells. Tom gave 15 shells to Lily. How many shells does Lily have now?')).toBe('55 shells');
    expect(answer('Megan had 217 markers. Robert gave 109 markers to Megan. How many markers does Robert have now?')).toBeNull();
    expect(answer('Lily has 40 shells. Tom gave 15 stones to Lily. How many shells does Lily have now?')).toBeNull();
    expect(answer('Lily has 40 shells. Tom gave 15 shells to Anna. How many shells does Lily have now?')).toBeNull();
    expect(answer('Robert had 300 markers. He gave 109 markers to Megan. How many markers does Megan have now?')).toBeNull();
  });
});

describe('a gift told with "to" when the question names nobody (para-rewrites)', () => {
  it('says the receiver first when only the receiver\'s start was told', () => {
    expect(plainGivenTo('Megan had 217 markers. Robert gave 109 markers to her. What is the new total?'))
      .toBe('Megan had 217 markers. Robert gave her 109 markers. What is the new total?');
    const giverStart = 'Megan had 217 markers. Robert had 300 markers. Robert gave 109 markers to her. What is the new total?';
    expect(plainGivenTo(giverStart)).toBe(giverStart);
    const pronounGiver = 'Megan had 217 markers. She gave 109 markers to Robert. What is the new total?';
    expect(plainGivenTo(pronounGiver)).toBe(pronounGiver);
  });

  it('answers the receiver\'s new total and declines another thing or the giver', () => {
    expect(answer('There were 217 markers in Megan\'s collection. After Robert gifted 109 markers to her, what is the new total?')).toBe('326 markers');
    expect(answer('Lily has 40 shells. Tom gave 15 shells to her. How many shells are there now?')).toBe('55 shells');
    expect(answer('Lily has 40 shells. Tom gave 15 stones to her. What is the new total?')).toBeNull();
    expect(answer('Lily has 40 shells. Tom has 30 shells. Tom gave 15 shells to her. What is the new total?')).toBeNull();
  });
});

describe('what is in one\'s collection, said as owning', () => {
  it('says the owner has the counts', () => {
    expect(plainCollection('There were 217 markers in Megan\'s collection. Robert gave her 9 markers.')).toBe('Megan had 217 markers. Robert gave her 9 markers.');
    expect(plainCollection('In Ana\'s collection, there are 45 stamps.')).toBe('Ana has 45 stamps.');
    expect(plainCollection('There are 45 stamps and 20 coins in her collection.')).toBe('She has 45 stamps and 20 coins.');
    expect(plainCollection('Ana\'s collection has 45 stamps.')).toBe('Ana has 45 stamps.');
  });

  it('leaves a collection of no named owner, or a longer sentence, as it was', () => {
    expect(plainCollection('There are 45 stamps in the museum\'s collection.')).toBe('There are 45 stamps in the museum\'s collection.');
    expect(plainCollection('There are 45 stamps in Ana\'s collection and she sold 5.')).toBe('There are 45 stamps in Ana\'s collection and she sold 5.');
  });

  it('answers the owner and declines another person', () => {
    expect(answer('There are 45 stamps in Ana\'s collection. She gave 12 stamps to Bo. How many stamps does Ana have left?')).toBe('33 stamps');
    expect(answer('There are 45 stamps in Ana\'s collection. She gave 12 stamps to Bo. How many stamps does Bo have now?')).toBeNull();
  });
});

describe('a collection told with "with" a name', () => {
  it('says the name has the counts', () => {
    expect(plainCollection('There were 39 bananas with Carlos, but a monkey ate 3.')).toBe('Carlos had 39 bananas, but a monkey ate 3.');
    expect(plainCollection('There are 20 pens with Ivy and 8 pens with Bo.')).toBe('There are 20 pens with Ivy and 8 pens with Bo.');
  });
});

describe('what "remained with" someone, asked as having', () => {
  it('asks the plain question of having left', () => {
    expect(plainWithOwner('Mike had 8 marbles. He gave 4 to Sam. How many marbles remained with him?')).toBe('Mike had 8 marbles. He gave 4 to Sam. How many marbles did he have left?');
    expect(plainWithOwner('Mike had 8 marbles. He gave 4 to Sam. How many marbles remain with Mike?')).toBe('Mike had 8 marbles. He gave 4 to Sam. How many marbles does Mike have left?');
    const longer = 'Mike had 8 marbles. How many marbles remained with Mike after he gave 4 to Sam?';
    expect(plainWithOwner(longer)).toBe(longer);
  });

  it('answers the giver and declines the receiver, whose start is untold (main said 44)', () => {
    expect(answer('Carlos had 39 bananas. He gave 5 bananas to Ana. How many bananas remained with Carlos?')).toBe('34 bananas');
    expect(answer('Carlos had 39 bananas. He gave 5 bananas to Ana. How many bananas remained with Ana?')).toBeNull();
  });
});
