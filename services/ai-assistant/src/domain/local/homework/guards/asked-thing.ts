import { splitQuestion } from '../quantity-graph/split-question.js';
import { singular } from '../story/words.js';

/**
 * "How much did the apple pie cost?" when the story never names a pie: whatever the reading adds
 * up prices other things, so the question is about something the solver has not read.
 */
export function asksUnmentionedThing(statement: string): string | null {
  const parts = splitQuestion(statement);
  if (!parts) return null;
  const thing = /\bhow much (?:money )?(?:did|does|do|will|would|was|is|were|are) (?:the|a|an|his|her|their|my|your) (?:[a-z]+ ){0,2}?([a-z]+) (?:cost|costs|sell for|weigh)\b/.exec(parts.question.toLowerCase())?.[1];
  // "How much will her entire order cost?" asks for everything together, which has no name of its own.
  if (!thing || /\b(?:total|in all|altogether|entire|whole|all|together|combined)\b/.test(parts.question.toLowerCase())) return null;
  const named = (parts.facts.toLowerCase().match(/[a-z]+/g) ?? []).some((word) => singular(word) === singular(thing));
  return named ? null : 'a thing the story does not name';
}
