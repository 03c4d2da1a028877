import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { kindsAsWhole } from './kinds-as-whole.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('kinds of one whole, changed and asked as the whole', () => {
  it('says every kind with the whole\'s word', () => {
    expect(kindsAsWhole('In a school there are 706 girls and 222 boys. 418 more girls joined the school. How many pupils are there in the school now?'))
      .toBe('In a school there are 706 pupils and 222 pupils. 418 more pupils joined the school. How many pupils are there in the school now?');
  });

  it('answers the whole now, in the end or then', () => {
    expect(answer('In a school there are 706 girls and 222 boys. 418 more girls joined the school. How many pupils are there in the school now?')).toBe('1346 pupils');
    expect(answer('There are 5 boys and 4 girls in a classroom. After 3 boys left the classroom, another 2 girls came in the classroom. How many children were there in the classroom in the end?')).toBe('8 children');
    expect(answer('There were 18 girls and 15 boys on the track team. 7 more girls joined the team. 4 boys quit the team. How many children were on the track team then?')).toBe('36 children');
  });

  it('declines one kind asked, a kind no whole holds, a comparison, a kind named without its number and a single kind', () => {
    expect(kindsAsWhole('In a school there are 706 girls and 222 boys. 418 more girls joined the school. How many girls are there in the school now?')).toBeNull();
    expect(kindsAsWhole('There are 5 boys and 4 dogs in a room. 3 boys left the room. How many children are in the room now?')).toBeNull();
    expect(kindsAsWhole('There are 5 boys and 4 girls in a room. 3 boys left the room. How many more children than adults are in the room now?')).toBeNull();
    expect(kindsAsWhole('There are 5 boys and 4 girls in a room. The girls sang. 3 boys left the room. How many children are in the room now?')).toBeNull();
    expect(kindsAsWhole('There are 9 boys in a room. 3 boys left the room. How many children are in the room now?')).toBeNull();
    expect(answer('There are 5 boys and 4 girls in a room. 3 of them left. How many children are in the room now?')).not.toBe('12 children');
  });
});
