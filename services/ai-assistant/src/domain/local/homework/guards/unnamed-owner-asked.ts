import type { Solved, StorySchema } from '../steps.js';
import { readStory, type Quantity } from '../story/read-story.js';
import { solutionParts } from '../story-trust/solution-parts.js';

/**
 * owners: in a story told without names ("We picked 18 apples and they picked 27", "A pet store had 24
 * hamsters. The toy store sold 11"), a question about one owner ("did we pick", "does the pet store
 * have") is not answered by adding or taking away another owner's number; "together", "both" or
 * "combined" asks about all of them, and what another gives the one asked about ("gave him 3") is his.
 */
const ADDITIVE: ReadonlySet<StorySchema> = new Set(['combine', 'change', 'start-unknown', 'change-unknown', 'missing-part']);
const JOINT = /\b(?:together|combined|both|between|altogether|and)\b/;
const GIVEN = /\b(?:gave|gives|give|handed|hands|sent|sends|brought|brings|lent|lends|donated|donates)\b/;

const givenToAsked = (q: Quantity, asked: string): boolean =>
  GIVEN.test(q.lead) && new RegExp(`\\b(?:him|her|them|it|us|me|you|${asked.split(' ').pop()})\\b`).test(q.clause);

export function unnamedOwnerUsed(statement: string, solved: Solved): string | null {
  const story = readStory(statement);
  const asked = story?.question.subject;
  // "How many tons do the components weigh?": the question's subject must be one of the story's owners.
  if (!story?.unnamed || !asked || !story.quantities.some((q) => q.owner === asked) || JOINT.test(story.question.text.toLowerCase())) return null;
  const parts = solutionParts(solved);
  if (!parts.schema || !ADDITIVE.has(parts.schema)) return null;
  const used = story.quantities.filter((q) => parts.numbers.includes(q.value));
  return used.some((q) => q.owner !== null && q.owner !== asked && !givenToAsked(q, asked)) ? 'another owner\'s number' : null;
}
