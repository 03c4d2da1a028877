import { describe, expect, it } from 'vitest';
import { nextReadAloudStatus, readAloudLabel, type ReadAloudEvent, type ReadAloudStatus } from './read-aloud-button-state';

describe('read-aloud button states', () => {
  const cases: [ReadAloudStatus, ReadAloudEvent, ReadAloudStatus][] = [
    ['idle', 'click', 'loading'],
    ['loading', 'ready', 'playing'],
    ['loading', 'failed', 'idle'],
    ['loading', 'click', 'loading'], // no second request while one is under way
    ['playing', 'click', 'idle'], // click while playing stops
    ['playing', 'ended', 'idle'],
    ['playing', 'failed', 'idle'],
    ['loading', 'stopped', 'idle'], // another button started reading
    ['playing', 'stopped', 'idle'],
    ['idle', 'ended', 'idle'],
    ['idle', 'ready', 'idle'],
  ];
  it.each(cases)('%s + %s → %s', (status, event, next) => {
    expect(nextReadAloudStatus(status, event)).toBe(next);
  });

  it('labels each state', () => {
    expect(readAloudLabel('idle', 'Read aloud')).toBe('Read aloud');
    expect(readAloudLabel('loading', 'Read aloud')).toBe('Loading audio...');
    expect(readAloudLabel('playing', 'Listen')).toBe('Stop');
  });
});
