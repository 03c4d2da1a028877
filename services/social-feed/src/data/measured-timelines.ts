// Feed fan-out in /metrics: how long writing one shared (or withdrawn) item into its author's
// followers' timelines takes, and to how many timelines. The timelines themselves are unchanged.
import { defineHistogram } from '@studyhall/platform';
import type { Timelines } from '../domain/feed.js';

const fanoutDuration = defineHistogram(
  'feed_fanout_duration_seconds',
  "Time to write one item into (add) or out of (remove) its author's followers' timelines.",
  ['operation'],
  [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
);
const fanoutFollowers = defineHistogram(
  'feed_fanout_timelines',
  'Timelines one fan-out wrote to (the author’s followers, up to FEED_FANOUT_MAX).',
  ['operation'],
  [0, 1, 10, 50, 100, 500, 1000, 5000, 10000],
);

export function measuredTimelines(timelines: Timelines): Timelines {
  const measure = async (operation: 'add' | 'remove', userIds: readonly string[], write: () => Promise<void>) => {
    const stop = fanoutDuration.startTimer({ operation });
    await write();
    stop();
    fanoutFollowers.observe({ operation }, userIds.length);
  };
  return {
    ...timelines,
    addToMany: (userIds, entry) => measure('add', userIds, () => timelines.addToMany(userIds, entry)),
    removeFromMany: (userIds, itemIds) => measure('remove', userIds, () => timelines.removeFromMany(userIds, itemIds)),
  };
}
