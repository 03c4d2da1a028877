import { describe, expect, it } from 'vitest';
import { solveStory } from '../story-solvers.js';
import { ageShift } from './age-shift.js';
import { groupIn } from './group-asked.js';
import { exact } from '../math-engine.js';
import type { Relation } from './read-relations.js';
import { harmonizeUnits } from './unit-harmony.js';

const relation = (target: string, unit: string): Relation => ({ target, base: null, factor: exact.fraction(0), offset: exact.fraction(3), unit, clause: '' });
const answer = (text: string): string | null => solveStory(text)?.answer ?? null;

describe('relation chains over three or more people', () => {
  it('adds everyone when the question counts the group, and only when the count is everyone', () => {
    expect(answer('Pia has 12 shells. Rob has twice as many shells as Pia. Una has 5 fewer shells than Rob. How many shells do the three girls have?')).toBe('55 shells');
    expect(answer('Pia has 12 shells. Rob has twice as many shells as Pia. Una has 5 fewer shells than Rob. How many shells do all 3 of them have in total?')).toBe('55 shells');
    expect(answer('Pia has 12 shells. Rob has twice as many shells as Pia. Una has 5 fewer shells than Rob. How many shells do the two girls have?')).toBeNull();
    expect(answer('Pia picked 12 plums. Rob picked 3 more plums than Pia. How many plums were picked in total?')).toBe('27 plums');
  });

  it('takes one kind said two ways as one unit, and keeps two described kinds apart', () => {
    expect(answer('Ivo has 3 times as much money as Lea. Lea has $20 less than Max. Max has $50. How many dollars does Ivo have?')).toBe('$90');
    expect(answer('Ivo has twice as many glass beads as Lea. If Lea has 7 glass beads, how many beads do they have together?')).toBe('21 beads');
    const kinds = harmonizeUnits([relation('ivo', 'red bead'), relation('lea', 'blue bead')], 'bead');
    expect(kinds.relations.map((r) => r.unit)).toEqual(['red bead', 'blue bead']);
    expect(harmonizeUnits([relation('ivo', 'money'), relation('lea', 'dollar')], null).relations.map((r) => r.unit)).toEqual(['dollar', 'dollar']);
  });

  it('divides by a fractional multiplier when the chain runs backwards', () => {
    expect(answer('Ada has 3 times as many cards as Bo. Cy has 1/9 as many cards as Ada. If Cy has 2 cards, how many cards does Bo have?')).toBe('6 cards');
    expect(answer('Ada has 2 times as many cards as Bo. Bo has one-third as many cards as Cy. If Cy has 30 cards, how many cards does Ada have?')).toBe('20 cards');
  });

  it('moves every age by the years the question looks ahead or back', () => {
    expect(answer('Lena is 4 years older than Omar, who is 9. How old will Lena be in 6 years?')).toBe('19 years');
    expect(answer('Lena is twice as old as Omar. Omar is 3 years younger than Tia. If Tia is 10, what will be their total age in 2 years?')).toBe('37 years');
    expect(answer('Lena is 4 years older than Omar, who is 9. How old was Lena 5 years ago?')).toBe('8 years');
    expect(answer('Lena has 4 more pens than Omar, who has 9 pens. How old will Lena be in 6 years?')).toBeNull();
  });
});

describe('totals and averages of a group, and kinds of one thing', () => {
  it('adds, or averages, everyone\'s amounts when the question asks for the group\'s sum or average', () => {
    expect(answer('Lena is twice as old as Omar. Omar is 3 years younger than Tia. If Tia is 10, what is the sum of the ages of all 3 people?')).toBe('31 years');
    expect(answer('Lena is twice as old as Omar. Omar is 3 years younger than Tia. If Tia is 12, what is their average age?')).toBe('13 years');
    expect(answer('Lena weighs 50 pounds, 4 pounds less than Omar and 4 pounds more than Tia. What is the average weight of the three people?')).toBe('50 pounds');
    expect(answer('Lena is twice as old as Omar. Omar is 3 years younger than Tia. If Tia is 13, what is the average age of Lena and Omar?')).toBe('15 years');
  });

  it('keeps a list of names in the question when its condition comes last', () => {
    expect(answer('Ada has twice as many pins as Bo, and Bo has 3 more pins than Cy. How many pins do Ada, Bo, and Cy have together if Cy has 5 pins?')).toBe('29 pins');
  });

  it('adds the kinds of the asked thing, and reads a kind named by its first word', () => {
    expect(answer('Ada has 3 red pens. Bo has 8 blue pens. Cy has twice as many red pens as Ada and half as many blue pens as Bo. How many pens does Cy have?')).toBe('10 pens');
    expect(answer('Ada sold 4 more paper cranes than Bo. Bo sold 9 paper cranes. How many paper cranes did Ada sell?')).toBe('13 cranes');
    expect(answer('Ada has 3 red pens. Bo has 8 blue pens. Cy has twice as many red pens as Ada. How many pens does Cy have?')).toBeNull();
  });
});

describe('reading the question', () => {
  it('finds the group and its count', () => {
    expect(groupIn('how many do the 3 children have')).toEqual({ phrase: 'the 3 children', count: 3 });
    expect(groupIn('how many do these three boys have')).toEqual({ phrase: 'these three boys', count: 3 });
    expect(groupIn('how many do they have together')?.count).toBeNull();
    expect(groupIn('how many does anna have')).toBeNull();
  });

  it('reads the time the question looks at', () => {
    expect(ageShift('How old will Mia be in 4 years?')).toMatchObject({ question: 'How old is Mia?' });
    expect(ageShift('How old was Mia two years ago?')?.years.valueOf()).toBe(-2);
    expect(ageShift('How many pens will Mia have in 4 years?')).toBeNull();
  });
});
