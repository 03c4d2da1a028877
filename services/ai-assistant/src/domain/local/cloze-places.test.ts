import { describe, expect, it } from 'vitest';
import { blankable, fitsSlot, joinedInLesson, placeOf, wellCut } from './cloze-places.js';
import { distinctVariants, isPlural, sameKind } from './option-kinds.js';

describe('where a fill-in blank may go', () => {
  it('never cuts a hyphenated word, a longer name or a citation', () => {
    expect(blankable('Painters use the push-pull effect to make a flat canvas look deep.', 'pull effect')).toBe(false);
    expect(blankable('The survey was run by the National Office of Statistics in three towns last spring.', 'Statistics')).toBe(false);
    expect(blankable('The survey was run by the National Office of Statistics in three towns last spring.', 'National Office')).toBe(false);
    expect(blankable('Dreams help the brain sort memories, as argued by Moreno (2011) in a long study.', 'Moreno')).toBe(false);
    expect(blankable('Dreams help the brain sort memories during the night (Moreno, 2011).', 'Moreno')).toBe(false);
    expect(blankable('The river carried fine silt down to the wide delta every spring.', 'fine silt')).toBe(true);
    expect(blankable('Every citizen of the town had the right to vote in the spring election.', 'Vote')).toBe(false);
    expect(blankable('The survey was paid for by the U.S. Office of Education in three towns last spring.', 'Office')).toBe(false);
  });

  it('keeps phrases the tagger cut well', () => {
    const lesson = ['Traders crossed the Sahara Desert with salt.', 'Merchants of the Sahara Desert sold gold.', 'They praised Mansa Musa for his wealth.'];
    expect(wellCut('Sahara Desert', lesson)).toBe(true);
    expect(wellCut('praised Mansa Musa', lesson)).toBe(false);
    expect(wellCut('Sahara', lesson)).toBe(false);
  });

  it('sees a phrase the lesson itself puts in the blank\'s place as a second answer', () => {
    const lesson = ['Both the forward and reverse reactions slow down.', 'At equilibrium the forward and reverse reaction rates are equal.'];
    const place = placeOf(lesson[0] ?? '', 'reactions');
    expect(place && fitsSlot(lesson, place, 'reaction rates')).toBe(true);
    expect(place && fitsSlot(lesson, place, 'equilibrium')).toBe(false);
  });

  it('sees two phrases the lesson joins with "and" as able to trade places', () => {
    expect(joinedInLesson(['Farmers grew wheat and barley on the plain.'], 'barley', 'wheat')).toBe(true);
    expect(joinedInLesson(['Farmers grew wheat on the plain.'], 'barley', 'wheat')).toBe(false);
  });
});

describe('options of one kind', () => {
  it('treats a singular and a plural of one phrase as one option', () => {
    expect(distinctVariants('glacier', ['glaciers', 'moraine', 'Moraines', 'ice sheet'])).toEqual(['moraine', 'ice sheet']);
    expect(distinctVariants('Voting', ['vote', 'voting age', 'ballot'])).toEqual(['voting age', 'ballot']);
  });

  it('reads plurals by the lemma of the head noun', () => {
    expect(isPlural('sensory stimuli')).toBe(true);
    expect(isPlural('river basins')).toBe(true);
    expect(isPlural('river basin')).toBe(false);
  });

  it('gives a name names, a month months and a plural plurals', () => {
    const isName = (p: string): boolean => /^[A-Z]/.test(p);
    expect(sameKind('Lisbon', ['Porto', 'harbours', 'Madrid', 'trade winds', 'Seville'], isName)).toEqual(['Porto', 'Madrid', 'Seville']);
    expect(sameKind('March', ['June', 'Porto', 'October', 'April'], isName)).toEqual(['June', 'October', 'April']);
    expect(sameKind('harbours', ['trade winds', 'harbour', 'spices', 'ship', 'merchants'], isName)).toEqual(['trade winds', 'spices', 'merchants']);
  });
});
