import { describe, expect, it } from 'vitest';
import { solveSettingParts } from './solve-setting-parts.js';
import { usesUnaskedSetting } from '../guards/asked-settings.js';

const answer = (text: string): string | null => solveSettingParts(text)?.answer ?? null;

describe('one person\'s amounts told apart by when or on what', () => {
  it('adds the settings asked for, and compares some with others', () => {
    expect(answer('Nina read 12 pages on monday, 9 pages on tuesday and 30 pages on wednesday. How many pages did she read on monday and tuesday?')).toBe('21 pages');
    expect(answer('Nina read 12 pages on monday, 9 pages on tuesday and 30 pages on wednesday. How many more pages did she read on wednesday than on monday and tuesday?')).toBe('9 pages');
    expect(answer('Omar baked 7 cakes in the morning and 3 cakes in the evening. How many fewer cakes did he bake in the evening than in the morning?')).toBe('4 cakes');
  });

  it('finds a setting from a comparison with another', () => {
    expect(answer('Nina read 20 pages on monday. If she read 8 more pages on monday than on tuesday. How many pages did she read on tuesday?')).toBe('12 pages');
    expect(answer('Every day Omar spends 3 hours on learning french and some more hours on learning music. If he spends 4 hours more on learning music than on learning french. How many hours does he spend on learning music?')).toBe('7 hours');
  });

  it('counts only the question\'s act for "altogether", and declines what it cannot place', () => {
    expect(answer('Nina read 5 books on monday and 4 books on tuesday. She bought 6 books on friday. How many books did she read altogether?')).toBe('9 books');
    expect(answer('Nina read 5 books on monday and 4 books on tuesday. She read for 3 hours. How many books did she read altogether?')).toBeNull();
    expect(answer('Nina read 5 books on monday. Tom read 4 books on tuesday. How many books did she read on monday and tuesday?')).toBeNull();
    expect(answer('Nina read 5 books on monday and 4 books on tuesday. How many more books did she read on tuesday than on monday?')).toBeNull();
  });

  it('rejects another reading that uses a number of a setting the question leaves out', () => {
    const story = 'Nina read 12 pages on monday, 9 pages on tuesday and 30 pages on wednesday. How many pages did she read on monday and tuesday?';
    const reading = (sentence: string) => ({ kind: 'word-problem' as const, answer: '51 pages', steps: [{ kind: 'number-sentence' as const, sentence, schema: 'combine' as const }] });
    expect(usesUnaskedSetting(story, reading('12 + 9 + 30 = ?'))).not.toBeNull();
    expect(usesUnaskedSetting(story, reading('12 + 9 = ?'))).toBeNull();
  });
});

describe('a total over the settings', () => {
  it('finds the one setting not told from the total', () => {
    expect(answer('Nina read 5 pages on monday. She read some more pages on tuesday. If she read a total of 17 pages. How many pages did she read on tuesday?')).toBe('12 pages');
    expect(answer('Every day Omar spends 2 hours on learning french and some more hours on learning music. If he spends a total of 5 hours on learning french and music. How many hours does he spend on learning music?')).toBe('3 hours');
  });

  it('declines when two settings are not told', () => {
    expect(answer('Nina read some pages on monday. She read some more pages on tuesday. If she read a total of 17 pages. How many pages did she read on tuesday?')).toBeNull();
  });
});
