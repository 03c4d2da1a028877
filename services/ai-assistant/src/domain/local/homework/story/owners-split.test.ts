import { describe, expect, it } from 'vitest';
import { solveOwnersSplit } from './owners-split.js';
import { listedOwners, verbForm } from './owners-split-words.js';
import { plainForms } from './plain-forms.js';

const answer = (text: string): string | null => solveOwnersSplit(plainForms(text))?.answer ?? null;
const onions = 'Nancy, Dan, and Mike grew 15 onions.';

describe('a whole split among named owners, one part missing (mawps-guards)', () => {
  it('takes the told parts from the whole, the whole told first or last, with or without "in all"', () => {
    expect(answer(`${onions} Nancy grew 2 onions. Dan grew 9 onions. How many onions did Mike grow?`)).toBe('4 onions');
    expect(answer(`${onions} Nancy grew 2. Dan grew 9. How many did Mike grow?`)).toBe('4 onions');
    expect(answer('Nancy grew 2 onions and Dan grew 9 onions. Together Nancy, Dan and Mike grew 15 onions. How many onions did Mike grow?')).toBe('4 onions');
    expect(answer('Working together on a farm, Nancy, Dan, and Mike generated a total of 15 onions. If Nancy grew 2 onions and Dan grew 9 onions, how many onions did Mike cultivate?')).toBe('4 onions');
    expect(answer('Hermione, Luna, and Celestia combined have 83 spelling badges. If Hermione has 14 and Luna has 17, how many spelling badges does Celestia have?')).toBe('52 spelling badges');
    expect(answer('Randy, Peter, and Quincy all drew pictures. Peter drew 8 pictures. Quincy drew 20 pictures. If they drew 41 pictures altogether, how many did Randy draw?')).toBe('13 pictures');
    expect(answer('Sally, Fred, Jason, and Tim picked 40 apples in all. Sally picked 8 apples. Fred picked 12 apples. Tim picked 5 apples. How many apples did Jason pick?')).toBe('15 apples');
  });

  it('declines another owner, another act, tense or thing, a missing or extra part, and rates or comparisons', () => {
    expect(answer(`${onions} Nancy grew 2 onions. Dan grew 9 onions. How many onions does Mike have?`)).toBeNull();
    expect(answer(`${onions} Nancy grew 2 onions. Dan grew 9 onions. How many onions did Sam grow?`)).toBeNull();
    expect(answer(`${onions} Nancy grew 2 onions. Dan ate 9 onions. How many onions did Mike grow?`)).toBeNull();
    expect(answer(`${onions} Nancy grew 2 red onions. Dan grew 9 onions. How many onions did Mike grow?`)).toBeNull();
    expect(answer(`${onions} Nancy grew 2 onions. Dan grew 9 carrots. How many onions did Mike grow?`)).toBeNull();
    expect(answer(`${onions} Nancy grew 2 onions. How many onions did Mike grow?`)).toBeNull();
    expect(answer(`${onions} Nancy grew 2 onions. Dan grew 9 onions. Mike grew 3 onions last year. How many onions did Mike grow?`)).toBeNull();
    expect(answer(`${onions} Nancy grows 2 onions. Dan grows 9 onions. How many onions did Mike grow?`)).toBeNull();
    expect(answer(`${onions} Nancy grew 2 onions. Dan grew 9 onions. How many onions did Nancy grow?`)).toBeNull();
    expect(answer('Nancy, Dan, and Mike each grew 15 onions. Nancy grew 2 onions. Dan grew 9 onions. How many onions did Mike grow?')).toBeNull();
    expect(answer(`${onions} Nancy grew 2 onions. Dan grew 9 onions. How many more onions did Dan grow than Mike?`)).toBeNull();
    expect(answer(`${onions} Nancy grew 9 onions. Dan grew 9 onions. How many onions did Mike grow?`)).toBeNull();
  });

  it('reads the listed owners and a verb\'s tense', () => {
    expect(listedOwners('Together, Nancy, Dan and Mike grew')?.owners).toEqual(['Nancy', 'Dan', 'Mike']);
    expect(listedOwners('If they grew')).toBeNull();
    expect(verbForm('grew')).toEqual({ lemma: 'grow', past: true });
    expect(verbForm('has')).toEqual({ lemma: 'have', past: false });
  });
});
