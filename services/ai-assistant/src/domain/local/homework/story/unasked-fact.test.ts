import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { unaskedFactDropped } from './unasked-fact.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('a fact about a thing the question never asks', () => {
  it('sets aside a sentence that only counts another thing', () => {
    expect(unaskedFactDropped('We baked 6 trays. Each tray has 12 rolls. If there are 9 of us. How many rolls are there altogether?')).toBe('We baked 6 trays. Each tray has 12 rolls. How many rolls are there altogether?');
    expect(answer('We baked 6 trays. Each tray has 12 rolls. If there are 9 of us. How many rolls are there altogether?')).toBe('72 rolls');
  });

  it('sets aside the last "and N things" of a clause when the things are named nowhere else', () => {
    expect(answer('Pens come in boxes of 8. If Ann buys 5 boxes of pens and 3 notebooks. How many pens will she have?')).toBe('40 pens');
  });

  it('keeps the story whole when the question is not a plain total', () => {
    expect(unaskedFactDropped('We baked 6 trays. Each tray has 12 rolls. If there are 9 of us. How many rolls does each of us get?')).toBeNull();
    expect(unaskedFactDropped('We baked 6 trays. Each tray has 12 rolls. If there are 9 of us. How many rolls are left?')).toBeNull();
    expect(unaskedFactDropped('We baked 6 trays. Each tray has 12 rolls. If there are 9 of us. How many more rolls do we need?')).toBeNull();
  });

  it('keeps a fact whose thing the story or the question names again', () => {
    expect(unaskedFactDropped('We baked 6 trays. Each tray has 12 rolls. There are 9 rolls burnt. How many rolls are there altogether?')).toBeNull();
    expect(unaskedFactDropped('Pens come in boxes of 8. If Ann buys 5 boxes of pens and 3 notebooks. How many pens and notebooks will she have?')).toBeNull();
    expect(unaskedFactDropped('Each pack has 4 cards. Tim has 5 packs. There are 3 packs on the desk. How many cards are there?')).toBeNull();
  });

  it('keeps a sentence that relates its count to the rest', () => {
    expect(unaskedFactDropped('We baked 6 trays. Each tray has 12 rolls. There are 9 guests too. How many rolls are there altogether?')).toBeNull();
    expect(unaskedFactDropped('We baked 6 trays. Each tray has 12 rolls. There are 2 more trays. How many rolls are there altogether?')).toBeNull();
  });
});
