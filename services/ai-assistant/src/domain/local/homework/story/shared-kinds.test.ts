import { describe, expect, it } from 'vitest';
import { solveSharedKinds } from './shared-kinds.js';

const answer = (text: string): string | null => solveSharedKinds(text)?.answer ?? null;

describe('one or two kinds shared out equally, one kind asked', () => {
  it('divides the asked kind among the people, the other kind set aside', () => {
    expect(answer('Ann gave equal numbers of pens and pencils to her 5 friends. If she had 20 pens and 30 pencils. How many pencils did each friend get?')).toBe('6 pencils');
    expect(answer('Ann gave equal numbers of pens and pencils to her 5 friends. If she had 20 pens and 30 pencils. How many pens did each friend get?')).toBe('4 pens');
    expect(answer('Ann gave equal numbers of pens to her 5 friends. If she had 20 pens. How many pens did each person get?')).toBe('4 pens');
  });

  it('declines a kind not shared, an amount kept or left, a share that is not whole, and another owner', () => {
    expect(answer('Ann gave equal numbers of pens to her 5 friends. If she had 20 pens and 30 pencils. How many pencils did each friend get?')).toBeNull();
    expect(answer('Ann gave equal numbers of pens to her 5 friends. She had 20 pens and kept 5 pens. How many pens did each friend get?')).toBeNull();
    expect(answer('Ann gave equal numbers of pens to her 5 friends and still had 10 pens left. If she had 20 pens. How many pens did each friend get?')).toBeNull();
    expect(answer('Ann gave equal numbers of pens to her 5 friends. If she had 22 pens. How many pens did each friend get?')).toBeNull();
    expect(answer('Ann gave equal numbers of pens to her 5 friends. If Bob had 20 pens. How many pens did each friend get?')).toBeNull();
  });
});
