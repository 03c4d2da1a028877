import { describe, expect, it } from 'vitest';
import { solveRelations } from './solve-relations.js';
import { readMultiplier } from './multipliers.js';

const answer = (text: string): string | null => solveRelations(text)?.answer ?? null;

describe('relation chains: each named amount from another', () => {
  it('follows a chain backwards from the amount the condition gives', () => {
    expect(answer('Siobhan has 2 fewer jewels than Aaron. Aaron has 5 more jewels than half of Raymond\'s jewels. If Raymond has 40 jewels, how many jewels does Siobhan have?')).toBe('23 jewels');
    expect(answer('Jeff is 10 years older than his younger sister, Martha. Martha is 4 years younger than her boyfriend, Mike. If Mike is 24 years old, how old is Jeff?')).toBe('30 years');
  });

  it('solves for an amount named only as the base of a relation, and answers differences and sums', () => {
    expect(answer('Steven has 18 peaches. Jake has 12 fewer peaches than Steven who has 8 more peaches than Jill. How many peaches does Jill have?')).toBe('10 peaches');
    expect(answer('The grasshopper jumped 19 inches. The frog jumped 10 inches farther than the grasshopper and the mouse jumped 20 inches farther than the frog. How much farther did the mouse jump than the grasshopper?')).toBe('30 inches');
    expect(answer('Greta has 30 cookies. Celinda has twice as many cookies as Greta. How many cookies do Greta and Celinda have together?')).toBe('90 cookies');
  });

  it('declines what it cannot check: a change, a clause it cannot read, a negative or fractional count, clashing facts', () => {
    expect(answer('Adam has 4 more apples than Jackie. Together Adam and Jackie have 14 apples. Bob has 6 apples more than Adam and Jackie together do. How many apples does Bob have?')).toBeNull();
    expect(answer('Greta bakes 30 cookies and Celinda bakes twice as many. If the pair eat 10 of the cookies, how many cookies are there?')).toBeNull();
    expect(answer('Tom has 3 apples. Ann has 5 fewer apples than Tom. How many apples does Ann have?')).toBeNull();
    expect(answer('Tom has 3 apples. Ann has half as many apples as Tom. How many apples does Ann have?')).toBeNull();
    expect(answer('Tom has 3 apples. Ann has 2 more apples than Tom. Ann has 9 apples. How many apples does Ann have?')).toBeNull();
    expect(answer('Tom has 3 red apples. Ann has 2 more green apples than Tom. How many apples does Ann have?')).toBeNull();
  });

  it('asks a measure the story has: "how tall" after ages declines (22 years was shown), after heights answers', () => {
    expect(answer("Tina's age is 4 more than twice the age of Ned. Ned is 9 years old. How tall is Tina?")).toBeNull();
    expect(answer('Tina is 4 inches taller than Ned. Ned is 50 inches tall. How tall is Tina?')).toBe('54 inches');
  });

  it('keeps each person\'s apples and peaches apart, and reads several amounts of one subject', () => {
    expect(answer('Jake has 84 more apples and 10 fewer peaches than Steven. Steven has 13 peaches and 52 apples. How many peaches does Jake have?')).toBe('3 peaches');
    expect(answer('Zachary did 44 push-ups and 17 crunches in gym class today. David did 29 more push-ups but 13 less crunches than zachary. How many crunches did David do?')).toBe('4 crunches');
    expect(answer('Jake has 84 more apples and 10 fewer peaches than Steven. Steven has 13 peaches and 52 apples. How many does Jake have?')).toBeNull();
  });

  it('reads the things counted as the names ("402 more girls than boys")', () => {
    expect(answer('In a school there are 402 more girls than boys. If there are 739 girls. How many boys are there in that school?')).toBe('337 boys');
    expect(answer('In a school there are 402 more girls than boys. If there are 739 girls. How many pupils are there in that school?')).toBeNull();
  });

  it('tells a person from their father, and writes both in the steps', () => {
    const solved = solveRelations('Shawna\'s father is five times as old as Shawna. Shawna is currently three times as old as Aliya. If Aliya is 3 years old, how old is Shawna\'s father?');
    expect(solved?.answer).toBe('45 years');
    expect(JSON.stringify(solved?.steps)).toContain("Shawna's father = 5 × Shawna");
  });

  it('closes a loop: two amounts told only together and through each other', () => {
    expect(answer('A house and a lot cost $120,000. If the house cost three times as much as the lot, how much did the house cost?')).toBe('$90000');
    expect(answer('Together Adam and Jackie have 12 apples. Adam has 8 more apples than Jackie. How many apples does Jackie have?')).toBe('2 apples');
    expect(answer('Together Adam and Jackie have 12 apples. Adam has 9 more apples than Jackie. How many apples does Jackie have?')).toBeNull();
  });

  it('adds everyone the story names when "they" have things together', () => {
    expect(answer('Greta has 30 cookies. Celinda has twice as many cookies as Greta. How many cookies do they have together?')).toBe('90 cookies');
    expect(answer('Greta has 30 cookies. Celinda has twice as many cookies as Greta. How many cookies are there together?')).toBeNull();
  });

  it('compares two kinds of things of one person', () => {
    expect(answer('Jake has 8 fewer peaches and 10 more apples than Steven. Steven has 11 apples and 18 peaches. How many more peaches than apples does Steven have?')).toBe('7');
    expect(answer('Jake has 8 fewer peaches and 10 more apples than Steven. Steven has 11 apples and 18 peaches. How many more pears than apples does Steven have?')).toBeNull();
  });

  it('reads multipliers as exact fractions', () => {
    expect(readMultiplier('two-thirds')?.toFraction()).toBe('2/3');
    expect(readMultiplier('2.5 times')?.toFraction()).toBe('5/2');
    expect(readMultiplier('a thirds')).toBeNull();
  });
});
