import { describe, expect, it } from 'vitest';
import { appositiveSubjects, copulaSubject, definesTerm } from './defines-term.js';

describe('a sentence that says what a term is', () => {
  it('reads "X is/are" followed by a noun phrase, not by a quality, a passive or a denial', () => {
    expect(definesTerm('Fixed costs are up-front costs, that is, costs paid once.', 'fixed costs')).toBe(true);
    expect(definesTerm('A glacier is a slow river of ice.', 'glacier')).toBe(true);
    expect(definesTerm('The glacier is important because it feeds the lake.', 'glacier')).toBe(false);
    expect(definesTerm('Caffeine is thought to delay sleep.', 'caffeine')).toBe(false);
    expect(definesTerm('Coins are not a good way to store wealth.', 'coins')).toBe(false);
  });

  it('reads "called", "known as" and a gloss after a colon, but not a title', () => {
    expect(definesTerm('Small rocks that orbit the sun are called asteroids.', 'asteroids')).toBe(true);
    expect(definesTerm('Dead reckoning: estimates of position from speed and time.', 'dead reckoning')).toBe(true);
    expect(definesTerm('Voters trust the press—the fourth estate—to watch the government.', 'press')).toBe(true);
    expect(definesTerm('The study covers three areas: the event, the person and the years after.', 'areas')).toBe(false);
    expect(definesTerm('Farmers wanted more money—be it paper or silver—to pay their debts.', 'money')).toBe(false);
    expect(definesTerm('Gettysburg: The Turning Point.', 'Gettysburg')).toBe(false);
  });

  it('reads an appositive with "a"/"an", not a new clause, a list item, an amount or an opening setting', () => {
    expect(definesTerm('The crew hired Maria Lopez, a pilot from the coast, to guide them.', 'Maria Lopez')).toBe(true);
    expect(definesTerm('When two gases mix, a small amount of heat is released.', 'gases')).toBe(false);
    expect(definesTerm('Bees carry pollen, a food source, and nectar to the hive.', 'pollen')).toBe(false);
    expect(definesTerm('Half of the shelves, a total of 12 boxes, were empty.', 'shelves')).toBe(false);
    expect(definesTerm('In Denver, a storm closed the roads.', 'Denver')).toBe(false);
    expect(definesTerm('Think about who you spend time with: your friends, your family, a sports team, your classmates, and your coworkers.', 'family')).toBe(false);
    expect(definesTerm('The guide was Maria Lopez, a pilot, who knew the coast and the river.', 'Maria Lopez')).toBe(true);
  });

  it('finds the subject that a sentence defines', () => {
    expect(copulaSubject('Opportunity cost is the value of the best choice given up.')).toBe('Opportunity cost');
    expect(copulaSubject('The weather was cold.')).toBeNull();
    expect(appositiveSubjects('The treaty was signed by Anna Berg, an envoy of the northern league.')).toEqual(['Anna Berg']);
    expect(appositiveSubjects('Plants need nitrates (salts that carry nitrogen) to grow.')).toEqual(['nitrates']);
  });
});
