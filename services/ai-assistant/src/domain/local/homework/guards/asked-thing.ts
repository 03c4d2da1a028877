import { splitQuestion } from '../quantity-graph/split-question.js';
import { singular } from '../story/words.js';
import { kindOf } from '../quantity-graph/part-wholes.js';
import type { Solved } from '../steps.js';

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

/** Words after "how many" that count whatever the story counts, not one thing of their own. */
const ANY_THING = new Set(['more', 'less', 'fewer', 'of', 'in', 'total', 'item', 'thing', 'piece', 'object', 'one', 'time', 'unit', 'kind', 'type', 'sort', 'group', 'set', 'altogether']);

/**
 * "Omar had 20 apples. He sold 5 apples. How many pears does Omar have now?": the question counts a
 * thing the story never names, and the answer counts another thing. Only when the answer's own unit
 * is no kind of the asked thing, nor the other way round ("How many fruits …" after apples and pears is their
 * whole; "How many employees …" answered in people).
 */
export function asksUncountedThing(statement: string, solved: Solved): string | null {
  const parts = splitQuestion(statement);
  if (!parts || solved.answer.trim().startsWith('$')) return null;
  // The noun right after "how many", before its verb: "How many pears does Omar have?"
  const asked = /\bhow many ([a-z]+) (?:did|does|do|are|were|is|was|will|would|can|could|should|has|have|had)\b/.exec(parts.question.toLowerCase())?.[1];
  // "60 miles per week", "2 people per team": the thing counted stands before "per".
  const unit = /^[\d.,/\s]+([a-z]+(?: [a-z]+)*)$/.exec(solved.answer.trim().toLowerCase())?.[1]?.split(' per ')[0]?.split(' ').at(-1);
  if (!asked || !unit) return null;
  const [thing, answered] = [singular(asked), singular(unit)];
  if (ANY_THING.has(thing) || thing === answered || kindOf(answered, thing) || kindOf(thing, answered)) return null;
  const told = (parts.facts.toLowerCase().match(/[a-z]+/g) ?? []).some((word) => singular(word) === thing);
  return told ? null : 'the question counts a thing the story never names';
}
