import { splitQuestion } from '../quantity-graph/split-question.js';
import { singular } from '../story/words.js';

/**
 * "There were 28 birds on a wire. Then 13 more landed on the wire. How many birds are on the roof
 * now?": the question asks about a place ("on the roof") the story never names, while the story tells
 * where its things are with the same word ("on a wire"). What is on the wire says nothing about the
 * roof, so no reading answers.
 */
const PLACE = /\b(in|on|at|inside|under)\s+(?:the|a|an|his|her|their|its|this|that)\s+([a-z]+)(?:\s+([a-z]+))?/gi;
/** Words after "in the" that tell a time, a manner or a whole, not a place. */
const NOT_A_PLACE = /^(?:end|beginning|morning|afternoon|evening|night|day|week|weekend|month|year|past|future|meantime|total|all|same|first|last|middle|world|way|time|start|moment|row|order|form|case)$/;

/** Each "on the (big) roof": its word and the one or two words after the article ("big roof now" has "now" too). */
function placesOf(text: string): Array<{ word: string; nouns: string[] }> {
  return [...text.matchAll(PLACE)]
    .map((m) => ({ word: m[1]!.toLowerCase(), nouns: [m[2], m[3]].filter((w): w is string => !!w).map((w) => singular(w.toLowerCase())) }))
    .filter((place) => !NOT_A_PLACE.test(place.nouns[0] ?? ''));
}

export function askedLocationUntold(statement: string): string | null {
  const parts = splitQuestion(statement);
  if (!parts) return null;
  const facts = parts.facts.toLowerCase();
  const told = placesOf(facts);
  const words = new Set(facts.split(/[^a-z]+/).filter(Boolean).map(singular));
  for (const asked of placesOf(parts.question)) {
    if (asked.nouns.some((noun) => words.has(noun))) continue;
    const other = told.find((place) => place.word === asked.word);
    if (other) return `the question asks about the ${asked.nouns[0]}, a place the story never names (it tells of the ${other.nouns.join(' ')})`;
  }
  return null;
}
