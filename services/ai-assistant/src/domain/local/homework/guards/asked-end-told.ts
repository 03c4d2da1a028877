import type { Solved } from '../steps.js';
import { changeRoles } from '../story/change-any-order.js';
import { readStory } from '../story/read-story.js';

/**
 * svamp: "Lena has 12 stickers left after she gave away 9 stickers. How many stickers does she have
 * left?" asks the end the story already tells: the 12, not 12 - 9. A reading that works out another
 * number for an end told "currently" or "now", or told "left" with the change in its own sentence or
 * before it, has read the end as a start.
 */
const PRESENT = /\b(?:currently|now)\b/;

export function askedEndTold(statement: string, solved: Solved): string | null {
  const story = readStory(statement);
  // asdiv-lost: "What's the difference between the dollars he spent and he has now?" compares two told amounts; no end is asked.
  if (story && /^\s*(?:what(?:'s| is| was)|find|how much is) the difference (?:between|of)\b/i.test(story.question.text)) return null;
  const found = story ? changeRoles(story) : null;
  if (!found || found.asked.role !== 'end') return null;
  const end = found.roles.find((r) => r !== 'state' && r.role === 'end');
  const change = found.roles.find((r) => r !== 'state' && r.role === 'change');
  if (!end || end === 'state' || !change || change === 'state') return null;
  if (!PRESENT.test(end.q.clause) && change.q.sentence > end.q.sentence) return null;
  const shown = Number(/-?\d[\d,]*(?:\.\d+)?/.exec(solved.answer)?.[0]?.replace(/,/g, '') ?? NaN);
  return shown === end.q.value ? null : 'the question asks the end the story tells';
}
