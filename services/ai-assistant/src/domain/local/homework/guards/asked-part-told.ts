import type { Solved } from '../steps.js';
import { totalParts } from '../story/other-part.js';
import { readStory } from '../story/read-story.js';

/**
 * svamp: "There are a total of 30 marbles in a jar. If there are 12 red marbles and some blue marbles
 * in the jar. How many red marbles are in the jar?" asks the part the story tells: 12, not 30 - 12.
 * A reading that works out another number for a question naming only the told part's own words has
 * taken the told part for the other one.
 */
export function askedPartTold(statement: string, solved: Solved): string | null {
  const story = readStory(statement);
  const found = story ? totalParts(story) : null;
  if (!found) return null;
  const { part, partOwn, otherOwn, asked } = found;
  const namesPart = partOwn.some((w) => w !== part.unit && asked.has(w));
  if (!namesPart || otherOwn.some((w) => asked.has(w))) return null;
  const shown = Number(/-?\d[\d,]*(?:\.\d+)?/.exec(solved.answer)?.[0]?.replace(/,/g, '') ?? NaN);
  return shown === part.value ? null : 'the question asks the part the story tells';
}
