import { describe, expect, it } from 'vitest';
import { plainQuestion, plainQuestions } from './plain-questions.js';
import { solveStory } from '../story-solvers.js';

describe('plain forms of the question', () => {
  it('turns an order into a question', () => {
    expect(plainQuestion('Determine how many boxes she will need.')).toBe('How many boxes will she need?');
    expect(plainQuestion('Calculate the number of kites that Omar flew.')).toBe('How many kites did Omar fly?');
    expect(plainQuestion('Find the total amount he needs to pay.')).toBe('How much does he need to pay in total?');
  });

  it('asks "how many" for "what is the number of"', () => {
    expect(plainQuestion('What is the number of plums that each of them will get?')).toBe('How many plums will each of them get?');
    expect(plainQuestion('What is the number of cups on the shelf now?')).toBe('How many cups are on the shelf now?');
    expect(plainQuestion('What was the total amount of money she saved?')).toBe('How much money did she save in total?');
    expect(plainQuestion('What is the total number of bricks?')).toBe('How many bricks are there in total?');
  });

  it('keeps the lead-in and puts "in total" before a clause of condition', () => {
    expect(plainQuestion('If Ivy adds 4 more, what is the total number of shells Ivy owns?')).toBe('If Ivy adds 4 more, how many shells does Ivy own in total?');
    expect(plainQuestion('What is the total number of hats if each girl brings 2?')).toBe('How many hats are there in total if each girl brings 2?');
  });

  it('puts the question word first when it comes last', () => {
    expect(plainQuestion('The total number of pens that Ann and Bo have, is what?')).toBe('How many pens do Ann and Bo have in total?');
    expect(plainQuestion('The total number of figs picked by Al and Cy is how many, if Al picked 5?')).toBe('How many figs are picked by Al and Cy in total, if Al picked 5?');
  });

  it('asks "how many … now" for a new or current number, and "how much" for "what amount of"', () => {
    expect(plainQuestion('What is the new total number of cups on the tray?')).toBe('How many cups are on the tray now?');
    expect(plainQuestion('What amount of flour is left in the bag?')).toBe('How much flour is left in the bag?');
    expect(plainQuestion('What is the total number of drawing pins she owns?')).toBe('How many drawing pins does she own in total?');
    expect(plainQuestion('Calculate the total stamps he received after the fair.')).toBe('How many stamps did he receive in total after the fair?');
    expect(plainQuestion('Calculate the total amount spent on games.')).toBe('How much money is spent on games in total?');
    expect(plainQuestion('What is the total count of the shells she now has?')).toBe('How many shells does she now have in total?');
    expect(plainQuestion('What is the count of pens present in the box?')).toBe('How many pens are present in the box?');
  });

  it('keeps a unit and an amount measured in units', () => {
    expect(plainQuestion('What is the amount of growth in inches?')).toBe('What is the amount of growth in inches?');
    expect(plainQuestion('What was the total amount of ingredients used?', true)).toBe('What was the total amount of ingredients used?');
    expect(plainQuestion('What was the total amount of apples used?')).toBe('How many apples were used in total?');
    expect(plainQuestion('What was the total number of apples used?', true)).toBe('How many apples were used in total?');
    expect(solveStory('A plant was 38.5 inches tall last month and is 41.5 inches tall now. What is the amount of growth in inches?')?.answer).toBe('3 inches');
    expect(solveStory('Ellen mixed 0.2 cups of milk, 0.1 cups of yogurt and 0.2 cups of juice. What was the total amount of ingredients used?')?.answer).toBe('0.5 cups');
  });

  it('leaves alone what it cannot turn round', () => {
    for (const text of ['Now Lena must figure out how many jars she can fill.', 'The number of pens that Ann has and the number of pens that Bo has is how many in total?', 'Determine how much taller the oak is than the pine.', 'What is the number of red and blue cars?', 'What is the sum of the ages of the two boys?', 'What is the greatest number of baskets she can fill?', 'What was the total weight of nuts bought?', 'How many cards does Nia have?']) {
      expect(plainQuestion(text)).toBe(text);
    }
  });

  it('lets the readers solve the plain question', () => {
    const story = 'There were 41 spoons in the drawer. Mia put 17 more spoons in the drawer.';
    expect(plainQuestions(`${story} Determine the total number of spoons in the drawer now.`)).toBe(`${story} How many spoons are in the drawer now in total?`);
    expect(solveStory(`${story} Determine the total number of spoons in the drawer now.`)?.answer).toBe('58 spoons');
    expect(solveStory('Tom has 12 red kites. Lily has 9 red kites. What is the total number of red kites they have?')?.answer).toBe('21 kites');
  });
});
