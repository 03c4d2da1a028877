import { describe, expect, it } from 'vitest';
import { readAsMany, readFraction, readPortions } from './portions.js';
import { solvePortionChain } from './solve-portion-chain.js';
import { renderSteps } from '../render-solution.js';

const answer = (text: string): string | null => solvePortionChain(text)?.answer ?? null;

describe('portions: the words', () => {
  it('reads worded, slashed and percent portions exactly, and refuses malformed ones', () => {
    expect(readFraction('a third')?.toFraction()).toBe('1/3');
    expect(readFraction('two-fifths')?.toFraction()).toBe('2/5');
    expect(readFraction('3/4')?.toFraction()).toBe('3/4');
    expect(readFraction('40%')?.toFraction()).toBe('2/5');
    expect(readFraction('12.5 percent')?.toFraction()).toBe('1/8');
    expect(readFraction('a thirds')).toBeNull();
    // Parts smaller than fifths: "one-sixth", "an eighth", "three-tenths".
    expect(readFraction('one-sixth')?.toFraction()).toBe('1/6');
    expect(readFraction('an eighth')?.toFraction()).toBe('1/8');
    expect(readFraction('three-tenths')?.toFraction()).toBe('3/10');
    expect(readFraction('an eighths')).toBeNull();
    expect(readFraction('5/4')).toBeNull();
    expect(readAsMany('she read twice as many pages')?.toFraction()).toBe('2');
    expect(readAsMany('he sold half as many')?.toFraction()).toBe('1/2');
  });

  it('tells what a portion is taken of', () => {
    expect(readPortions('he spends half of what is left on a kite').map((p) => p.of)).toEqual(['current']);
    expect(readPortions('she gave 1/3 of the remaining marbles away').map((p) => p.of)).toEqual(['current']);
    expect(readPortions('he sold half of his apples').map((p) => p.of)).toEqual(['current']);
    expect(readPortions('she spent a fifth of that amount').map((p) => p.of)).toEqual(['previous']);
    expect(readPortions('he ate 1/4 of them').map((p) => p.of)).toEqual(['named']);
    expect(readPortions('it took half an hour')).toEqual([]);
  });
});

describe('portions: following one amount', () => {
  it('takes each portion of what there is at that moment', () => {
    expect(answer('Nora has $840. She spends half of it on a bike, and then she spends a third of what is left on a helmet. How much money does she have left?')).toBe('$280');
    expect(answer('Jen had 48 stickers. She gave one-sixth of them to her brother. How many stickers does she have left?')).toBe('40 stickers');
    expect(answer('Omar picked 90 plums. He gave 12 plums to his aunt and sold 2/3 of the remaining plums. How many plums does he have left?')).toBe('26 plums');
    expect(answer('A shelf holds 60 jars. 25% of the jars are broken. A third of the remaining jars are sold. How many jars are left?')).toBeNull();
    expect(answer('There are 60 jars on a shelf. 25% of the jars were broken. A third of the remaining jars were sold. How many jars are left?')).toBe('30 jars');
  });

  it('takes no portion of a part the story never counted ("the male fish" of 45 fish)', () => {
    expect(answer('There are 45 fish in a tank. 2/3 of the male fish are gold. How many fish are not gold?')).toBeNull();
    expect(answer('There are 45 fish in a tank. 2/3 of the fish are gold. How many fish are not gold?')).toMatch(/^15\b/);
    expect(answer('Sara had 48 cookies. She gave 1/4 of the cookies to Tom. How many cookies does she have left?')).toMatch(/^36\b/);
  });

  it('reads "of that", "twice as many" and a list of portions of the whole', () => {
    expect(answer('Pia has $300. She spends a third of that on shoes. How much money does she have left?')).toBe('$200');
    expect(answer('Ravi has 50 stamps. He gives 6 stamps to Lee. He gives Kim twice as many as he gave to Lee. How many stamps does Ravi have left?')).toBe('32 stamps');
    expect(answer('Tess baked 40 muffins. She gave 1/2 of them to her class, 1/4 of them to her team, and 1/5 of the remaining muffins to a neighbor. How many muffins does she have left?')).toBe('8 muffins');
  });

  it('multiplies out a start told in groups, and counts "a box" as one', () => {
    expect(answer('Ivy bought 6 packs of cards. Each pack contained 10 cards. She gave 3/5 of the cards to her cousin. How many cards does she have left?')).toBe('24 cards');
    expect(answer('Leo bought some crates of pears. He gave a crate to his uncle. He then sold half of the remaining crates. If Leo has 5 crates left, how many crates did he buy at first?')).toBe('11 crates');
  });

  it('finds the start from what is left, and shows the equation', () => {
    const solved = solvePortionChain('Dina has some money. She spent half of it on a game. She then spent a quarter of the remaining money on snacks. If she has $30 left, how much money did she have at first?');
    expect(solved?.answer).toBe('$80');
    expect(renderSteps(solved!, '7th').join(' ')).toMatch(/x/);
  });

  it('declines what a portion refers to when it is ambiguous, or a clause it does not read', () => {
    // After a change, "of them" could be the whole or what is left.
    expect(answer('Ann has 40 shells. She gives 8 shells to Bo. Then she gives 1/4 of them to Cy. How many shells does Ann have left?')).toBeNull();
    expect(answer('Ann has 40 shells. She gives 8 shells to Bo and shares the rest. How many shells does Ann have left?')).toBeNull();
    expect(answer('Ann has 40 shells. Her brother has 10. She gives half of her shells to him. How many shells does he have left?')).toBeNull();
    expect(answer('Ann has 30 shells. She gives 1/4 of them to Bo. How many shells does Ann have left?')).toBeNull();
  });

  it('writes grade-styled steps with a check', () => {
    const solved = solvePortionChain('Nora has $840. She spends half of it on a bike. How much money does she have left?');
    const steps = renderSteps(solved!, '4th');
    expect(steps.join(' ')).toContain('1/2 times 840 is 420');
    expect(steps[steps.length - 1]).toMatch(/check/i);
  });

  it('reads "doubled", "2 more to", an end with a two-word thing, times of day and those not set apart', () => {
    expect(answer('Rita has $40. Her savings doubled in the first month. She then spent a quarter of what she had on a coat. How much money does she have left?')).toBe('$60');
    expect(answer('Omar is a street vendor. He sold half of his paper fans at the park, 3 more to a teacher, and a third of what was left at the mall. If Omar has 4 paper fans left, how many did he start with?')).toBe('18 fans');
    expect(answer('At 9:00, 600 people lined up at a museum. By noon 1/3 of the people had entered and by 15:00 3/4 of the remaining people had entered. What is the number of those who had not entered by 15:00?')).toBe('100 people');
    expect(answer('At 9:00, 600 people lined up at a museum. By noon 1/3 of the people had entered. What is the number of those who had not paid?')).toBeNull();
  });

  it('reads a start cut into pieces, and never a start with a second number beside it', () => {
    expect(answer('Lia bought 1 cake that is cut into 12 slices. Only three-fourths of the cake was eaten. How many slices of cake were left?')).toBe('3 slices');
    expect(answer('Lia cut her pie into 8 slices and ate half for lunch. How many slices are left?')).toBe('4 slices');
    expect(answer('Lia has 8 apples and 4 pears. She ate half of the apples. How many apples are left?')).toBeNull();
  });

  it('asks what there is now, and those not set apart', () => {
    expect(answer('Ugo has 24 stamps. He gives away a third of his stamps. Then he buys 5 new stamps. How many stamps does Ugo have now?')).toBe('21 stamps');
    expect(answer('Ugo has 24 stamps. He gives away a third of his stamps. Then he buys 5 new stamps. How many stamps did Ugo have?')).toBeNull();
    expect(answer('There are 30 pupils in a class. 40 percent of the pupils have bikes. How many pupils do not have bikes?')).toBe('18 pupils');
  });

  it('reads a time before the start and someone else taking twice as many as the one before', () => {
    expect(answer('At the start of the day there were 50 pears in a crate. If Ali removes 10 pears and Bea removes twice as many as Ali. How many pears are left in the crate?')).toBe('20 pears');
    expect(answer('At the start of the day there were 50 pears in a crate. If Ali removes 10 pears and Bea removes half as many as Ali, and then Cy takes 1/5 of the remaining pears away. How many pears are left in the crate?')).toBe('28 pears');
  });
});
