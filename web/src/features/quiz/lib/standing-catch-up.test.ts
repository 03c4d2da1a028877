import { describe, expect, it } from 'vitest';
import { catchUpDelays, catchUpStanding, type Standing } from './standing-catch-up';

const before: Standing = { totalScore: 10, streak: 1, globalRank: 4 };
const noWait = () => Promise.resolve();

function rereads(...answers: Standing[]) {
  const calls: number[] = [];
  const reread = () => {
    calls.push(calls.length);
    return Promise.resolve(answers[Math.min(calls.length - 1, answers.length - 1)]);
  };
  return { calls, reread };
}

describe('catchUpStanding', () => {
  it('stops at the first re-read that shows the finished quiz', async () => {
    const { calls, reread } = rereads(before, { totalScore: 25, streak: 1, globalRank: 3 });
    await expect(catchUpStanding(before, reread, noWait)).resolves.toEqual({ totalScore: 25, streak: 1, globalRank: 3 });
    expect(calls).toHaveLength(2);
  });

  it('gives up after a bounded number of re-reads when nothing changes (a quiz worth 0 on the same day)', async () => {
    const { calls, reread } = rereads(before);
    await expect(catchUpStanding(before, reread, noWait)).resolves.toEqual(before);
    expect(calls).toHaveLength(catchUpDelays.length);
  });

  it('reads once when there was no standing to compare with', async () => {
    const { calls, reread } = rereads(before);
    await catchUpStanding(undefined, reread, noWait);
    expect(calls).toHaveLength(1);
  });
});
