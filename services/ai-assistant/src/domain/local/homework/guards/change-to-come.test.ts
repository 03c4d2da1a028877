import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solve-problem.js';
import { changeToComeAskedNow } from './change-to-come.js';

describe('a change still to come, the amount now asked', () => {
  it('declines the amount now after a change told in the future', () => {
    expect(changeToComeAskedNow('Ava has 15 shells. She will find 9 more shells. How many shells does Ava have now?')).not.toBeNull();
    expect(solveProblem('Ava has 15 shells. She will find 9 more shells. How many shells does Ava have now?')).toBeNull();
  });

  it('reads the future asked, and a story told in the past', () => {
    expect(solveProblem('Ava has 15 shells. She will find 9 more shells. How many shells will Ava have?')?.answer).toBe('24 shells');
    expect(changeToComeAskedNow('Ava had 15 shells. She found 9 more shells. How many shells does Ava have now?')).toBeNull();
    expect(changeToComeAskedNow('Pam will be 25 years old in 5 years. Lee is 3 years older than Pam. How old is Lee now?')).toBeNull();
  });
});
