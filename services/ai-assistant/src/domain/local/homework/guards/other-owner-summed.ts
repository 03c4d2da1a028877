import type { Solved } from '../steps.js';
import { readStory } from '../story/read-story.js';
import { solutionParts } from '../story-trust/solution-parts.js';

/**
 * para-while: a sum asked of one person that adds another person's own amount: "Albert collected 9 caps.
 * Anne had 10 caps. Anne then finds 5 more. How many caps does Anne have in total?" is 10 + 5, never 9 + 10
 * + 5. A part is the asked person's when its owner is that person, or its clause gives to them ("Sam gave
 * him 3 more", "gave 3 to Tom"); a question of more than one ("they", "together", "Ann and Bo") may add
 * everyone's.
 */
const SEVERAL = /\b(?:they|their|them|we|our|us|together|both|combined|all of|each|every|and)\b/i;
const TO_SOMEONE = /\b(?:him|her|them|to|from|with)\b/;

export function otherOwnerSummed(statement: string, solved: Solved): string | null {
  const parts = solutionParts(solved);
  if (!/^[\d.]+(?:\s*\+\s*[\d.]+)+$/.test(parts.sentence.trim())) return null;
  const story = readStory(statement);
  if (!story || SEVERAL.test(story.question.text)) return null;
  // Only a question whose subject is one person: "does Anne have", "does she have"; "were picked" asks of no one.
  const asker = /\b(?:do|does|did|will|would|can|could|has|is|was)\s+([A-Z][a-z]+|he|she)\b/.exec(story.question.text)?.[1];
  const asked = asker && /^(?:he|she)$/.test(asker) ? story.question.subject?.toLowerCase() : asker?.toLowerCase();
  const named = (owner: string | null): owner is string => !!owner && new RegExp(String.raw`\b${owner[0]!.toUpperCase()}${owner.slice(1)}\b`).test(statement);
  if (!asked || !named(asked)) return null;
  const added = story.quantities.filter((q) => parts.numbers.includes(q.value) && !story.questionQuantities.includes(q));
  // Another person's own amount: the clause opens with that person ("albert collected 9 caps").
  const others = added.filter((q) => named(q.owner) && q.owner !== asked && q.clause.trim().startsWith(q.owner) && !TO_SOMEONE.test(q.clause) && !q.clause.includes(asked));
  return others.length > 0 && added.some((q) => q.owner === asked) ? "the sum adds another person's own amount to the asked person's" : null;
}

