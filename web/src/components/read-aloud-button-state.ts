// The read-aloud button's states (spec §4 "Text-to-speech button"): idle → loading (fetching the
// speech) → playing; a click while playing stops; the end of the audio or any failure returns to idle.

export type ReadAloudStatus = 'idle' | 'loading' | 'playing';
export type ReadAloudEvent = 'click' | 'ready' | 'ended' | 'failed' | 'stopped';

export function nextReadAloudStatus(status: ReadAloudStatus, event: ReadAloudEvent): ReadAloudStatus {
  switch (status) {
    case 'idle':
      return event === 'click' ? 'loading' : 'idle';
    case 'loading':
      if (event === 'ready') return 'playing';
      return event === 'failed' || event === 'stopped' ? 'idle' : 'loading';
    case 'playing':
      return event === 'ready' ? 'playing' : 'idle';
  }
}

/** The button's accessible name and visible text in each state. */
export function readAloudLabel(status: ReadAloudStatus, idleLabel: string): string {
  if (status === 'loading') return 'Loading audio...';
  if (status === 'playing') return 'Stop';
  return idleLabel;
}
