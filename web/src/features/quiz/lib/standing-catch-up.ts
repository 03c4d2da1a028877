// auth counts a finished quiz from its Kafka event, a moment after POST .../complete answers, so the
// user read right after Finish may still hold the old score, streak and rank. A few spaced re-reads
// (stopping at the first change) bring them in without a page reload. This is a bounded catch-up
// after the student's own action, not the polling spec §9 rules out.

export type Standing = { totalScore: number; streak: number; globalRank: number };

/** Milliseconds to wait before each re-read: about 5 s in all. */
export const catchUpDelays = [300, 700, 1500, 2500] as const;

function changed(before: Standing, after: Standing): boolean {
  return before.totalScore !== after.totalScore || before.streak !== after.streak || before.globalRank !== after.globalRank;
}

/** Re-reads the standing after each delay until it differs from `before`; returns the last one read. */
export async function catchUpStanding(
  before: Standing | null | undefined,
  reread: () => Promise<Standing | null | undefined>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<Standing | null | undefined> {
  let latest = before;
  for (const delay of catchUpDelays) {
    await wait(delay);
    latest = await reread();
    if (!before || !latest || changed(before, latest)) break;
  }
  return latest;
}
