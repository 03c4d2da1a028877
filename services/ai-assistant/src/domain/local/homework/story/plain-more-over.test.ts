import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { plainMoreOver } from './plain-more-over.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;

describe('"more X … over Y?" read as "more X than Y …?"', () => {
  it('moves the other side of the comparison before the verb', () => {
    expect(plainMoreOver('Lucy bought 10 packs of cookie and 4 packs of cake. How many more packs of cookie did she buy over cake?'))
      .toBe('Lucy bought 10 packs of cookie and 4 packs of cake. How many more packs of cookie than cake did she buy?');
    expect(answer('Ted picked 12 bags of plums and 5 bags of figs. How many more bags of plums did he pick over figs?')).toBe('7 bags');
  });

  it('leaves a place after "over", or a thing the story does not count', () => {
    const place = 'Ann saw 12 birds on Monday and 5 birds on Tuesday. How many more birds did she see over the lake?';
    expect(plainMoreOver(place)).toBe(place);
    const uncounted = 'Ted picked 12 bags of plums. How many more bags of plums did he pick over weekends?';
    expect(plainMoreOver(uncounted)).toBe(uncounted);
    expect(answer('Ted picked 12 bags of plums and 5 bags of figs. How many more bags of plums did he pick over pears?')).toBeNull();
  });
});
