import { readStory } from '../story/read-story.js';

/**
 * changes: "Mary had $50. Tom bought 2 books for $6 each. How much money does Mary have left?" — what
 * someone else paid is not taken from her money. True when every amount of the story belongs to one
 * person (or to no one named) and the question, when it names someone, asks about that person.
 */
export function oneSpender(statement: string): boolean {
  const story = readStory(statement);
  if (!story) return false;
  const owners = new Set(story.quantities.map((q) => q.owner).filter((o): o is string => o !== null));
  const [owner] = owners;
  const asked = story.question.subject;
  return owners.size <= 1 && (!asked || !owner || asked === owner);
}
