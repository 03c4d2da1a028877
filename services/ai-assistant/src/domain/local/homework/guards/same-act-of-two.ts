import type { Solved } from '../steps.js';
import { readStory } from '../story/read-story.js';
import { verbOf } from './unread-change-verb.js';

/**
 * "Robyn sold 47 packs of cookies while Lucy sold 29": two people each doing the same act are two amounts,
 * not a start and a change of one amount. A reading that takes one from the other as a change (47 - 29 as
 * what is left) answers another story, so it declines; a comparison asked is read by other readings. Two
 * people's acts taken from a start told otherwise ("A jar held 60. Ann ate 12 and Bo ate 9") stay.
 */
export function sameActOfTwo(statement: string, solved: Solved): string | null {
  const step = solved.steps.find((s) => s.kind === 'number-sentence');
  if (step?.kind !== 'number-sentence' || (step.schema !== 'change' && step.schema !== 'start-unknown')) return null;
  // The start (the sentence's first number) and a number taken from it, done by two people with one act.
  const start = Number(/\d+(?:\.\d+)?/.exec(step.sentence)?.[0]);
  const taken = [...step.sentence.matchAll(/-\s*(\d+(?:\.\d+)?)/g)].map((m) => Number(m[1]));
  const story = readStory(statement);
  const first = story?.quantities.filter((q) => q.value === start) ?? [];
  const later = story?.quantities.filter((q) => taken.includes(q.value)) ?? [];
  for (const a of first) {
    for (const b of later) {
      const [va, vb] = [verbOf(a)?.lemma, verbOf(b)?.lemma];
      if (a !== b && a.owner && b.owner && a.owner !== b.owner && va && va === vb && va !== 'have' && va !== 'be') return 'two people each did the same act; the reading takes one from the other as a change';
    }
  }
  return null;
}
