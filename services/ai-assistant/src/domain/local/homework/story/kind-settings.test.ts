import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { solveKindSettings } from './kind-settings.js';

const answer = (text: string): string | null => solveProblem(text)?.answer ?? null;
const read = (text: string): string | null => solveKindSettings(text)?.answer ?? null;
const BAKED = 'Helen baked 120 chocolate chip cookies and 40 raisin cookies yesterday. And she baked 35 raisin cookies and 80 chocolate chip cookies this morning.';

describe("one actor's amounts of kinds across settings", () => {
  it("totals the asked kind, and compares it with another kind or setting ('this morning' is today)", () => {
    expect(answer(`${BAKED} How many chocolate chip cookies did Helen bake?`)).toBe('200 cookies');
    expect(answer(`${BAKED} How many more chocolate chip cookies did Helen bake yesterday than today?`)).toBe('40 cookies');
    expect(answer(`${BAKED} How many more chocolate chip cookies did Helen bake yesterday compared to today?`)).toBe('40 cookies');
    expect(answer(`${BAKED} How many more chocolate chip cookies than raisin cookies did Helen bake?`)).toBe('125 cookies');
    expect(answer(`${BAKED} How many more chocolate chip cookies than raisin cookies did Helen bake yesterday?`)).toBe('80 cookies');
    expect(answer('A grocery store had 30 apples, 70 bottles of regular soda and 45 bottles of diet soda. How many more bottles than apples did they have?')).toBe('85 bottles');
  });

  it('declines another act, another actor, an untold setting or kind, and states added across sentences', () => {
    expect(read('Helen baked 120 chocolate chip cookies and 40 raisin cookies yesterday. And she ate 35 raisin cookies and 80 chocolate chip cookies this morning. How many chocolate chip cookies did Helen bake?')).toBeNull();
    expect(read('Helen baked 120 chocolate chip cookies and 40 raisin cookies yesterday. And Mary baked 35 raisin cookies and 80 chocolate chip cookies this morning. How many chocolate chip cookies did Helen bake?')).toBeNull();
    expect(read('Helen baked 120 chocolate chip cookies and 40 raisin cookies yesterday. And she baked 35 raisin cookies and 80 chocolate chip cookies on Monday. How many more chocolate chip cookies did Helen bake yesterday than today?')).toBeNull();
    expect(read(`${BAKED} How many more chocolate chip cookies than raisin cakes did Helen bake?`)).toBeNull();
    expect(read(`${BAKED} How many more chocolate chip cookies did Helen bake yesterday than this afternoon?`)).toBeNull();
    expect(read('Jack received 4 emails and sent 2 letters in the morning. He then received 6 emails and sent 8 letters in the afternoon. How many emails did Jack send in the day?')).toBeNull();
    expect(read('Helen has 5 red apples and 3 green apples. She had 2 red apples yesterday. How many red apples does Helen have?')).toBeNull();
  });
});
